import { ALL_PERMISSIONS, holdsPermission, permissionsOf } from './matrix.ts';
import type { Action, Permission, Resource, Role } from '../constants.ts';

/** Spec part 1 §6: a grant lasts at most this long (issue 13). */
export const EMERGENCY_ACCESS_MAX_HOURS = 24;

/** An emergency access grant as the permission checks need it. */
export interface HeldEmergencyGrant {
  id: string;
  permissions: readonly Permission[];
  /** ISO string or Date: the grant counts strictly before this instant. */
  expires_at: string | Date;
}

/** Someone whose permissions are their roles' plus what active grants add. */
export interface PermissionHolder {
  roles: readonly Role[];
  /** Permissions added by active emergency grants (already filtered by expiry). */
  grantedPermissions?: readonly Permission[];
}

/** The grants still running at `now` (expiry is checked at use: no job ends them). */
export function activeGrantsAt<G extends HeldEmergencyGrant>(grants: readonly G[], now: Date): G[] {
  return grants.filter((grant) => new Date(grant.expires_at).getTime() > now.getTime());
}

/** The permissions the active grants add, without duplicates. */
export function grantedPermissionsAt(
  grants: readonly HeldEmergencyGrant[],
  now: Date,
): Permission[] {
  return [...new Set(activeGrantsAt(grants, now).flatMap((grant) => grant.permissions))];
}

/** Roles' permissions plus granted ones: the one check every guard goes through. */
export function holdsEffectivePermission(
  holder: PermissionHolder,
  resource: Resource,
  action: Action,
): boolean {
  return (
    holdsPermission(holder.roles, resource, action) ||
    (holder.grantedPermissions?.includes(`${resource}:${action}`) ?? false)
  );
}

/**
 * The grant that lets a holder do `resource:action` when their roles do not: the first active
 * grant naming it, or null (the roles suffice, or nothing grants it).
 */
export function grantNeededFor<G extends HeldEmergencyGrant>(
  options: { roles: readonly Role[]; grants: readonly G[]; now: Date },
  resource: Resource,
  action: Action,
): G | null {
  if (holdsPermission(options.roles, resource, action)) return null;
  const permission: Permission = `${resource}:${action}`;
  return (
    activeGrantsAt(options.grants, options.now).find((grant) =>
      grant.permissions.includes(permission),
    ) ?? null
  );
}

/**
 * What a grantor may hand out: permissions they hold through their roles, never the emergency
 * override itself (a grant cannot make its holder a grantor) nor cross-organization access.
 */
export function grantablePermissions(grantorRoles: readonly Role[]): Permission[] {
  return permissionsOf(grantorRoles).filter(
    (permission) =>
      !permission.startsWith('emergency_access:') && !permission.endsWith(':cross_org_access'),
  );
}

/** Whether a string names a permission of the matrix. */
export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}
