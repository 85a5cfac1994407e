import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs.ts';
import { UuidSchema, OptionalSafeTextSchema } from '../validation/generic.ts';
import { CalendarDateSchema } from '../validation/storable.ts';
import { ApprovalRequestSchema } from './approvals.ts';
import {
  PROMISE_STATUSES,
  type CollectionAlertType,
  type CollectionPaymentStatus,
  VISIT_OUTCOMES,
  type VisitOutcome,
} from './collections.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import { LoanPaymentSchema, PaymentAmountSchema, RECORD_PAYMENT_METHODS } from './payments.ts';

/*
 * What collection teams do around the daily entries (issue 11 "Beyond the spec"): promises to
 * pay, field visits, the daily collection sheet and the expected collections.
 */

/** The outcomes that take the money there and then: the visit records the payment. */
export const PAYING_VISIT_OUTCOMES = ['paid', 'partial'] as const satisfies readonly VisitOutcome[];

export const FIELD_WORK_MESSAGES = {
  promiseRecorded: 'messages.collections.promise_recorded',
  promiseDateRange: 'messages.collections.promise_date_range',
  promiseLoanNotCollectable: 'messages.collections.promise_loan_not_collectable',
  visitRecorded: 'messages.collections.visit_recorded',
  visitRecordedPaymentPending: 'messages.collections.visit_recorded_payment_pending',
  visitLoanNotCollectable: 'messages.collections.visit_loan_not_collectable',
  visitAmountRequired: 'messages.collections.visit_amount_required',
  visitAmountNotTaken: 'messages.collections.visit_amount_not_taken',
  visitPositionPair: 'messages.collections.visit_position_pair',
  visitAccuracyWithoutPosition: 'messages.collections.visit_accuracy_without_position',
  visitPromisePair: 'messages.collections.visit_promise_pair',
  visitPromiseRequired: 'messages.collections.visit_promise_required',
} as const satisfies Record<string, MessageKey>;

/** POST /loans/:id/promises: an amount of at most what the loan still owes, by a day ahead. */
export const CreatePromiseRequestSchema = z.object({
  amount: PaymentAmountSchema,
  /** From the organization's today to PROMISE_DAYS_AHEAD days ahead (checked by the server). */
  promised_date: CalendarDateSchema,
  note: OptionalSafeTextSchema(1000),
  /** From the field app (issue 15): when the phone took it, by its clock (x-device-clock). */
  device_time: z.iso.datetime({ offset: true }).optional(),
});
export type CreatePromiseRequest = z.infer<typeof CreatePromiseRequestSchema>;
export type CreatePromiseRequestInput = z.input<typeof CreatePromiseRequestSchema>;

/** A promise to pay with its status, decided at read from the loan's payments (core promiseStatus). */
export const PaymentPromiseSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  loan_id: z.uuid(),
  loan_number: z.string(),
  customer_id: z.uuid(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  collector_id: z.uuid().nullable(),
  /** 'Unassigned' when the promise was made to no collector. */
  collector_name: z.string(),
  /** The visit it was made at, if any. */
  visit_id: z.uuid().nullable(),
  amount: z.number(),
  promised_date: z.string(),
  note: z.string().nullable(),
  /** Completed, non-reversed payments from the promise's creation through its promised date. */
  paid_amount: z.number(),
  status: z.enum(PROMISE_STATUSES),
  created_by: z.uuid(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentPromise = z.infer<typeof PaymentPromiseSchema>;

export const CreatePromiseResponseSchema = z.object({
  message: z.string(),
  promise: PaymentPromiseSchema,
});
export type CreatePromiseResponse = z.infer<typeof CreatePromiseResponseSchema>;

/** GET /loans/:id/promises: a loan's promises, latest promised date first. */
export const LoanPromiseListQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(PROMISE_STATUSES).optional(),
});
/** GET /collections/promises: the promises in scope, latest promised date first. */
export const PromiseListQuerySchema = LoanPromiseListQuerySchema.extend({
  collector_id: UuidSchema.optional(),
});
export type PromiseListQuery = z.infer<typeof PromiseListQuerySchema>;
export type PromiseListQueryInput = z.input<typeof PromiseListQuerySchema>;
export const PromiseListResponseSchema = ListResponseSchema(PaymentPromiseSchema);
export type PromiseListResponse = z.infer<typeof PromiseListResponseSchema>;

/**
 * GET /collections/promise-performance?from=&to=: promises by promised date (default: the 30
 * days up to each organization's today).
 */
export const PromisePerformanceQuerySchema = z.object({
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
});
export type PromisePerformanceQueryInput = z.input<typeof PromisePerformanceQuerySchema>;
export const PromisePerformanceRowSchema = z.object({
  organization_id: z.uuid(),
  collector_id: z.uuid().nullable(),
  /** 'Unassigned' for the promises made to no collector. */
  collector_name: z.string(),
  promises: z.number().int(),
  open: z.number().int(),
  kept: z.number().int(),
  partially_kept: z.number().int(),
  broken: z.number().int(),
  /** Promises whose promised date has passed. */
  due: z.number().int(),
  /** Kept ÷ due (promises whose date has passed that were kept); null when none is due. */
  kept_rate: z.number().nullable(),
});
export type PromisePerformanceRow = z.infer<typeof PromisePerformanceRowSchema>;
export const PromisePerformanceResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(PromisePerformanceRowSchema),
});
export type PromisePerformanceResponse = z.infer<typeof PromisePerformanceResponseSchema>;

