import type { MessageKey, PaymentMethod, PaymentStatus } from '@lendline/core';

/** A reversed payment keeps its status; the badge says it was reversed. */
export type PaymentBadgeStatus = PaymentStatus | 'reversed';

export const PAYMENT_STATUS_LABELS = {
  pending: 'payments.status.pending',
  completed: 'payments.status.completed',
  failed: 'payments.status.failed',
  reversed: 'payments.status.reversed',
} as const satisfies Record<PaymentBadgeStatus, MessageKey>;

/** Spec part 2 §4: completed green, pending amber, failed red. */
export const PAYMENT_STATUS_COLORS: Record<PaymentBadgeStatus, string> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  reversed: 'gray',
};

export const PAYMENT_METHOD_LABELS = {
  cash: 'payments.method.cash',
  upi: 'payments.method.upi',
  bank_transfer: 'payments.method.bank_transfer',
  cheque: 'payments.method.cheque',
  card: 'payments.method.card',
} as const satisfies Record<PaymentMethod, MessageKey>;
