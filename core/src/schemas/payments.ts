import { z } from 'zod';
import { ApprovalRequestSchema } from './approvals.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import { JournalLineSchema, LoanInstalmentSchema, LoanSchema } from './loans.ts';
import {
  CalendarDateSchema,
  SearchTextSchema,
  StorableTextSchema,
} from '../validation/storable.ts';
import {
  INPUT_MESSAGES,
  MAX_AMOUNT,
  OptionalSafeTextSchema,
  SafeTextSchema,
  UuidSchema,
} from '../validation/generic.ts';
import type { MessageKey } from '../i18n/catalogs.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES, SCHEDULE_RANGES } from '../rules/payment-lists.ts';

export * from '../rules/payment-lists.ts';

/** The money journal (DESIGN.md "Money movements"). */
export const JOURNAL_ENTRY_TYPES = [
  'disbursement',
  'upfront_interest',
  'payment',
  'reversal',
] as const;
export type JournalEntryType = (typeof JOURNAL_ENTRY_TYPES)[number];

/**
 * loan_receivable: what customers owe (a loan's balance equals its remaining amount); cash: money
 * handed out and collected; interest_income: interest earned (the upfront part at disbursement);
 * unearned_interest: interest still to be collected in instalments.
 */
export const JOURNAL_ACCOUNTS = [
  'loan_receivable',
  'cash',
  'interest_income',
  'unearned_interest',
] as const;
export type JournalAccount = (typeof JOURNAL_ACCOUNTS)[number];

/** Spec part 2 §9: methods of Record Payment and bulk entry (card only in collections). */
export const RECORD_PAYMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;

export const PAYMENT_MESSAGES = {
  recorded: 'messages.payments.recorded',
  pendingApproval: 'messages.payments.pending_approval',
  reversed: 'messages.payments.reversed',
  amountInvalid: 'messages.payments.amount_invalid',
  aboveRemaining: 'messages.payments.above_remaining',
  loanNotCollectable: 'messages.payments.loan_not_collectable',
  paymentDate: 'messages.payments.payment_date',
  beforeDisbursement: 'messages.payments.before_disbursement',
  aboveEveryLimit: 'messages.payments.above_every_limit',
  notFound: 'messages.payments.not_found',
  alreadyReversed: 'messages.payments.already_reversed',
  notCompleted: 'messages.payments.not_completed',
  bulkRecorded: 'messages.payments.bulk_recorded',
  bulkInvalid: 'messages.payments.bulk_invalid',
  bulkNoEntries: 'messages.payments.bulk_no_entries',
  bulkLoanNotFound: 'messages.payments.bulk_loan_not_found',
  bulkNameMismatch: 'messages.payments.bulk_name_mismatch',
  bulkMissingFields: 'messages.payments.bulk_missing_fields',
  bulkRowNotCollectable: 'messages.payments.bulk_row_not_collectable',
  bulkRowAboveRemaining: 'messages.payments.bulk_row_above_remaining',
  bulkRowAboveLimit: 'messages.payments.bulk_row_above_limit',
  notPending: 'messages.payments.not_pending',
  idempotencyKeyInvalid: 'messages.payments.idempotency_key_invalid',
  idempotencyMismatch: 'messages.payments.idempotency_mismatch',
  idempotencyInFlight: 'messages.payments.idempotency_in_flight',
} as const satisfies Record<string, MessageKey>;

/** Money a payment carries: above 0, at most 2 decimals, within the spec's cap. */
export const PaymentAmountSchema = z
  .number({ error: PAYMENT_MESSAGES.amountInvalid })
  .gt(0, PAYMENT_MESSAGES.amountInvalid)
  .max(MAX_AMOUNT, INPUT_MESSAGES.amountTooLarge)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: PAYMENT_MESSAGES.amountInvalid,
  });

/** POST /loans/:id/payments (spec part 2 "Record Payment dialog" plus issue 10). */
export const RecordPaymentRequestSchema = z.object({
  amount: PaymentAmountSchema,
  payment_method: z.enum(RECORD_PAYMENT_METHODS).default('cash'),
  payment_date: CalendarDateSchema.optional(),
  reference: OptionalSafeTextSchema(100),
  notes: OptionalSafeTextSchema(1000),
});
export type RecordPaymentRequest = z.infer<typeof RecordPaymentRequestSchema>;
export type RecordPaymentRequestInput = z.input<typeof RecordPaymentRequestSchema>;

