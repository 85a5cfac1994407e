import { z } from 'zod';
import { COLLECTION_PAYMENT_STATUSES } from './collections.ts';

/*
 * The daily collection sheet as JSON (GET /collections/sheet?format=json): the rows the CSV and
 * the PDF carry, for the web's print page, with each stop's organization (a branch prints its
 * name on the sheet) and the totals.
 */

export const CollectionSheetRowSchema = z.object({
  organization_id: z.uuid(),
  organization_name: z.string(),
  /** Null for an entry no collector holds ('Unassigned'). */
  collector_id: z.uuid().nullable(),
  collector_name: z.string().nullable(),
  customer_name: z.string(),
  phone: z.string().nullable(),
  /** The residential address, else the business address. */
  address: z.string().nullable(),
  loan_number: z.string(),
  due_amount: z.number(),
  collected_amount: z.number(),
  /** The entry's status now (past the day's cut-off an unpaid entry is overdue). */
  status: z.enum(COLLECTION_PAYMENT_STATUSES),
});
export type CollectionSheetRow = z.infer<typeof CollectionSheetRowSchema>;

export const CollectionSheetResponseSchema = z.object({
  /** The day asked for, else the first organization's today. */
  date: z.string(),
  /** In the sheet's order: by collector, then highest priority and most days overdue first. */
  data: z.array(CollectionSheetRowSchema),
  /** Added in paise. */
  totals: z.object({
    stops: z.number().int(),
    due_amount: z.number(),
    collected_amount: z.number(),
  }),
});
export type CollectionSheetResponse = z.infer<typeof CollectionSheetResponseSchema>;
