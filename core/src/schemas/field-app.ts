import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { CollectionEntrySchema, PROMISE_STATUSES } from './collections.ts';
import { PAYMENT_METHODS } from './payments.ts';

/*
 * The field app (issue 15): what an agent's phone downloads for the day (the shared rules about
 * actions synced later are in rules/field-sync.ts).
 */

/** The last payments of a loan the route carries for the customer card. */
export const FIELD_ROUTE_LAST_PAYMENTS = 3;

export const FieldRouteCustomerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const FieldRouteLoanSchema = z.object({
  id: z.uuid(),
  loan_number: z.string(),
  status: z.string(),
  remaining_amount: z.number(),
  arrears_amount: z.number(),
  days_overdue: z.number().int(),
  daily_repayment_amount: z.number(),
  due_date: z.string().nullable(),
});

export const FieldRoutePaymentSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_date: z.string(),
  receipt_number: z.string().nullable(),
});

export const FieldRoutePromiseSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  promised_date: z.string(),
  status: z.enum(PROMISE_STATUSES),
});

/** One customer to visit: the day's entry, the customer, the loan, its last payments and promises. */
export const FieldRouteStopSchema = z.object({
  entry: CollectionEntrySchema,
  customer: FieldRouteCustomerSchema,
  loan: FieldRouteLoanSchema,
  last_payments: z.array(FieldRoutePaymentSchema),
  promises: z.array(FieldRoutePromiseSchema),
});
export type FieldRouteStop = z.infer<typeof FieldRouteStopSchema>;

/**
 * POST /field/route: the signed-in agent's route for the organization's latest collection day up
 * to today — their collection entries in visiting order (by address, then name) — with what the
 * phone needs to work without a network all day, and a new receipt book for the day's
 * collections. It expires at the end of the organization's today.
 */
export const FieldRouteSchema = z.object({
  collection_date: z.string(),
  downloaded_at: z.string(),
  /** The end of the collection day in the organization's timezone: the phone deletes it then. */
  expires_at: z.string(),
  organization: z.object({
    id: z.uuid(),
    name: z.string(),
    currency: z.string(),
    timezone: z.string(),
    country: z.string().nullable(),
  }),
  user: z.object({ id: z.uuid(), name: z.string(), roles: z.array(z.enum(ROLES)) }),
  collector: z.object({ id: z.uuid(), name: z.string() }),
  receipt_book: z.object({ id: z.string(), prefix: z.string() }),
  stops: z.array(FieldRouteStopSchema),
});
export type FieldRoute = z.infer<typeof FieldRouteSchema>;
