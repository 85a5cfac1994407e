import type { Action, Permission, Resource, Role } from '../constants.ts';

export type RiskLevel = 'low' | 'medium' | 'high';

/** Spec part 1 §6 "Context fields". Times are ISO strings. */
export interface PermissionContext {
  organizationId?: string;
  amount?: number;
  riskLevel?: RiskLevel;
  timeWindow?: { start: string; end: string };
  ownerId?: string;
  entityId?: string;
  entityType?: string;
  sensitive?: boolean;
}

/** Who is asking: roles in order (first = primary) and the organizations in their scope. */
export interface PermissionSubject {
  roles: readonly Role[];
  /** The user's own organization and (for roles that see them) its descendants. */
  organizationIds: readonly string[];
  /** Permissions active emergency access grants add to the roles' (issue 13). */
  grantedPermissions?: readonly Permission[];
}

export interface PermissionQuery {
  subject: PermissionSubject;
  resource: Resource;
  action: Action;
  context?: PermissionContext;
  /** Time is passed in: core never reads the clock. */
  now: Date;
}

/**
 * allowed → go ahead; requiresApprovalBy → may proceed only as an approval request routed to
 * one of these roles; neither → denied. `reason` is a sentence a person can read.
 */
export interface PermissionDecision {
  allowed: boolean;
  requiresApprovalBy?: Role[];
  /** On a denial above every approval threshold: the roles that may approve such an amount. */
  approvers?: Role[];
  reason: string;
}
