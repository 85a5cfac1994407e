import { SESSION_MESSAGES, type User } from '@lendline/core';
import type { RequestContext } from '../../context/request-context.ts';
import { AppError } from '../../errors.ts';
import { findManageableUser } from '../users/user-access.ts';

/**
 * Whose sessions a caller may see and end besides their own (issue 13): an organization admin,
 * for the users of their organization tree, and the platform owner, for anyone. Roles, not a
 * permission: users:update also belongs to partner_admin, whom the issue does not name.
 */
export function managesOthersSessions(ctx: Pick<RequestContext, 'auth'>): boolean {
  return ctx.auth.roles.some(
    (role) => role === 'organization_admin' || role === 'platform_super_admin',
  );
}

/** Another user whose sessions the caller may manage: 403 for other roles, 404 out of scope. */
export async function findSessionOwner(ctx: RequestContext, userId: string): Promise<User> {
  if (!managesOthersSessions(ctx)) throw new AppError('FORBIDDEN', SESSION_MESSAGES.notAllowed);
  return findManageableUser(ctx, userId);
}