/** The least precise GPS fix a visit takes, in metres (a fix from a cell tower or an IP is worse). */
export const VISIT_MAX_ACCURACY_METRES = 100_000;

const LatitudeSchema = z.number().min(-90).max(90);
const LongitudeSchema = z.number().min(-180).max(180);

/**
 * POST /loans/:id/visits. A paid or partial visit takes the amount collected (recorded as a
 * payment in the same step); a promise made at the visit takes its amount and date together
 * (a 'promised' visit must have one); the device position comes as latitude and longitude
 * together, with its accuracy in metres.
 */
export const CreateVisitRequestSchema = z
  .object({
    outcome: z.enum(VISIT_OUTCOMES),
    note: OptionalSafeTextSchema(1000),
    latitude: LatitudeSchema.optional(),
    longitude: LongitudeSchema.optional(),
    /** The GPS accuracy the device reported, in metres. */
    accuracy: z.number().min(0).max(VISIT_MAX_ACCURACY_METRES).optional(),
    amount: PaymentAmountSchema.optional(),
    payment_method: z.enum(RECORD_PAYMENT_METHODS).default('cash'),
    promised_amount: PaymentAmountSchema.optional(),
    promised_date: CalendarDateSchema.optional(),
    /** From the field app (issue 15): when the phone took it, by its clock (x-device-clock). */
    device_time: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: MessageKey) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      issue(
        body.latitude === undefined ? 'latitude' : 'longitude',
        FIELD_WORK_MESSAGES.visitPositionPair,
      );
    }
    if (body.accuracy !== undefined && body.latitude === undefined) {
      issue('accuracy', FIELD_WORK_MESSAGES.visitAccuracyWithoutPosition);
    }
    const paying = (PAYING_VISIT_OUTCOMES as readonly VisitOutcome[]).includes(body.outcome);
    if (paying && body.amount === undefined) {
      issue('amount', FIELD_WORK_MESSAGES.visitAmountRequired);
    }
    if (!paying && body.amount !== undefined) {
      issue('amount', FIELD_WORK_MESSAGES.visitAmountNotTaken);
    }
    if ((body.promised_amount === undefined) !== (body.promised_date === undefined)) {
      issue(
        body.promised_amount === undefined ? 'promised_amount' : 'promised_date',
        FIELD_WORK_MESSAGES.visitPromisePair,
      );
    } else if (body.outcome === 'promised' && body.promised_amount === undefined) {
      issue('promised_amount', FIELD_WORK_MESSAGES.visitPromiseRequired);
    }
  });
export type CreateVisitRequest = z.infer<typeof CreateVisitRequestSchema>;
export type CreateVisitRequestInput = z.input<typeof CreateVisitRequestSchema>;

/** A field visit as the loan's visit list shows it. */
export const FieldVisitSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  loan_id: z.uuid(),
  customer_id: z.uuid(),
  collector_id: z.uuid().nullable(),
  collector_name: z.string().nullable(),
  outcome: z.enum(VISIT_OUTCOMES),
  note: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy_metres: z.number().int().nullable(),
  /** From the customer's residential pin, else business pin; null when either end is unknown. */
  distance_metres: z.number().int().nullable(),
  /** Farther than core VISIT_FAR_METRES beyond the accuracy (core isVisitFar). */
  is_far: z.boolean(),
  payment_id: z.uuid().nullable(),
  payment_amount: z.number().nullable(),
  visited_by: z.uuid(),
  visitor_name: z.string().nullable(),
  visited_at: z.string(),
  created_at: z.string(),
});
export type FieldVisit = z.infer<typeof FieldVisitSchema>;

export const CreateVisitResponseSchema = z.object({
  message: z.string(),
  visit: FieldVisitSchema,
  payment: LoanPaymentSchema.optional(),
  /** When the payment waits for a manager (spec part 1 §9 agent thresholds). */
  approval_request: ApprovalRequestSchema.optional(),
  promise: PaymentPromiseSchema.optional(),
});
export type CreateVisitResponse = z.infer<typeof CreateVisitResponseSchema>;

/** GET /loans/:id/visits: newest first. */
export const VisitListQuerySchema = PaginationQuerySchema;
export const VisitListResponseSchema = ListResponseSchema(FieldVisitSchema);
export type VisitListResponse = z.infer<typeof VisitListResponseSchema>;

