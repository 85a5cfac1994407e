import {
  checkPermission,
  holdsPermission,
  type Action,
  type PermissionContext,
  type PermissionDecision,
  type PermissionSubject,
  type Resource,
  type RiskLevel,
} from '@lendline/core';

/** An emergency access grant as GET /emergency-access lists it (issue 13), the fields read here. */
export interface EmergencyGrant {
  id: string;
  target_user_id: string;
  permissions: string[];
  expires_at: string;
  is_active: boolean;
}

/** The optional context of the question, as the form holds it. */
export interface ExplorerContext {
  amount: number | null;
  riskLevel: RiskLevel | null;
  otherOrganization: boolean;
  /** datetime-local values ('' when not set); both are needed for a window. */
  windowStart: string;
  windowEnd: string;
}

export const EMPTY_CONTEXT: ExplorerContext = {
  amount: null,
  riskLevel: null,
  otherOrganization: false,
  windowStart: '',
  windowEnd: '',
};

/** Stands in for "an organization outside the subject's scope". */
export const OTHER_ORGANIZATION_ID = '00000000-0000-4000-8000-00000000e0e0';

export interface Explanation {
  /** The engine's own answer, as checkPermission gives it. */
  decision: PermissionDecision;
  /** The grant that lets the action through although no role grants it. */
  grant: EmergencyGrant | null;
  /** What the subject may do in the end: the engine's answer, widened by a grant. */
  outcome: 'allowed' | 'needs_approval' | 'denied';
}

/** The grants that stand now: active and not expired (expiry is checked at use, issue 13). */
export function standingGrants(grants: readonly EmergencyGrant[], now: Date): EmergencyGrant[] {
  return grants.filter((grant) => grant.is_active && Date.parse(grant.expires_at) > now.getTime());
}

export function toPermissionContext(context: ExplorerContext): PermissionContext {
  const result: PermissionContext = {};
  if (context.amount !== null) result.amount = context.amount;
  if (context.riskLevel !== null) result.riskLevel = context.riskLevel;
  if (context.otherOrganization) result.organizationId = OTHER_ORGANIZATION_ID;
  if (context.windowStart !== '' && context.windowEnd !== '') {
    result.timeWindow = {
      start: new Date(context.windowStart).toISOString(),
      end: new Date(context.windowEnd).toISOString(),
    };
  }
  return result;
}

/**
 * core's checkPermission — the engine the server runs — on the question; then a standing
 * emergency grant naming `resource:action` lets through what the matrix refused (issue 13: a
 * grant widens the target's effective permissions).
 */
export function explainPermission(options: {
  subject: PermissionSubject;
  resource: Resource;
  action: Action;
  context: ExplorerContext;
  grants: readonly EmergencyGrant[];
  now: Date;
}): Explanation {
  const { subject, resource, action, now } = options;
  const decision = checkPermission({
    subject,
    resource,
    action,
    context: toPermissionContext(options.context),
    now,
  });
  const permission = `${resource}:${action}`;
  const grant =
    !decision.allowed && !holdsPermission(subject.roles, resource, action)
      ? (standingGrants(options.grants, now).find((item) =>
          item.permissions.includes(permission),
        ) ?? null)
      : null;
  const outcome =
    decision.allowed || grant
      ? 'allowed'
      : decision.requiresApprovalBy
        ? 'needs_approval'
        : 'denied';
  return { decision, grant, outcome };
}
