import { z } from 'zod';
import { DASHBOARD_VIEWS } from '../rules/dashboard-views.ts';

/** A number of things and the money they carry (rupees, 2 decimals). */
const TallySchema = z.object({ count: z.number().int(), amount: z.number() });
export type DashboardTally = z.infer<typeof TallySchema>;

/**
 * A collection or field agent's day (the collector the user works as, today in its
 * organization's timezone): its entries, what was collected on them, the promises falling due
 * today, and the cash collected and not yet handed over. `collector_id` null: the user works as
 * no collector (the figures are zero).
 */
export const DashboardRouteSchema = z.object({
  collector_id: z.uuid().nullable(),
  /** Today's entries of the collector and what they expect (/due-today, 'Mine only'). */
  entries_due: TallySchema,
  /** Entries collected in full today, and every amount collected on today's entries. */
  collected: TallySchema,
  /** Open promises whose date is today (the Collection Team's promises). */
  promises_due: TallySchema,
  /** Cash collected today less cash handed over today (the Collection Team's cash in hand). */
  cash_in_hand: z.number(),
});

/** A loan officer's applications and portfolio: the loans they applied for (`created_by`). */
export const DashboardPipelineSchema = z.object({
  /** Applications waiting for a decision: the Loans list's Pending tab, theirs. */
  applications_pending: TallySchema,
  /** Approved, not yet disbursed: the Approved tab, theirs. */
  ready_to_disburse: TallySchema,
  /** Active and overdue loans more than 0 days overdue: count and their remaining amount. */
  in_arrears: TallySchema,
  /** Active and overdue loans: count and their remaining amount. */
  portfolio: TallySchema,
});

export const DashboardCollectorRankSchema = z.object({
  organization_id: z.uuid(),
  collector_id: z.uuid(),
  collector_name: z.string(),
  collected: TallySchema,
});

export const DashboardTrendDaySchema = z.object({
  date: z.string(),
  /**
   * A past day: the instalments falling due that day (its snapshot, as the collection rate);
   * today: what the day's entries expect (collected plus still to collect, as the cards).
   */
  due: z.number(),
  collected: z.number(),
});

/** A manager's or an administrator's branch or tree; the platform owner's every tenant. */
export const DashboardBranchSchema = z.object({
  /** Today's entries: what they expect and what came in (the Due Today cards). */
  collection_today: z.object({
    due: TallySchema,
    collected: TallySchema,
  }),
  /** Loans disbursed from the first of this month through today, each organization's month. */
  disbursed_this_month: TallySchema.extend({ from: z.string(), to: z.string() }),
  active_loans: z.number().int(),
  overdue_loans: z.number().int(),
  pending_approvals: z.number().int(),
  /** Collectors by cash collected today, most first (the Collection Team's cash in hand). */
  collector_ranking: z.array(DashboardCollectorRankSchema),
  /** The last 30 days, oldest first: the days' snapshots, then today's entries' tallies. */
  trend: z.array(DashboardTrendDaySchema),
});

/** GET /api/v1/dashboard: the signed-in user's views; a view they do not see is null. */
export const DashboardResponseSchema = z.object({
  /** The first organization's today of the scope (YYYY-MM-DD). */
  date: z.string(),
  views: z.array(z.enum(DASHBOARD_VIEWS)),
  route: DashboardRouteSchema.nullable(),
  pipeline: DashboardPipelineSchema.nullable(),
  branch: DashboardBranchSchema.nullable(),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
export type DashboardRoute = z.infer<typeof DashboardRouteSchema>;
export type DashboardPipeline = z.infer<typeof DashboardPipelineSchema>;
export type DashboardBranch = z.infer<typeof DashboardBranchSchema>;
