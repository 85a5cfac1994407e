import type {
  ApprovalNote,
  ApprovalRequest,
  ApprovalRequestType,
  MessageKey,
} from '@lendline/core';
import type { Translate } from '@/i18n/use-t';

type ApprovalStatus = ApprovalRequest['status'];

export const REQUEST_TYPE_LABELS = {
  collector_block: 'approvals.type.collector_block',
  collector_unblock: 'approvals.type.collector_unblock',
  organization_block: 'approvals.type.organization_block',
  organization_unblock: 'approvals.type.organization_unblock',
  role_change: 'approvals.type.role_change',
  approve_high_value: 'approvals.type.approve_high_value',
  approval: 'approvals.type.approval',
  payment_approval: 'approvals.type.payment_approval',
} as const satisfies Record<ApprovalRequestType, MessageKey>;

export const STATUS_COLORS: Record<ApprovalStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

export const STATUS_LABELS = {
  pending: 'approvals.status.pending',
  approved: 'approvals.status.approved',
  rejected: 'approvals.status.rejected',
} as const satisfies Record<ApprovalStatus, MessageKey>;

/** A history entry's title: what was done and by whom ({name}). */
export const NOTE_ACTION_TITLES = {
  approve: 'approvals.history.approved_by',
  reject: 'approvals.history.rejected_by',
  escalate: 'approvals.history.escalated_by',
  comment: 'approvals.history.comment_by',
} as const satisfies Record<ApprovalNote['action'], MessageKey>;

/** Label for a type the server may add before this screen knows it: its code, spaced. */
export function requestTypeLabel(t: Translate, type: string): string {
  const key = REQUEST_TYPE_LABELS[type as ApprovalRequestType] as MessageKey | undefined;
  return key ? t(key) : type.replaceAll('_', ' ');
}
