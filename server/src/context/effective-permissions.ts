import {
  grantedPermissionsAt,
  grantNeededFor,
  holdsEffectivePermission,
  type Action,
  type PermissionHolder,
  type Resource,
} from '@lendline/core';
import type { AuditActor, AuthContext } from './request-context.ts';

/**
 * The one answer to "may this principal do resource:action" on the server (issue 13): the roles'
 * permissions plus those of the emergency access grants still running at `now`. Route guards
 * and services both ask here, never the matrix with bare roles.
 */
export function effectivePermissionsOf(auth: AuthContext, now: Date): PermissionHolder {
  return { roles: auth.roles, grantedPermissions: grantedPermissionsAt(auth.emergencyGrants, now) };
}

/**
 * Whether the context's user may do resource:action. When only an emergency grant lets them,
 * the grant is noted on the audit actor: every audit row the request writes carries its id, and
 * the request records the grant's use when it commits.
 */
export function mayDo(
  ctx: { auth: AuthContext; actor: AuditActor; now: Date },
  resource: Resource,
  action: Action,
): boolean {
  if (!holdsEffectivePermission(effectivePermissionsOf(ctx.auth, ctx.now), resource, action)) {
    return false;
  }
  const grant = grantNeededFor(
    { roles: ctx.auth.roles, grants: ctx.auth.emergencyGrants, now: ctx.now },
    resource,
    action,
  );
  if (grant && !ctx.actor.emergencyGrantId) ctx.actor.emergencyGrantId = grant.id;
  return true;
}
