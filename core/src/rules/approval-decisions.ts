import type { Permission, Role } from '../constants.ts';
import type { ApprovalRequest } from '../schemas/approvals.ts';

export type ApprovalDecisionKind = 'approve' | 'reject' | 'escalate';

/** The matrix permission each decision needs (spec part 1 §6). */
export const APPROVAL_DECISION_PERMISSIONS = {
  approve: 'approvals:approve',
  reject: 'approvals:reject',
  escalate: 'escalations:escalate',
} as const satisfies Record<ApprovalDecisionKind, Permission>;

export type ApprovalDecisionRefusal = 'already_decided' | 'own_request' | 'not_approver';

/**
 * Why a user may not take a decision on a request, or null when they may (the permission aside):
 * only a pending request is decided; approve and reject belong to its current approver or a
 * platform_super_admin, and never to its requester (four eyes, the platform owner included).
 * Escalating only adds a note, so anyone who holds escalations:escalate and can see the
 * request may do it — the requester too, to chase a stalled request.
 */
export function refuseApprovalDecision(options: {
  decision: ApprovalDecisionKind;
  request: Pick<ApprovalRequest, 'status' | 'requested_by' | 'current_approver_id'>;
  userId: string;
  roles: readonly Role[];
}): ApprovalDecisionRefusal | null {
  const { decision, request, userId, roles } = options;
  if (request.status !== 'pending') return 'already_decided';
  if (decision === 'escalate') return null;
  if (request.requested_by === userId) return 'own_request';
  if (!roles.includes('platform_super_admin') && request.current_approver_id !== userId) {
    return 'not_approver';
  }
  return null;
}
