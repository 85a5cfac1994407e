// Beside, not inside, schemas/payments.ts: the payments screen's history filters and schedule
// read these and would otherwise load zod with them.

/** Spec part 2 §3 "Loan payment": only a completed payment has a journal entry. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'cheque', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec part 2 §2 "/payments", Schedule tab: the range buttons (today − 7, 30 or 90 days). */
export const SCHEDULE_RANGES = ['week', 'month', 'quarter'] as const;
export type ScheduleRange = (typeof SCHEDULE_RANGES)[number];
export const SCHEDULE_RANGE_DAYS: Record<ScheduleRange, number> = {
  week: 7,
  month: 30,
  quarter: 90,
};
