import { ACTIONS, RESOURCES } from '@lendline/core';
import type { Action, Resource } from '@lendline/core';

export interface ResourcePermissions {
  resource: Resource;
  actions: Action[];
}

/**
 * The session's 'resource:action' strings grouped by resource, both in the matrix order of
 * RESOURCES and ACTIONS; unknown strings are ignored rather than shown raw.
 */
export function groupPermissionsByResource(permissions: readonly string[]): ResourcePermissions[] {
  const held = new Set(permissions);
  return RESOURCES.map((resource) => ({
    resource,
    actions: ACTIONS.filter((action) => held.has(`${resource}:${action}`)),
  })).filter((group) => group.actions.length > 0);
}

export { humanize } from '@/lib/humanize';
