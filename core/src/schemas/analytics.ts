import { z } from 'zod';
import { CalendarDateSchema } from '../validation/storable.ts';

/**
 * GET /analytics/portfolio?date= (issue 14): the portfolio at the end of a day in the user's
 * scope. `gross_outstanding` is the sum of `remaining_amount` over active and overdue loans;
 * `parX` is the percentage (0–100, two decimals) of it held by loans whose `days_overdue` is
 * greater than X — the same `remaining_amount` and `days_overdue` the loans API shows. Money in
 * rupees, 2 decimals.
 */
export const PortfolioSummarySchema = z.object({
  date: z.string(),
  gross_outstanding: z.number(),
  active_loans: z.number().int(),
  overdue_loans: z.number().int(),
  par1: z.number(),
  par7: z.number(),
  par30: z.number(),
});
export type PortfolioSummary = z.infer<typeof PortfolioSummarySchema>;

export const PortfolioQuerySchema = z.object({ date: CalendarDateSchema.optional() });
export type PortfolioQuery = z.infer<typeof PortfolioQuerySchema>;
