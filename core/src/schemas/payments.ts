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

/** Spec part 2 §3 "Loan payment": only a completed payment has a journal entry. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'cheque', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