/** A payment (spec part 2 §3 "Loan payment") with its loan and customer. */
export const LoanPaymentSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  loan_id: z.uuid(),
  loan_number: z.string(),
  customer_id: z.uuid(),
  customer_name: z.string(),
  amount: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  payment_date: z.string(),
  payment_time: z.string(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  created_by: z.uuid(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  reversed_at: z.string().nullable(),
  reversed_by: z.uuid().nullable(),
  reversal_reason: z.string().nullable(),
  /** R- and a sequence number, or a receipt book's number (field app); null before issue 15. */
  receipt_number: z.string().nullable(),
  /** A collection taken on a phone (issue 15): when, by the phone's clock as it sent it. */
  device_time: z.string().nullable(),
  /** Server clock − the phone's clock when it synced, in seconds (null: not from a phone). */
  device_clock_offset_seconds: z.number().int().nullable(),
  /** Synced more than FIELD_LATE_SYNC_MINUTES after it was taken (flagged for managers). */
  synced_late: z.boolean(),
});
export type LoanPayment = z.infer<typeof LoanPaymentSchema>;

/** 201 {message, payment, loan}; a payment waiting for a manager also names the request. */
export const RecordPaymentResponseSchema = z.object({
  message: z.string(),
  payment: LoanPaymentSchema,
  loan: LoanSchema,
  approval_request: ApprovalRequestSchema.optional(),
});
export type RecordPaymentResponse = z.infer<typeof RecordPaymentResponseSchema>;

export const PaymentIdParamsSchema = z.object({ id: UuidSchema });

/** POST /payments/:id/reverse: the reason is required. */
export const ReversePaymentRequestSchema = z.object({ reason: SafeTextSchema(500) });
export type ReversePaymentRequest = z.infer<typeof ReversePaymentRequestSchema>;
export const ReversePaymentResponseSchema = z.object({
  message: z.string(),
  payment: LoanPaymentSchema,
  loan: LoanSchema,
});

/** One bulk-entry row (spec part 2 "Bulk payment entry"). */
export const BulkPaymentEntrySchema = z.object({
  loan_number: StorableTextSchema(50),
  customer_name: StorableTextSchema(200),
  amount: z.number({ error: PAYMENT_MESSAGES.amountInvalid }),
  payment_method: z.enum(RECORD_PAYMENT_METHODS).default('cash'),
  reference_number: OptionalSafeTextSchema(100),
  notes: OptionalSafeTextSchema(1000),
});
export type BulkPaymentEntry = z.infer<typeof BulkPaymentEntrySchema>;
export type BulkPaymentEntryInput = z.input<typeof BulkPaymentEntrySchema>;

export const BULK_PAYMENT_MAX_ENTRIES = 500;
export const BulkPaymentRequestSchema = z.object({
  entries: z.array(BulkPaymentEntrySchema).max(BULK_PAYMENT_MAX_ENTRIES),
});
export type BulkPaymentRequest = z.infer<typeof BulkPaymentRequestSchema>;

/** A refused row: its 1-based number and why. */
export const BulkPaymentRowErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type BulkPaymentRowError = z.infer<typeof BulkPaymentRowErrorSchema>;

export const BulkPaymentResponseSchema = z.object({
  message: z.string(),
  recorded: z.number().int(),
  total_amount: z.number(),
  payments: z.array(LoanPaymentSchema),
});
export type BulkPaymentResponse = z.infer<typeof BulkPaymentResponseSchema>;

export const PAYMENT_SORT_FIELDS = ['payment_date', 'created_at', 'amount'] as const;

