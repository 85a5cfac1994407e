import { z } from 'zod';
import { ApprovalRequestSchema } from './approvals.ts';
import type { MessageKey } from '../i18n/catalogs.ts';
import { CalendarDateSchema, SearchTextSchema } from '../validation/storable.ts';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import { FIELD_APP_MESSAGES, RECEIPT_BOOK_NUMBER_PATTERN } from '../rules/field-sync.ts';
import { OptionalSafeTextSchema, UuidSchema } from '../validation/generic.ts';
import { COLLECTION_TABS } from '../rules/collection-settings.ts';
import {
  LoanPaymentSchema,
  PaymentAmountSchema,
  RECORD_PAYMENT_METHODS,
  type PaymentMethod,
} from './payments.ts';

export * from '../rules/collection-settings.ts';

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

export const COLLECTION_MESSAGES = {
  generated: 'messages.collections.generated',
  dateOutOfRange: 'messages.collections.date_out_of_range',
} as const satisfies Record<string, MessageKey>;

/** POST /collections/generate (spec part 2 "daily-collection-generator"). */
export const CollectionGenerateRequestSchema = z.object({
  /** Default: each organization's today. */
  date: CalendarDateSchema.optional(),
  force_regenerate: z.boolean().default(false),
});
export type CollectionGenerateRequest = z.infer<typeof CollectionGenerateRequestSchema>;
export const CollectionGenerateResponseSchema = z.object({
  message: z.string(),
  entriesGenerated: z.number().int(),
});
export type CollectionGenerateResponse = z.infer<typeof CollectionGenerateResponseSchema>;

const BooleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Columns the /due-today tables sort by. risk_priority ascends low → medium → high and
 * payment_status follows COLLECTION_PAYMENT_STATUSES; collector_name puts 'Unassigned' last.
 */
export const COLLECTION_SORT_FIELDS = [
  'customer_name',
  'loan_number',
  'due_amount',
  'collected_amount',
  'calculated_due',
  'days_overdue',
  'risk_priority',
  'collector_name',
  'payment_status',
] as const;
export type CollectionSortField = (typeof COLLECTION_SORT_FIELDS)[number];

/**
 * GET /collections: one day's entries. Without `sort`, highest priority and most days overdue
 * first; a sort keeps that order between equal values.
 */
