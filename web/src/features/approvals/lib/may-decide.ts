import type { ApprovalRequest, PermissionSubject } from '@lendline/core';
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

const NONE: AllowedDecisions = { approve: false, reject: false, escalate: false };

/**
 * Which decision buttons a user sees on a request (spec part 1 §4 and the four-eyes
 * rule): only on a pending request, never on one's own, only as its current approver or as a
 * platform_super_admin, and each behind its permission. The server enforces the same rule.
 */
export function allowedDecisions(
  request: Pick<ApprovalRequest, 'status' | 'requested_by' | 'current_approver_id'>,
  { userId, subject }: ApprovalDecider,
  now: Date = new Date(),
): AllowedDecisions {
  if (request.status !== 'pending' || request.requested_by === userId) return NONE;
  const isSuperAdmin = subject.roles.includes('platform_super_admin');
  if (request.current_approver_id !== userId && !isSuperAdmin) return NONE;
  return {
    approve: isAllowed(subject, 'approvals:approve', undefined, now),
    reject: isAllowed(subject, 'approvals:reject', undefined, now),
    escalate: isAllowed(subject, 'escalations:escalate', undefined, now),
  };
}
