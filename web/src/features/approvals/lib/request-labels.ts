import type { ApprovalRequest, ApprovalRequestType } from '@lendline/core';

type ApprovalStatus = ApprovalRequest['status'];

export const REQUEST_TYPE_LABELS: Record<ApprovalRequestType, string> = {
  collector_block: 'Collector block',
  collector_unblock: 'Collector unblock',
  organization_block: 'Organization block',
  organization_unblock: 'Organization unblock',
  role_change: 'Role change',
  approve_high_value: 'High-value loan approval',
  approval: 'Loan approval',
};

export const STATUS_COLORS: Record<ApprovalStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

export const STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const NOTE_ACTION_LABELS = {
  approve: 'Approved',
  reject: 'Rejected',
  escalate: 'Escalated',
  comment: 'Comment',
} as const;

/** Label for a type the server may add before this screen knows it. */
export function requestTypeLabel(type: string): string {
  return REQUEST_TYPE_LABELS[type as ApprovalRequestType] ?? type.replaceAll('_', ' ');
}