/** Each alert's title and description (values: customer, loan_number, days, file_name, date, collector). */
export const ALERT_MESSAGES = {
  overdue_due_today: {
    title: 'messages.collections.alert_overdue_due_today_title',
    description: 'messages.collections.alert_overdue_due_today_description',
  },
  high_risk_collection: {
    title: 'messages.collections.alert_high_risk_collection_title',
    description: 'messages.collections.alert_high_risk_collection_description',
  },
  document_expiry: {
    title: 'messages.collections.alert_document_expiry_title',
    description: 'messages.collections.alert_document_expiry_description',
  },
  broken_promise: {
    title: 'messages.collections.alert_broken_promise_title',
    description: 'messages.collections.alert_broken_promise_description',
  },
  cash_variance: {
    title: 'messages.collections.alert_cash_variance_title',
    description: 'messages.collections.alert_cash_variance_description',
  },
} as const satisfies Record<CollectionAlertType, { title: MessageKey; description: MessageKey }>;

/** GET /collections/alerts?limit=: the first `limit` alerts, most severe first, and the total. */
export const CollectionAlertsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** 'json': the same rows for the web's print page (collection-sheet.ts). */
export const COLLECTION_SHEET_FORMATS = ['csv', 'pdf', 'json'] as const;
export type CollectionSheetFormat = (typeof COLLECTION_SHEET_FORMATS)[number];

/** The most rows one sheet holds: a collector's route for a day is far shorter. */
export const COLLECTION_SHEET_ROW_LIMIT = 5_000;

/**
 * GET /collections/sheet?date=&collector_id=&format=: a collector's route for a day, as CSV, PDF
 * or JSON. Without a collector: the one the signed-in user works as, else every collector's
 * (grouped by collector).
 */
export const CollectionSheetQuerySchema = z.object({
  date: CalendarDateSchema.optional(),
  collector_id: UuidSchema.optional(),
  format: z.enum(COLLECTION_SHEET_FORMATS).default('csv'),
});
export type CollectionSheetQuery = z.infer<typeof CollectionSheetQuerySchema>;

export const SHEET_COLUMNS = [
  'collector',
  'customer',
  'phone',
  'address',
  'loan_number',
  'amount_due',
  'collected',
  'status',
] as const;

/** The sheet's column headings and status names. */
export const SHEET_LABELS = {
  title: 'messages.collections.sheet_title',
  collector: 'messages.collections.sheet_collector',
  customer: 'messages.collections.sheet_customer',
  phone: 'messages.collections.sheet_phone',
  address: 'messages.collections.sheet_address',
  loan_number: 'messages.collections.sheet_loan_number',
  amount_due: 'messages.collections.sheet_amount_due',
  collected: 'messages.collections.sheet_collected',
  status: 'messages.collections.sheet_status',
  unassigned: 'messages.collections.sheet_unassigned',
  totals: 'messages.collections.sheet_totals',
  empty: 'messages.collections.sheet_empty',
} as const satisfies Record<string, MessageKey>;

export const SHEET_STATUS_LABELS = {
  pending: 'messages.collections.sheet_status_pending',
  partial: 'messages.collections.sheet_status_partial',
  completed: 'messages.collections.sheet_status_completed',
  overdue: 'messages.collections.sheet_status_overdue',
} as const satisfies Record<CollectionPaymentStatus, MessageKey>;

export const EXPECTED_COLLECTION_GROUPS = ['collector', 'organization'] as const;
export type ExpectedCollectionGroup = (typeof EXPECTED_COLLECTION_GROUPS)[number];

/** GET /collections/expected?days=&group=: the next `days` days and the `days` before today. */
export const ExpectedCollectionsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
  group: z.enum(EXPECTED_COLLECTION_GROUPS).default('collector'),
});
export type ExpectedCollectionsQuery = z.infer<typeof ExpectedCollectionsQuerySchema>;
export type ExpectedCollectionsQueryInput = z.input<typeof ExpectedCollectionsQuerySchema>;

/**
 * One day of one group (a collector, or an organization). Past days: the instalments the
 * schedule put on the day (of loans being collected then) against what was collected. Today and
 * later: what is still to pay of the instalments falling due that day (today's as the day
 * started, so what is collected today does not lower it); nothing collected yet after today.
 */
export const ExpectedCollectionRowSchema = z.object({
  date: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  /** Grouped by collector: the loan's collector, null for loans without one ('Unassigned'). */
  collector_id: z.uuid().nullable(),
  collector_name: z.string().nullable(),
  due_amount: z.number(),
  /** Instalments with something to pay that day. */
  due_count: z.number().int(),
  /** Completed, non-reversed payments dated that day; null for days after today. */
  collected_amount: z.number().nullable(),
});
export type ExpectedCollectionRow = z.infer<typeof ExpectedCollectionRowSchema>;
export const ExpectedCollectionsResponseSchema = z.object({
  group: z.enum(EXPECTED_COLLECTION_GROUPS),
  days: z.number().int(),
  /** The earliest organization's today (the first upcoming day). */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  /** By date, then organization, then collector. Days with nothing due or collected are left out. */
  data: z.array(ExpectedCollectionRowSchema),
});
export type ExpectedCollectionsResponse = z.infer<typeof ExpectedCollectionsResponseSchema>;
