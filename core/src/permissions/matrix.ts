import { ACTIONS, RESOURCES, ROLES } from '../constants.ts';
import type { Action, Permission, Resource, Role } from '../constants.ts';

/** `on('loans', ['read', 'export'])` → ['loans:read', 'loans:export']; keeps the matrix close to the spec's wording. */
function on(resource: Resource, actions: readonly Action[]): Permission[] {
  return actions.map((action): Permission => `${resource}:${action}`);
}

/** Every resource × every action, in the order of RESOURCES then ACTIONS. */
export const ALL_PERMISSIONS: readonly Permission[] = RESOURCES.flatMap((resource) =>
  on(resource, ACTIONS),
);

const complianceReader: readonly Permission[] = [
  ...on('customers', ['read', 'export']),
  ...on('loans', ['read', 'export']),
  ...on('payments', ['read', 'export']),
  ...on('debt_collectors', ['read']),
  ...on('reports', ['read', 'export']),
  ...on('approvals', ['read']),
  ...on('documents', ['read']),
  ...on('escalations', ['read']),
  ...on('audit_logs', ['read', 'export', 'audit']),
];

/**
 * Spec part 1 §6 "Permission model", role by role. `satisfies` makes the compiler demand a row
 * for every role. Roles the spec names without a row hold nothing (DESIGN.md: deny by default).
 */
export const ROLE_PERMISSIONS = {
  platform_super_admin: 'all',
  organization_admin: [
    ...on('customers', ['create', 'read', 'update', 'delete', 'export']),
    ...on('loans', ['create', 'read', 'update', 'approve', 'export']),
    ...on('payments', ['create', 'read', 'update', 'export']),
    ...on('debt_collectors', ['create', 'read', 'update', 'assign']),
    ...on('users', ['create', 'read', 'update', 'delegate']),
    ...on('reports', ['read', 'export']),
    ...on('settings', ['read', 'update']),
    ...on('approvals', ['read', 'approve', 'reject']),
    ...on('documents', ['create', 'read', 'update', 'delete']),
    ...on('escalations', ['create', 'read', 'update', 'escalate']),
    ...on('field_visits', ['create', 'read', 'update', 'visit']),
    ...on('audit_logs', ['read', 'export', 'audit']),
    // The spec lists a bare "emergency_override"; it belongs to the emergency_access resource.
    ...on('emergency_access', ['emergency_override']),
  ],
  partner_admin: [
    ...on('customers', ['create', 'read', 'update', 'export']),
    ...on('loans', ['create', 'read', 'update', 'export']),
    ...on('payments', ['create', 'read', 'update', 'export']),
    ...on('debt_collectors', ['read', 'assign']),
    ...on('users', ['read', 'update']),
    ...on('reports', ['read', 'export']),
    ...on('approvals', ['read']),
    ...on('documents', ['create', 'read', 'update']),
    ...on('escalations', ['create', 'read', 'escalate']),
    ...on('field_visits', ['create', 'read', 'update', 'visit']),
    ...on('audit_logs', ['read']),
  ],
  super_admin: [],
  admin: [],
  manager: [
    ...on('customers', ['create', 'read', 'update', 'export']),
    ...on('loans', ['create', 'read', 'update', 'export']),
    ...on('payments', ['create', 'read', 'update', 'export']),
    ...on('debt_collectors', ['read', 'assign']),
    ...on('reports', ['read']),
    ...on('approvals', ['read', 'approve']),
    ...on('documents', ['create', 'read', 'update']),
    ...on('escalations', ['create', 'read', 'escalate']),
    ...on('field_visits', ['read', 'visit']),
    ...on('audit_logs', ['read']),
  ],
  loan_officer: [
    ...on('customers', ['create', 'read', 'update']),
    ...on('loans', ['create', 'read', 'update']),
    ...on('payments', ['create', 'read', 'update']),
    ...on('documents', ['create', 'read', 'update']),
    ...on('escalations', ['create', 'read']),
    ...on('audit_logs', ['read']),
  ],
  debt_collector: [],
  collector: [],
  follow_up_agent: [],
  collection_agent: [
    ...on('customers', ['read']),
    ...on('loans', ['read']),
    ...on('documents', ['read']),
    ...on('payments', ['create', 'read', 'update']),
    ...on('debt_collectors', ['read']),
    ...on('escalations', ['create', 'read']),
    ...on('field_visits', ['create', 'read', 'update', 'visit']),
  ],
  field_agent: [
    ...on('customers', ['read']),
    ...on('loans', ['read']),
    ...on('documents', ['read']),
    ...on('payments', ['create', 'read']),
    ...on('field_visits', ['create', 'read', 'visit']),
  ],
  compliance_officer: complianceReader,
  auditor: complianceReader,
  viewer: [],
} satisfies Record<Role, readonly Permission[] | 'all'>;

/**
 * The roles with a row in the matrix, in ROLES order: the only roles anyone may be given (issue 8:
 * the pickers offered the legacy roles, which hold nothing, and an organization admin could
 * invite super_admin).
 */
export const ROLES_WITH_PERMISSIONS: readonly Role[] = ROLES.filter((role) => {
  const grants: readonly Permission[] | 'all' = ROLE_PERMISSIONS[role];
  return grants === 'all' || grants.length > 0;
});

function grantsOf(role: Role): readonly Permission[] {
  const grants: readonly Permission[] | 'all' = ROLE_PERMISSIONS[role];
  return grants === 'all' ? ALL_PERMISSIONS : grants;
}

/** The union of the roles' permissions, in matrix order (RESOURCES, then ACTIONS), without duplicates. */
export function permissionsOf(roles: readonly Role[]): Permission[] {
  const held = new Set(roles.flatMap(grantsOf));
  return ALL_PERMISSIONS.filter((permission) => held.has(permission));
}

/**
 * Roles that also carry the permissions active emergency access grants add (issue 13). The web
 * hands these to its features wherever it hands roles, so every show/hide check honours a grant
 * without each feature knowing of grants; a copy of the array (filter, spread) drops them, which
 * fails closed. Build with `withGrantedPermissions`.
 */
export type GrantedRoles = readonly Role[] & {
  readonly grantedPermissions?: readonly Permission[];
};

export function withGrantedPermissions(
  roles: readonly Role[],
  grantedPermissions: readonly Permission[],
): GrantedRoles {
  return Object.assign([...roles], { grantedPermissions });
}

/**
 * Does any of the roles grant `resource:action`, or a grant the roles carry? No roles grant
 * nothing.
 */
export function holdsPermission(roles: GrantedRoles, resource: Resource, action: Action): boolean {
  const permission: Permission = `${resource}:${action}`;
  return (
    roles.some((role) => grantsOf(role).includes(permission)) ||
    (roles.grantedPermissions?.includes(permission) ?? false)
  );
}
