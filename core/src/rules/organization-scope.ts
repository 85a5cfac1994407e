import type { Role } from '../constants.ts';

export type DataScopeReach = 'all' | 'tree' | 'own';

/**
 * How far a role's data reaches (spec part 1 §6 "Organization scope", narrowed by DESIGN.md):
 * platform_super_admin sees every organization; organization_admin and partner_admin see their
 * own organization and its descendants; everyone else sees their own organization only.
 */
export const ROLE_DATA_SCOPE = {
  platform_super_admin: 'all',
  organization_admin: 'tree',
  partner_admin: 'tree',
  super_admin: 'own',
  admin: 'own',
  manager: 'own',
  loan_officer: 'own',
  debt_collector: 'own',
  collector: 'own',
  follow_up_agent: 'own',
  collection_agent: 'own',
  field_agent: 'own',
  compliance_officer: 'own',
  auditor: 'own',
  viewer: 'own',
} as const satisfies Record<Role, DataScopeReach>;

const REACH_ORDER: Record<DataScopeReach, number> = { own: 0, tree: 1, all: 2 };

/** The broadest reach among a user's roles; a user with no roles reaches their own organization. */
export function dataScopeReachOf(roles: readonly Role[]): DataScopeReach {
  return roles.reduce<DataScopeReach>(
    (widest, role) =>
      REACH_ORDER[ROLE_DATA_SCOPE[role]] > REACH_ORDER[widest] ? ROLE_DATA_SCOPE[role] : widest,
    'own',
  );
}

/**
 * Whether a user works across organizations: the platform owner, or a tree role whose tree has
 * more than its own organization. Such a user picks the organization of a customer they add
 * (issue 8: the platform owner's customers landed in the platform organization), and their
 * lists show an Organization column and filter. `organizationIds` is the user's data scope.
 */
export function spansOrganizations(
  roles: readonly Role[],
  organizationIds: readonly string[],
): boolean {
  const reach = dataScopeReachOf(roles);
  return reach === 'all' || (reach === 'tree' && organizationIds.length > 1);
}
