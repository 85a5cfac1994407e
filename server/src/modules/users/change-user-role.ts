import {
  canManageRole,
  ROLE_CHANGE_FALLBACK_ROLE,
  ROLES_WITH_PERMISSIONS,
  USER_MESSAGES,
  type ApprovalRequest,
  type Role,
  type User,
} from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { AppError } from '../../errors.ts';
import { createApprovalRequest } from '../approvals/create-approval-request.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { assertRoleAssignable, findUserOr404, roleNotAssignableError } from './user-access.ts';

export const ROLE_CHANGED_SINCE_REQUEST = 'messages.users.role_changed_since_request';
const PROFILE_NEEDS_ORGANIZATION = 'messages.users.profile_needs_organization';

/** Spec part 1 §6: a user without a role row counts as field_agent when their role changes. */
export const currentRoleForChange = (user: User): Role =>
  user.roles[0] ?? ROLE_CHANGE_FALLBACK_ROLE;

export type RoleChangeOutcome =
  { kind: 'changed'; user: User } | { kind: 'pending'; approvalRequest: ApprovalRequest };

/**
 * Spec part 1 §4 "Role change": when the old or the new role is platform_super_admin the change
 * becomes an approval request for a platform_super_admin (who decides, so no assignability
 * check applies to the request beyond the role having a matrix row); otherwise the actor must be able to grant both the user's
 * current roles and the new one, and the old role row is replaced at once.
 */
export async function changeUserRole(
  ctx: RequestContext,
  options: { userId: string; role: Role },
): Promise<RoleChangeOutcome> {
  const { auth } = ctx;
  const { role: newRole } = options;
  if (options.userId === auth.user.id) {
    throw new AppError('BUSINESS_RULE', USER_MESSAGES.cannotChangeOwnRole);
  }
  // Checked before the approval branch too: no one, not even by request, gets a legacy role.
  if (!ROLES_WITH_PERMISSIONS.includes(newRole)) throw roleNotAssignableError(newRole);
  const user = await findUserOr404(ctx, options.userId);
  const oldRole = currentRoleForChange(user);
  if (oldRole === newRole) throw new AppError('BUSINESS_RULE', USER_MESSAGES.sameRole);
  const organizationId = user.organization_id;
  if (!organizationId) throw new AppError('BUSINESS_RULE', PROFILE_NEEDS_ORGANIZATION);

  if (oldRole === 'platform_super_admin' || newRole === 'platform_super_admin') {
    const approvalRequest = await createApprovalRequest(ctx, {
      requestType: 'role_change',
      organizationId,
      entityId: user.user_id,
      requestData: {
        user_id: user.user_id,
        old_role: oldRole,
        new_role: newRole,
        user_name: `${user.first_name} ${user.last_name}`,
      },
    });
    return { kind: 'pending', approvalRequest };
  }

  if (!user.roles.every((role) => canManageRole(auth.roles, role))) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.userNotManageable);
  }
  assertRoleAssignable(auth, newRole);
  await applyRoleChange(ctx, { user, oldRole, newRole });
  return { kind: 'changed', user: await findUserOr404(ctx, user.user_id) };
}

/** Replaces the user's primary role row and audits it; used directly and by the executor. */
export async function applyRoleChange(
  ctx: RequestContext,
  options: { user: User; oldRole: Role; newRole: Role },
): Promise<void> {
  const { user, oldRole, newRole } = options;
  if (currentRoleForChange(user) !== oldRole) {
    throw new AppError('CONFLICT', ROLE_CHANGED_SINCE_REQUEST);
  }
  if (!user.organization_id) throw new AppError('BUSINESS_RULE', PROFILE_NEEDS_ORGANIZATION);
  await repositories(ctx).users.replacePrimaryRole({
    userId: user.user_id,
    oldRole: user.roles[0] ?? null,
    newRole,
    organizationId: user.organization_id,
  });
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: user.organization_id,
    action: 'role_change',
    entityType: 'user',
    entityId: user.user_id,
    oldValues: { role: user.roles[0] ?? null },
    newValues: { role: newRole },
  });
}
