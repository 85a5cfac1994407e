import { z } from 'zod';

/*
 * Demo data (issue 14, /demo-data): the platform owner generates months of realistic history
 * for one organization — customers, loans in every state, payments and their journal, promises,
 * visits and the portfolio snapshots — as a background job whose progress any instance reads.
 */

/** Sizes a generation may take: a few customers up to a bench-sized lender. */
export const DEMO_DATA_LIMITS = {
  customers: { min: 10, max: 20_000, default: 200 },
  months: { min: 1, max: 12, default: 6 },
} as const;

export const DEMO_DATA_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DemoDataStatus = (typeof DEMO_DATA_STATUSES)[number];

/** The steps a generation goes through, in order (the web names each). */
export const DEMO_DATA_STEPS = [
  'customers',
  'loans',
  'field_work',
  'snapshots',
  'ledger_check',
] as const;
export type DemoDataStep = (typeof DEMO_DATA_STEPS)[number];

/** POST /organizations/:id/demo-data. */
export const DemoDataRequestSchema = z.object({
  customers: z
    .number()
    .int()
    .min(DEMO_DATA_LIMITS.customers.min)
    .max(DEMO_DATA_LIMITS.customers.max),
  months: z.number().int().min(DEMO_DATA_LIMITS.months.min).max(DEMO_DATA_LIMITS.months.max),
});
export type DemoDataRequest = z.infer<typeof DemoDataRequestSchema>;

/** What a finished generation wrote. */
export const DemoDataCountsSchema = z.object({
  customers: z.number().int(),
  loans: z.number().int(),
  payments: z.number().int(),
  journal_entries: z.number().int(),
  promises: z.number().int(),
  visits: z.number().int(),
  snapshots: z.number().int(),
});
export type DemoDataCounts = z.infer<typeof DemoDataCountsSchema>;

export const DemoDataRunSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  customers: z.number().int(),
  months: z.number().int(),
  status: z.enum(DEMO_DATA_STATUSES),
  /** 0–100. */
  percent: z.number().int(),
  step: z.enum(DEMO_DATA_STEPS).nullable(),
  counts: DemoDataCountsSchema.nullable(),
  /** Why it failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DemoDataRun = z.infer<typeof DemoDataRunSchema>;

/**
 * What the events stream pushes as a generation moves on (`demo_data.progress`, decision 0087):
 * the run row's progress figures, which GET /organizations/:id/demo-data also answers.
 */
export const DemoDataProgressSchema = DemoDataRunSchema.pick({
  id: true,
  status: true,
  step: true,
  percent: true,
});
export type DemoDataProgress = z.infer<typeof DemoDataProgressSchema>;

/** GET /organizations/:id/demo-data: the organization's latest generation, if any. */
export const DemoDataStatusResponseSchema = z.object({ run: DemoDataRunSchema.nullable() });
export type DemoDataStatusResponse = z.infer<typeof DemoDataStatusResponseSchema>;
