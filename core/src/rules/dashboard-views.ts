import type { Action, Permission, Resource, Role } from '../constants.ts';
import { holdsPermission } from '../permissions/matrix.ts';

// Beside, not inside, schemas/dashboard.ts: the web's dashboard reads these and would otherwise
// load zod with them.

/**
 * The dashboard's role-aware views (issue 14 "Dashboard"): an agent's route for today, a loan
 * officer's pipeline, and a manager's or an administrator's branch or tree (the platform owner's
 * across every tenant: the same view over a wider scope).
 */
export const DASHBOARD_VIEWS = ['route', 'pipeline', 'branch'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/**
 * Which view each role sees. Roles without a row in the permission matrix, and the compliance
 * roles (their screens are the audit trail), see none: the dashboard then shows their
 * organization and roles only.
 */
export const DASHBOARD_VIEW_OF_ROLE = {
  platform_super_admin: 'branch',
  organization_admin: 'branch',
  partner_admin: 'branch',
  manager: 'branch',
  loan_officer: 'pipeline',
  collection_agent: 'route',
  field_agent: 'route',
  super_admin: null,
  admin: null,
  debt_collector: null,
  collector: null,
  follow_up_agent: null,
  compliance_officer: null,
  auditor: null,
  viewer: null,
} as const satisfies Record<Role, DashboardView | null>;

/** What a view reads: a role whose permissions lack one of these does not get the view. */
export const DASHBOARD_VIEW_PERMISSIONS = {
  route: ['payments:read'],
  pipeline: ['loans:read'],
  branch: ['loans:read', 'payments:read'],
} as const satisfies Record<DashboardView, readonly Permission[]>;

/** The views a user with these roles sees, in DASHBOARD_VIEWS order. */
export function dashboardViewsOf(roles: readonly Role[]): DashboardView[] {
  return DASHBOARD_VIEWS.filter((view) =>
    roles.some(
      (role) =>
        DASHBOARD_VIEW_OF_ROLE[role] === view &&
        DASHBOARD_VIEW_PERMISSIONS[view].every((permission) => {
          const [resource, action] = permission.split(':') as [Resource, Action];
          return holdsPermission([role], resource, action);
        }),
    ),
  );
}

/**
 * How many of each the branch view lists. Its alerts panel asks /collections/alerts itself (not
 * through GET /dashboard): that query is the slowest at scale, and the figures need not wait.
 */
export const DASHBOARD_ALERTS_SHOWN = 5;
export const DASHBOARD_RANKING_SHOWN = 5;
export const DASHBOARD_TREND_DAYS = 30;
