import { translate } from '../../i18n/translate.ts';
import {
  canAssignRole,
  canManageRole,
  ROLE_LABELS,
  USER_MESSAGES,
  type Role,
  type User,
  ORGANIZATION_MESSAGES,
} from '@lendline/core';
import type { AuthContext, RequestContext } from '../../context/request-context.ts';
import { repositories } from '../../context/repositories.ts';
import { AppError } from '../../errors.ts';

/** A user in the actor's scope; another organization's user is not found (404). */
export async function findUserOr404(ctx: RequestContext, userId: string): Promise<User> {
  const user = await repositories(ctx).users.findInScope(ctx.auth.scope, userId);
  if (!user) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  return user;
}

/**
 * A user the actor may manage: in scope, and holding only roles the actor could grant
 * (canManageRole), so a partner_admin cannot suspend or edit an organization_admin.
 */
export async function findManageableUser(ctx: RequestContext, userId: string): Promise<User> {
  const user = await findUserOr404(ctx, userId);
  if (!user.roles.every((role) => canManageRole(ctx.auth.roles, role))) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.userNotManageable);
  }
  return user;
}

export function roleNotAssignableError(role: Role): AppError {
  return new AppError('FORBIDDEN', (language) =>
    translate(language, USER_MESSAGES.roleNotAssignable, {
      role: translate(language, ROLE_LABELS[role]),
    }),
  );
}

export function assertRoleAssignable(auth: AuthContext, role: Role): void {
  if (!canAssignRole(auth.roles, role)) throw roleNotAssignableError(role);
}

export async function findOrganizationOr404(ctx: RequestContext, organizationId: string) {
  const organization = await repositories(ctx).users.findOrganizationInScope(
    ctx.auth.scope,
    organizationId,
  );
  if (!organization) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
  return organization;
}

export function displayName(auth: AuthContext): string {
  const name = [auth.profile?.first_name, auth.profile?.last_name].filter(Boolean).join(' ');
  return name || auth.user.email;
}
