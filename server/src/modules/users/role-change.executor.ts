import { USER_MESSAGES } from '@lendline/core';
import { AppError } from '../../errors.ts';
import type { ApprovalExecutor } from '../approvals/approval-executor.ts';
import { applyRoleChange } from './change-user-role.ts';
import { findUserInScope } from './users.repository.ts';

/** A role change involving platform_super_admin, carried out in the approver's scope. */
export const roleChangeExecutor: ApprovalExecutor<'role_change'> = async ({ ctx, data }) => {
  const user = await findUserInScope(ctx.tx, ctx.auth.scope, data.user_id);
  if (!user) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  await applyRoleChange(ctx.tx, {
    user,
    oldRole: data.old_role,
    newRole: data.new_role,
    actor: ctx.actor,
  });
};