export const CollectionListQuerySchema = PaginationQuerySchema.extend({
  date: CalendarDateSchema.optional(),
  tab: z.enum(COLLECTION_TABS).optional(),
  search: SearchTextSchema(),
  /** Only the entries of the collector the signed-in user works as. */
  mine: BooleanQuerySchema.optional(),
  /** The entries of the collector the signed-in user works as before the others (issue 11). */
  mine_first: BooleanQuerySchema.optional(),
  sort: z.enum(COLLECTION_SORT_FIELDS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type CollectionListQuery = z.infer<typeof CollectionListQuerySchema>;
export type CollectionListQueryInput = z.input<typeof CollectionListQuerySchema>;

/** A daily collection entry (spec part 2 §3) with the names the list shows. */
export const CollectionEntrySchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  loan_id: z.uuid(),
  customer_id: z.uuid(),
  collector_id: z.uuid().nullable(),
  /** What the day expects: (days overdue + 1) × the daily amount, at most what the loan owes. */
  due_amount: z.number(),
  /** The loan's completed payments dated that day, however they were recorded. */
  collected_amount: z.number(),
  /** What the loan owed at the start of the day: collected_amount can reach it, no further. */
  outstanding_amount: z.number(),
  /** due − collected, at least 0 (spec "calculated due"). */
  calculated_due: z.number(),
  payment_status: z.enum(COLLECTION_PAYMENT_STATUSES),
  collection_date: z.string(),
  risk_priority: z.enum(COLLECTION_RISK_PRIORITIES),
  days_overdue: z.number().int(),
  accumulated_overdue: z.number(),
  daily_repayment_amount: z.number(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  loan_number: z.string(),
  /** 'Unassigned' when no collector has it. */
  collector_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CollectionEntry = z.infer<typeof CollectionEntrySchema>;
export const CollectionListResponseSchema = ListResponseSchema(CollectionEntrySchema);
export type CollectionListResponse = z.infer<typeof CollectionListResponseSchema>;

/** GET /collections/summary?date=: the four cards of /due-today. */
export const CollectionSummaryQuerySchema = z.object({ date: CalendarDateSchema.optional() });
export const AmountCountSchema = z.object({ amount: z.number(), count: z.number().int() });
export const CollectionSummarySchema = z.object({
  date: z.string(),
  /** Entries not overdue and not yet completed: what is still to collect on them. */
  pending: AmountCountSchema,
  /** Overdue entries (behind, or past the day's cut-off): what is still to collect on them. */
  overdue: AmountCountSchema,
  /** Collected on the day's entries. */
  collected: AmountCountSchema,
  /** Customers with an entry that day. */
  customers: z.number().int(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

/**
 * POST /collections/:id/collect (spec part 2 "mark_payment_collected" and the collection-update
 * dialog): an amount of at most what the entry still lacks (outstanding − collected), a method
 * (card too) and the collector's notes.
 */
export const CollectionEntryIdParamsSchema = z.object({ id: UuidSchema });
export const CollectRequestSchema = z
  .object({
    amount: PaymentAmountSchema,
    payment_method: z.enum(COLLECTION_PAYMENT_METHODS).default('cash'),
    notes: OptionalSafeTextSchema(1000),
    /*
     * From the field app (issue 15): the receipt the agent gave from their receipt book, when
     * the phone took the collection by its clock, and where. The server corrects the time by the
     * device's clock offset (the x-device-clock header) and flags late syncs.
     */
    receipt_number: z
      .string()
      .regex(RECEIPT_BOOK_NUMBER_PATTERN, { message: FIELD_APP_MESSAGES.receiptNumberInvalid })
      .optional(),
    device_time: z.iso.datetime({ offset: true }).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    path: ['longitude'],
    message: 'messages.collections.visit_position_pair' satisfies MessageKey,
  });
export type CollectRequest = z.infer<typeof CollectRequestSchema>;
export type CollectRequestInput = z.input<typeof CollectRequestSchema>;
export const CollectResponseSchema = z.object({
  message: z.string(),
  /** Unchanged while the payment waits for a manager (a collection agent above their limit). */
  entry: CollectionEntrySchema,
  payment: LoanPaymentSchema,
  /** The manager's request, when the payment waits for one. */
  approval_request: ApprovalRequestSchema.optional(),
});
export type CollectResponse = z.infer<typeof CollectResponseSchema>;

/** What marking collected and reassigning answer or refuse with (spec part 2 §8). */
export const COLLECT_MESSAGES = {
  /** The server's message; the dialog's toast title is 'Collection Updated'. */
  collected: 'messages.collections.collected',
  entryNotFound: 'messages.collections.entry_not_found',
  alreadyCompleted: 'messages.collections.already_completed',
  aboveRemaining: 'messages.collections.above_remaining',
  dayOutOfWindow: 'messages.collections.collect_day_out_of_window',
  reassigned: 'messages.collections.reassigned',
  reassignCompleted: 'messages.collections.reassign_completed',
  collectorUnavailable: 'messages.collections.collector_unavailable',
  collectorOtherOrganization: 'messages.collections.collector_other_organization',
} as const satisfies Record<string, MessageKey>;

/**
 * POST /collections/reassign: a manager gives one or many entries to an active, unblocked
 * collector of their organization, all or nothing; a completed entry is refused (422): its cash
 * stays with the collector who took it (docs/decisions/0058).
 */
export const ReassignCollectionsRequestSchema = z.object({
  entry_ids: z.array(UuidSchema).min(1).max(500),
  collector_id: UuidSchema,
});
export type ReassignCollectionsRequest = z.infer<typeof ReassignCollectionsRequestSchema>;
export const ReassignCollectionsResponseSchema = z.object({
  message: z.string(),
  /** Entries whose collector changed (those already with that collector are not counted). */
  updated: z.number().int(),
});
export type ReassignCollectionsResponse = z.infer<typeof ReassignCollectionsResponseSchema>;

/** Spec part 2 "Alert", computed from data (GET /collections/alerts), most severe first. */
export const CollectionAlertSchema = z.object({
  /** Stable for the same alert: its type and the entity it is about. */
  id: z.string(),
  type: z.enum(COLLECTION_ALERT_TYPES),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  description: z.string(),
  customer_name: z.string().nullable(),
  phone: z.string().nullable(),
  loan_number: z.string().nullable(),
  amount: z.number().nullable(),
  days_overdue: z.number().int().nullable(),
  /** What the alert is about: a loan, a document, a promise or a collector's day. */
  entity_type: z.enum(['loan', 'document', 'promise', 'collector']),
  entity_id: z.uuid(),
  organization_id: z.uuid(),
});
export type CollectionAlert = z.infer<typeof CollectionAlertSchema>;
export const CollectionAlertsResponseSchema = z.object({
  data: z.array(CollectionAlertSchema),
  total: z.number().int(),
});
export type CollectionAlertsResponse = z.infer<typeof CollectionAlertsResponseSchema>;
