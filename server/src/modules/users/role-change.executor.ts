import { ROLE_LABELS, RoleSchema, USER_MESSAGES } from '@lendline/core';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { defineApprovalExecutor } from '../approvals/approval-executor.ts';
import { applyRoleChange } from './change-user-role.ts';
import { findUserInScope } from './users.repository.ts';

const RoleChangeDataSchema = z.object({
  user_id: z.uuid(),
  old_role: RoleSchema,
  new_role: RoleSchema,
  /** For the summary line only. */
  user_name: z.string().optional(),
});

/** Role changes involving platform_super_admin wait for a platform_super_admin (spec part 1 §4). */
export const roleChangeExecutor = defineApprovalExecutor({
  requestType: 'role_change',
  entityType: 'user_role',
  requiredRole: 'platform_super_admin',
  dataSchema: RoleChangeDataSchema,
  summarize: (data) =>
    `Change ${data.user_name ?? 'user'}'s role from ${ROLE_LABELS[data.old_role]} to ${ROLE_LABELS[data.new_role]}`,
  async execute({ tx, data, actor }) {
    // The approver's transaction is scoped by row-level security; no narrower filter is needed.
    const user = await findUserInScope(
      tx,
      { userId: actor.userId ?? '', organizationIds: [], allOrganizations: true },
      data.user_id,
    );
    if (!user) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    await applyRoleChange(tx, { user, oldRole: data.old_role, newRole: data.new_role, actor });
  },
});
