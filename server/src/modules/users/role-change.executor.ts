import type { ApprovalExecutor } from '../approvals/approval-executor.ts';
import { applyRoleChange } from './change-user-role.ts';
import { findUserOr404 } from './user-access.ts';

/** A role change involving platform_super_admin, carried out in the approver's scope. */
export const roleChangeExecutor: ApprovalExecutor<'role_change'> = async ({ ctx, data }) => {
  const user = await findUserOr404(ctx, data.user_id);
  await applyRoleChange(ctx, { user, oldRole: data.old_role, newRole: data.new_role });
};
