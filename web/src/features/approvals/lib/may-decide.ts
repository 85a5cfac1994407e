import {
  APPROVAL_DECISION_PERMISSIONS,
  refuseApprovalDecision,
  type ApprovalDecisionKind,
  type ApprovalRequest,
  type PermissionSubject,
} from '@lendline/core';
import { isAllowed } from '@/lib/authorization';

export interface ApprovalDecider {
  userId: string;
  subject: PermissionSubject;
}

export interface AllowedDecisions {
  approve: boolean;
  reject: boolean;
  escalate: boolean;
}

/**
 * Which decision buttons a user sees on a request: the core rule (pending only, four eyes,
 * current approver or platform_super_admin) and each decision's permission. The server
 * enforces the same rule.
 */
export function allowedDecisions(
  request: Pick<ApprovalRequest, 'status' | 'requested_by' | 'current_approver_id'>,
  { userId, subject }: ApprovalDecider,
  now: Date = new Date(),
): AllowedDecisions {
  const allowed = (decision: ApprovalDecisionKind) =>
    refuseApprovalDecision({ decision, request, userId, roles: subject.roles }) === null &&
    isAllowed(subject, APPROVAL_DECISION_PERMISSIONS[decision], undefined, now);
  return { approve: allowed('approve'), reject: allowed('reject'), escalate: allowed('escalate') };
}
