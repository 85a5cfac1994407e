import { fromPaise, percentageOf, type PortfolioTrendsResponse } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { biRange } from './bi-months.ts';
import { paiseFromNumeric } from './paise.ts';

interface Row {
  from: string;
  to: string;
  month: string | null;
  as_of: string | null;
  disbursed_loans: number | null;
  disbursed: string | null;
  collected: string | null;
  gross: string | null;
  par1: string | null;
  par7: string | null;
  par30: string | null;
}

/**
 * GET /analytics/trends (issue 14): per month of the last `months`, the loans disbursed, what
 * was received and the portfolio at the month's last snapshot, summed over the scope's
 * organizations. Reads the daily snapshots only (a row per organization and day), in one
 * round trip; the current month runs to yesterday, the last day ended.
 */
export async function readTrends(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  months: number,
): Promise<PortfolioTrendsResponse> {
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with range as materialized (select r."from", r."to" from ${biRange(ctx.now, months, 'yesterday')}),
      days as (
        select s.snapshot_date as day, sum(s.disbursed_loans)::int as disbursed_loans,
          sum(s.disbursed_principal) as disbursed,
          sum(s.collected_on_time + s.collected_late) as collected,
          sum(s.gross_outstanding) as gross, sum(s.par1_balance) as par1,
          sum(s.par7_balance) as par7, sum(s.par30_balance) as par30
        from portfolio_snapshots s, range r
        where ${inScope(sql`s.organization_id`)} and s.snapshot_date between r."from" and r."to"
        group by s.snapshot_date
      ),
      months as (
        select date_trunc('month', d.day)::date as month, max(d.day) as as_of,
          sum(d.disbursed_loans)::int as disbursed_loans, sum(d.disbursed) as disbursed,
          sum(d.collected) as collected
        from days d group by 1
      )
      select to_char(r."from", 'YYYY-MM-DD') as "from", to_char(r."to", 'YYYY-MM-DD') as "to",
        to_char(m.month, 'YYYY-MM-DD') as month, to_char(m.as_of, 'YYYY-MM-DD') as as_of,
        m.disbursed_loans, m.disbursed, m.collected, e.gross, e.par1, e.par7, e.par30
      from range r
      left join months m on true
      left join days e on e.day = m.as_of
      order by m.month`,
  );
  const first = rows[0];
  return {
    months,
    from: first?.from ?? '',
    to: first?.to ?? '',
    data: rows
      .filter((row) => row.month !== null && row.as_of !== null)
      .map((row) => {
        const gross = paiseFromNumeric(row.gross);
        return {
          month: row.month!,
          as_of: row.as_of!,
          disbursed_loans: Number(row.disbursed_loans ?? 0),
          disbursed_amount: fromPaise(paiseFromNumeric(row.disbursed)),
          collected: fromPaise(paiseFromNumeric(row.collected)),
          gross_outstanding: fromPaise(gross),
          par1: percentageOf(paiseFromNumeric(row.par1), gross),
          par7: percentageOf(paiseFromNumeric(row.par7), gross),
          par30: percentageOf(paiseFromNumeric(row.par30), gross),
        };
      }),
  };
}
