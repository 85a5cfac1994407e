import type { Action, Resource, Role } from '../constants.ts';
import { holdsPermission } from './matrix.ts';

/**
 * Who approves and rejects a completed prospect risk profile (docs/decisions/0062): the
 * approvers of loans (organization_admin, platform_super_admin) or else of requests (manager),
 * the "manager or organization_admin". `loans:approve` alone would shut managers out.
 * Written as data so the server's route guard is this very rule (its generated suites read it).
 */
export const RISK_PROFILE_REVIEW_ACCESS = {
  resource: 'loans',
  action: 'approve',
  orElse: { resource: 'approvals', action: 'approve' },
} as const satisfies {
  resource: Resource;
  action: Action;
  orElse: { resource: Resource; action: Action };
};

/** Whether the roles may approve or reject a risk profile (the server's guard, the web's buttons). */
export function mayReviewRiskProfile(roles: readonly Role[]): boolean {
  const { resource, action, orElse } = RISK_PROFILE_REVIEW_ACCESS;
  return (
    holdsPermission(roles, resource, action) ||
    holdsPermission(roles, orElse.resource, orElse.action)
  );
}
