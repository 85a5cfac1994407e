import { RECORD_PAYMENT_METHODS, type PaymentMethod } from './payments.ts';

/** Spec part 2 §3 daily_collection_entries.payment_status. */
export const COLLECTION_PAYMENT_STATUSES = ['pending', 'partial', 'completed', 'overdue'] as const;
export type CollectionPaymentStatus = (typeof COLLECTION_PAYMENT_STATUSES)[number];

/** Collection priority, highest first (the order the daily list sorts by). */
export const COLLECTION_RISK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type CollectionRiskPriority = (typeof COLLECTION_RISK_PRIORITIES)[number];

/** A promise to pay, judged by promiseStatus (rules/collections.ts). */
export const PROMISE_STATUSES = ['open', 'kept', 'partially_kept', 'broken'] as const;
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];

/** What a field visit ended with. */
export const VISIT_OUTCOMES = [
  'paid',
  'partial',
  'promised',
  'not_home',
  'refused',
  'moved',
  'other',
] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** The critical alerts panel of /due-today (spec part 2 "Alert"), plus promises and cash. */
export const COLLECTION_ALERT_TYPES = [
  'overdue_due_today',
  'high_risk_collection',
  'document_expiry',
  'broken_promise',
  'cash_variance',
] as const;
export type CollectionAlertType = (typeof COLLECTION_ALERT_TYPES)[number];

/** Spec part 2 "Alert": severities, most severe first. */
export const ALERT_SEVERITIES = ['critical', 'high', 'medium'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/**
 * Spec part 2 "Payment methods": Record Payment's methods, plus card, which only the collection
 * dialog offers. Each is a payment method, so a collection becomes a loan payment as it is.
 */
export const COLLECTION_PAYMENT_METHODS = [
  ...RECORD_PAYMENT_METHODS,
  'card',
] as const satisfies readonly PaymentMethod[];
export type CollectionPaymentMethod = (typeof COLLECTION_PAYMENT_METHODS)[number];

/** Spec part 2 §9 "Default due cut-off hour 17:00 next day", in the organization's timezone. */
export const COLLECTION_CUTOFF_HOUR = 17;

/** A visit recorded farther than this from the customer, beyond the GPS accuracy, is flagged. */
export const VISIT_FAR_METRES = 500;
