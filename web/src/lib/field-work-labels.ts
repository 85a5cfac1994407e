import type {
  MessageKey,
  PromiseStatus,
  RECORD_PAYMENT_METHODS,
  VisitOutcome,
} from '@lendline/core';

export const VISIT_OUTCOME_LABELS = {
  paid: 'collections.visit.outcome.paid',
  partial: 'collections.visit.outcome.partial',
  promised: 'collections.visit.outcome.promised',
  not_home: 'collections.visit.outcome.not_home',
  refused: 'collections.visit.outcome.refused',
  moved: 'collections.visit.outcome.moved',
  other: 'collections.visit.outcome.other',
} as const satisfies Record<VisitOutcome, MessageKey>;

export const PROMISE_STATUS_LABELS = {
  open: 'collections.promise.status.open',
  kept: 'collections.promise.status.kept',
  partially_kept: 'collections.promise.status.partially_kept',
  broken: 'collections.promise.status.broken',
} as const satisfies Record<PromiseStatus, MessageKey>;

/** The methods a visit's payment may take: Record Payment's (no card, unlike the collection dialog). */
export const VISIT_PAYMENT_METHOD_LABELS = {
  cash: 'payments.method.cash',
  upi: 'payments.method.upi',
  bank_transfer: 'payments.method.bank_transfer',
  cheque: 'payments.method.cheque',
} as const satisfies Record<(typeof RECORD_PAYMENT_METHODS)[number], MessageKey>;
