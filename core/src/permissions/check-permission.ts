import type { Action, Resource, Role } from '../constants.ts';
import {
  capitalize,
  describeApprovers,
  ROLE_NAMES_IN_REASONS,
  describeResource,
  formatAmount,
} from './describe.ts';
import { holdsEffectivePermission } from './emergency-access.ts';
import { holdsPermission } from './matrix.ts';
import { evaluateAmountThreshold } from './thresholds.ts';
import type { PermissionContext, PermissionDecision, PermissionQuery } from './types.ts';

/** Spec part 1 §6 "Extra checks": who may approve, update or delete high-risk loans and payments. */
export const HIGH_RISK_ROLES: readonly Role[] = [
  'manager',
  'organization_admin',
  'platform_super_admin',
];
const HIGH_RISK_RESOURCES: readonly Resource[] = ['loans', 'payments'];
const HIGH_RISK_ACTIONS: readonly Action[] = ['approve', 'update', 'delete'];

const PAST_TENSE: Partial<Record<Action, string>> = {
  approve: 'approved',
  update: 'updated',
  delete: 'deleted',
};

type Check = (query: PermissionQuery, context: PermissionContext) => PermissionDecision | undefined;

function deny(reason: string): PermissionDecision {
  return { allowed: false, reason };
}

function isPlatformSuperAdmin(roles: readonly Role[]): boolean {
  return roles.includes('platform_super_admin');
}

function checkMatrix({
  subject,
  resource,
  action,
}: PermissionQuery): PermissionDecision | undefined {
  if (holdsEffectivePermission(subject, resource, action)) return undefined;
  return deny(`None of your roles grants ${resource}:${action}.`);
}

function checkOrganization(
  { subject, resource }: PermissionQuery,
  { organizationId }: PermissionContext,
): PermissionDecision | undefined {
  if (organizationId === undefined || subject.organizationIds.includes(organizationId)) {
    return undefined;
  }
  if (isPlatformSuperAdmin(subject.roles)) return undefined;
  if (holdsPermission(subject.roles, resource, 'cross_org_access')) return undefined;
  return deny(
    `Acting on another organization's ${describeResource(resource)} needs ${resource}:cross_org_access.`,
  );
}

function checkTimeWindow(
  { now }: PermissionQuery,
  { timeWindow }: PermissionContext,
): PermissionDecision | undefined {
  if (timeWindow === undefined) return undefined;
  const start = Date.parse(timeWindow.start);
  const end = Date.parse(timeWindow.end);
  // An unreadable window grants nothing rather than everything.
  if (Number.isNaN(start) || Number.isNaN(end))
    return deny('The time window is not a valid date range.');
  const at = now.getTime();
  if (at < start)
    return deny(`This is allowed only from ${timeWindow.start}; that time has not come yet.`);
  if (at > end) return deny(`This was allowed only until ${timeWindow.end}; that time has passed.`);
  return undefined;
}

/**
 * Spec part 1 §6: for high-risk loans or payments, approve, update and delete need a manager,
 * organization_admin or platform_super_admin among the roles. Other resources and actions pass.
 */
export function mayActOnHighRisk(options: {
  roles: readonly Role[];
  resource: Resource;
  action: Action;
}): boolean {
  const { roles, resource, action } = options;
  if (!HIGH_RISK_RESOURCES.includes(resource) || !HIGH_RISK_ACTIONS.includes(action)) return true;
  return roles.some((role) => HIGH_RISK_ROLES.includes(role));
}

function checkRisk(
  { subject, resource, action }: PermissionQuery,
  { riskLevel }: PermissionContext,
): PermissionDecision | undefined {
  if (riskLevel !== 'high' || mayActOnHighRisk({ roles: subject.roles, resource, action })) {
    return undefined;
  }
  return deny(
    `High-risk ${describeResource(resource)} may be ${PAST_TENSE[action] ?? action} only by ${describeApprovers(HIGH_RISK_ROLES)}.`,
  );
}

function checkAmount(
  { subject, resource, action }: PermissionQuery,
  { amount }: PermissionContext,
): PermissionDecision | undefined {
  // Spec §6 "Only platform_super_admin is exempt from approval requirements": any of the roles.
  if (isPlatformSuperAdmin(subject.roles)) return undefined;
  const role = subject.roles[0];
  const outcome = evaluateAmountThreshold({ role, resource, amount });
  const noun = describeResource(resource);
  switch (outcome.kind) {
    case 'not_applicable':
    case 'within_limit':
      return undefined;
    case 'needs_approval':
      return {
        allowed: false,
        requiresApprovalBy: outcome.approvers,
        reason: `${capitalize(noun)} over ${formatAmount(outcome.above)} need approval by ${describeApprovers(outcome.approvers)}.`,
      };
    case 'above_every_threshold':
      return {
        allowed: false,
        approvers: outcome.approvers,
        reason: `${role === undefined ? 'You' : ROLE_NAMES_IN_REASONS[role]} may not ${action} ${noun} over ${formatAmount(outcome.limit)}; ask ${describeApprovers(outcome.approvers)}.`,
      };
  }
}

/** Spec part 1 §6: matrix, organization, time window, risk, then amount. The first refusal wins. */
const CHECKS: readonly Check[] = [
  checkMatrix,
  checkOrganization,
  checkTimeWindow,
  checkRisk,
  checkAmount,
];

/**
 * The full permission engine. `allowed` → go ahead; `requiresApprovalBy` → only as an approval
 * request routed to one of those roles; otherwise denied. Every answer carries a readable reason.
 */
export function checkPermission(query: PermissionQuery): PermissionDecision {
  const context = query.context ?? {};
  for (const check of CHECKS) {
    const decision = check(query, context);
    if (decision !== undefined) return decision;
  }
  return { allowed: true, reason: `Allowed: your roles grant ${query.resource}:${query.action}.` };
}