/** GET /payments: history, newest first, searchable by payment id, loan number or customer. */
export const PaymentListQuerySchema = PaginationQuerySchema.extend({
  search: SearchTextSchema(),
  loan_id: UuidSchema.optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  sort: z.enum(PAYMENT_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;
export type PaymentListQueryInput = z.input<typeof PaymentListQuerySchema>;
export const PaymentListResponseSchema = ListResponseSchema(LoanPaymentSchema);
export type PaymentListResponse = z.infer<typeof PaymentListResponseSchema>;

/** GET /loans/:id: the loan with its schedule, payments and journal lines. */
export const LoanDetailSchema = LoanSchema.extend({
  schedule: z.array(LoanInstalmentSchema),
  payments: z.array(LoanPaymentSchema),
  journal: z.array(JournalLineSchema),
});
export type LoanDetail = z.infer<typeof LoanDetailSchema>;

const MoneyCountSchema = z.object({ amount: z.number(), count: z.number().int() });

/**
 * GET /payments/summary: the /payments cards, from data. today: completed payments dated today
 * (the organization's day); total: every completed payment; pending: instalments due today not
 * yet paid, across active and overdue loans; overdue: arrears of loans in arrears, and how many.
 */
export const PaymentSummarySchema = z.object({
  today: MoneyCountSchema,
  total: MoneyCountSchema,
  pending: MoneyCountSchema,
  overdue: MoneyCountSchema,
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** Spec part 2 §4 "Schedule adherence". */
export const SCHEDULE_STATUSES = ['completed', 'overdue', 'delayed', 'on_track'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
/** Spec part 2 §9: overdue after more than 7 days; delayed under 80 percent adherence. */
export const SCHEDULE_OVERDUE_AFTER_DAYS = 7;
export const SCHEDULE_DELAYED_BELOW_PERCENT = 80;
/** Rows the schedule answers, worst adherence first. */
export const SCHEDULE_ROW_LIMIT = 100;

export const PaymentScheduleQuerySchema = z.object({
  range: z.enum(SCHEDULE_RANGES).default('month'),
});
export type PaymentScheduleQuery = z.infer<typeof PaymentScheduleQuerySchema>;

/**
 * One loan in collection over the range: expected = its instalments dated from `from` (or its
 * first instalment, if later) through today; collected = its completed payments not reversed
 * dated in the range; adherence = collected / expected × 100 capped to 0–100 (100 when nothing
 * was expected). due_date: the oldest instalment not fully paid (the last one once all are paid).
 */
export const PaymentScheduleRowSchema = z.object({
  loan_id: z.uuid(),
  organization_id: z.uuid(),
  loan_number: z.string(),
  customer_name: z.string(),
  due_date: z.string().nullable(),
  expected: z.number(),
  collected: z.number(),
  remaining: z.number(),
  adherence: z.number(),
  status: z.enum(SCHEDULE_STATUSES),
  days_overdue: z.number().int(),
});
export type PaymentScheduleRow = z.infer<typeof PaymentScheduleRowSchema>;

/**
 * GET /payments/schedule: the Schedule tab. Cards over every loan in collection (not only the
 * rows): collection efficiency = Σcollected / Σexpected × 100 capped (100 when nothing was
 * expected), the mean adherence and the counts by status.
 */
export const PaymentScheduleResponseSchema = z.object({
  range: z.enum(SCHEDULE_RANGES),
  from: z.string(),
  to: z.string(),
  cards: z.object({
    collection_efficiency: z.number(),
    average_adherence: z.number(),
    on_track_count: z.number().int(),
    overdue_count: z.number().int(),
  }),
  data: z.array(PaymentScheduleRowSchema),
});
export type PaymentScheduleResponse = z.infer<typeof PaymentScheduleResponseSchema>;

/** Spec part 2 §9: analytics ranges 3, 6 or 12 months (default 6). */
export const ANALYTICS_MONTHS = [3, 6, 12] as const;
export type AnalyticsMonths = (typeof ANALYTICS_MONTHS)[number];
/** Spec part 2 §9: a customer with a payment over this amount is high value. */
export const HIGH_VALUE_PAYMENT_OVER = 50_000;
export const CUSTOMER_SEGMENTS = ['high_value', 'regular'] as const;
export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const PaymentAnalyticsQuerySchema = z.object({
  months: z.coerce
    .number()
    .int()
    .refine((value) => (ANALYTICS_MONTHS as readonly number[]).includes(value))
    .default(6),
});
export type PaymentAnalyticsQuery = z.infer<typeof PaymentAnalyticsQuerySchema>;

/**
 * GET /payments/analytics: completed payments not reversed dated from the first day of the
 * month `months − 1` months back through today. trends: every month of the window, oldest
 * first; methods: share = percent of the amount; behaviour: segments by the largest payment,
 * on-time = loans in collection with no arrears, days overdue of those in arrears; aging: the
 * loans in arrears by days overdue (1–30 → '0-30', …), with their arrears.
 */
export const PaymentAnalyticsResponseSchema = z.object({
  months: z.number().int(),
  cards: z.object({
    total_collection: z.number(),
    total_payments: z.number().int(),
    average_ticket: z.number(),
    active_customers: z.number().int(),
  }),
  trends: z.array(z.object({ month: z.string(), amount: z.number(), count: z.number().int() })),
  methods: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      amount: z.number(),
      count: z.number().int(),
      share: z.number(),
    }),
  ),
  behaviour: z.object({
    segments: z.array(
      z.object({
        segment: z.enum(CUSTOMER_SEGMENTS),
        customers: z.number().int(),
        amount: z.number(),
      }),
    ),
    on_time_percentage: z.number(),
    average_days_overdue: z.number(),
  }),
  aging: z.array(
    z.object({ bucket: z.enum(AGING_BUCKETS), loans: z.number().int(), amount: z.number() }),
  ),
});
export type PaymentAnalyticsResponse = z.infer<typeof PaymentAnalyticsResponseSchema>;
