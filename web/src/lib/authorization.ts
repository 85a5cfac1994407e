import {
  checkPermission,
  grantedPermissionsAt,
  isPermission,
  withGrantedPermissions,
  type GrantedRoles,
  type SessionSecurity,
} from '@lendline/core';
import type {
  Action,
  Permission,
  PermissionContext,
  PermissionSubject,
  Resource,
  Role,
} from '@lendline/core';

/** Splits 'loans:approve' into its resource and action. */
export function splitPermission(permission: Permission): { resource: Resource; action: Action } {
  const separator = permission.indexOf(':');
  return {
    resource: permission.slice(0, separator) as Resource,
    action: permission.slice(separator + 1) as Action,
  };
}

type GrantHolder = { security?: Pick<SessionSecurity, 'emergency_access'> };

/**
 * The permissions the session's active emergency access grants add (issue 13), read against
 * `now`: a grant past its expiry adds nothing, with no wait for the session to be read again.
 */
export function grantedPermissionsOf(session: GrantHolder, now: Date = new Date()): Permission[] {
  const grants = (session.security?.emergency_access ?? []).map((grant) => ({
    ...grant,
    permissions: grant.permissions.filter(isPermission),
  }));
  return grantedPermissionsAt(grants, now);
}

/** The session's roles carrying its granted permissions: hand these to features as `roles`. */
export function effectiveRolesOf(
  session: GrantHolder & { roles: readonly Role[] },
  now: Date = new Date(),
): GrantedRoles {
  return withGrantedPermissions(session.roles, grantedPermissionsOf(session, now));
}

/** The subject the core engine judges, built from the session's roles and organization scope. */
export function subjectOf(
  session: GrantHolder & {
    roles: readonly Role[];
    organization_ids: readonly string[];
  },
): PermissionSubject {
  return {
    roles: session.roles,
    organizationIds: session.organization_ids,
    grantedPermissions: grantedPermissionsOf(session),
  };
}

/**
 * Show/hide decisions go through the core engine (spec part 1 §6), the same rule the server
 * enforces. Only `allowed` counts: an action that needs approval is still offered by the screen
 * that creates the approval request, not hidden or shown here.
 */
export function isAllowed(
  subject: PermissionSubject,
  permission: Permission,
  context?: PermissionContext,
  now: Date = new Date(),
): boolean {
  const { resource, action } = splitPermission(permission);
  return checkPermission({ subject, resource, action, context, now }).allowed;
}
