import { checkPermission } from '@lendline/core';
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

/** The subject the core engine judges, built from the session's roles and organization scope. */
export function subjectOf(session: {
  roles: readonly Role[];
  organization_ids: readonly string[];
}): PermissionSubject {
  return { roles: session.roles, organizationIds: session.organization_ids };
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
