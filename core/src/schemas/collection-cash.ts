import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs.ts';
import { CalendarDateSchema } from '../validation/storable.ts';
import { OptionalSafeTextSchema, UuidSchema } from '../validation/generic.ts';
import { AmountCountSchema } from './collections.ts';
import { PaymentAmountSchema } from './payments.ts';

/*
 * Cash in hand (issue 11 "Beyond the spec"): the cash each collector took on a day (completed,
 * unreversed cash payments carrying their collector id), what they handed over to the branch,
 * the variance (handed over − collected, core cashVariance) and a manager's close of the day.
 */

export const CASH_MESSAGES = {
  handoverRecorded: 'messages.collections.handover_recorded',
  dayClosed: 'messages.collections.day_closed',
  dayAlreadyClosed: 'messages.collections.day_already_closed',
  handoverDayClosed: 'messages.collections.handover_day_closed',
  cashDate: 'messages.collections.cash_date',
} as const satisfies Record<string, MessageKey>;

/** POST /collections/handovers: cash a collector hands over, received by the signed-in user. */
export const CashHandoverRequestSchema = z.object({
  collector_id: UuidSchema,
  amount: PaymentAmountSchema,
  note: OptionalSafeTextSchema(500),
  /** The collection day the cash is from; default the collector's organization's today. */
  date: CalendarDateSchema.optional(),
});
export type CashHandoverRequest = z.infer<typeof CashHandoverRequestSchema>;
export type CashHandoverRequestInput = z.input<typeof CashHandoverRequestSchema>;

export const CashHandoverSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  collector_id: z.uuid(),
  collector_name: z.string(),
  collection_date: z.string(),
  amount: z.number(),
  note: z.string().nullable(),
  received_by: z.uuid(),
  received_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type CashHandover = z.infer<typeof CashHandoverSchema>;
export const CashHandoverResponseSchema = z.object({
  message: z.string(),
  handover: CashHandoverSchema,
});
export type CashHandoverResponse = z.infer<typeof CashHandoverResponseSchema>;

/** POST /collections/cash/close: a manager closes a collector's day, once. */
export const CloseCollectorDayRequestSchema = z.object({
  collector_id: UuidSchema,
  /** Default the collector's organization's today. */
  date: CalendarDateSchema.optional(),
  note: OptionalSafeTextSchema(500),
});
export type CloseCollectorDayRequest = z.infer<typeof CloseCollectorDayRequestSchema>;
export type CloseCollectorDayRequestInput = z.input<typeof CloseCollectorDayRequestSchema>;

/** A closed day: the figures as they stood when it was closed. */
export const CollectorDayCloseSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  collector_id: z.uuid(),
  collection_date: z.string(),
  collected_amount: z.number(),
  handed_over_amount: z.number(),
  /** handed over − collected: negative when the collector is short. */
  variance_amount: z.number(),
  note: z.string().nullable(),
  closed_by: z.uuid(),
  closed_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type CollectorDayClose = z.infer<typeof CollectorDayCloseSchema>;
export const CloseCollectorDayResponseSchema = z.object({
  message: z.string(),
  close: CollectorDayCloseSchema,
});
export type CloseCollectorDayResponse = z.infer<typeof CloseCollectorDayResponseSchema>;

/** GET /collections/cash?date=: each collector's cash on a day (default each organization's today). */
export const CashInHandQuerySchema = z.object({ date: CalendarDateSchema.optional() });
export type CashInHandQuery = z.infer<typeof CashInHandQuerySchema>;

export const CollectorCashSchema = z.object({
  organization_id: z.uuid(),
  collector_id: z.uuid(),
  collector_name: z.string(),
  collection_date: z.string(),
  /** Completed, unreversed cash payments the collector took that day. */
  collected: AmountCountSchema,
  handed_over: AmountCountSchema,
  /** handed over − collected, now (the close keeps its own). */
  variance: z.number(),
  closed: z.boolean(),
  close: CollectorDayCloseSchema.nullable(),
});
export type CollectorCash = z.infer<typeof CollectorCashSchema>;
export const CashInHandResponseSchema = z.object({
  /** The day asked for, else the first organization's today. */
  date: z.string(),
  /** Active, unblocked collectors, and any other with cash, a handover or a close that day. */
  data: z.array(CollectorCashSchema),
  totals: z.object({
    collected: AmountCountSchema,
    handed_over: AmountCountSchema,
    variance: z.number(),
  }),
});
export type CashInHandResponse = z.infer<typeof CashInHandResponseSchema>;
