import type {
  AlertSeverity,
  CollectionPaymentMethod,
  CollectionPaymentStatus,
  CollectionRiskPriority,
  CollectionTab,
  MessageKey,
} from '@lendline/core';

export const COLLECTION_STATUS_LABELS = {
  pending: 'collections.status.pending',
  partial: 'collections.status.partial',
  completed: 'collections.status.completed',
  overdue: 'collections.status.overdue',
} as const satisfies Record<CollectionPaymentStatus, MessageKey>;

export const COLLECTION_PRIORITY_LABELS = {
  high: 'collections.priority.high',
  medium: 'collections.priority.medium',
  low: 'collections.priority.low',
} as const satisfies Record<CollectionRiskPriority, MessageKey>;

export const COLLECTION_TAB_LABELS = {
  pending: 'collections.tabs.pending',
  overdue: 'collections.tabs.overdue',
} as const satisfies Record<CollectionTab, MessageKey>;

/** Each tab's table: its accessible name and what it says when empty (spec part 2 §2). */
export const COLLECTION_TABLE_LABELS = {
  pending: 'collections.table.pending',
  overdue: 'collections.table.overdue',
} as const satisfies Record<CollectionTab, MessageKey>;

export const COLLECTION_EMPTY_LABELS = {
  pending: 'collections.empty.pending',
  overdue: 'collections.empty.overdue',
} as const satisfies Record<CollectionTab, MessageKey>;

export const COLLECTION_METHOD_LABELS = {
  cash: 'payments.method.cash',
  upi: 'payments.method.upi',
  bank_transfer: 'payments.method.bank_transfer',
  cheque: 'payments.method.cheque',
  card: 'payments.method.card',
} as const satisfies Record<CollectionPaymentMethod, MessageKey>;

export const ALERT_SEVERITY_LABELS = {
  critical: 'collections.alerts.severity.critical',
  high: 'collections.alerts.severity.high',
  medium: 'collections.alerts.severity.medium',
} as const satisfies Record<AlertSeverity, MessageKey>;
