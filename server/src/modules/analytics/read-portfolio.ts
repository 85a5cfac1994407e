import { fromPaise, percentageOf, type PortfolioSummary } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { paiseFromNumeric } from './paise.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { MESSAGES } from '@lendline/core';
import { DAYS_OVERDUE_SQL } from '../loans/loans.repository.ts';

interface PortfolioRow {
  date: string | null;
  organizations: number;
  gross: string;
  active: number;
  overdue: number;
  par1: string;
  par7: string;
  par30: string;
}

/**
 * GET /analytics/portfolio (issue 14): the portfolio of the context's scope at the end of `date`
 * (default: each organization's today). For an organization whose today it is, live from the
 * loans' tally (open_loan_balances, kept with the loans by a trigger: the same remaining_amount
 * and next_due_date, so the same days_overdue, the loans API shows); for a day that has
 * ended, from its snapshot (portfolio-snapshot.ts). A day no organization of the scope has
 * figures for (before the first snapshot, or still to come) is not found. One round trip.
 * Reused by the dashboard.
 */
export async function readPortfolio(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  date?: string,
): Promise<PortfolioSummary> {
  const asked = date ?? null;
  const [row] = await queryRows<PortfolioRow>(
    ctx.tx,
    sql`with orgs as materialized (
        select o.id, (${ctx.now.toISOString()}::timestamptz at time zone o.timezone)::date as today
        from organizations o where ${inScope(sql`o.id`)}
      ),
      asked as (select coalesce(${asked}::date, (select max(today) from orgs)) as day),
      live_orgs as materialized (
        select id, today from orgs where ${asked}::date is null or today = ${asked}::date
      ),
      -- Open loans by what days overdue follow from: the tally kept with the loans (migration
      -- 0042, a few hundred rows an organization), whose next_due_date is the loans' own.
      live_groups as (
        select lo.today, l.status, l.next_due_date, l.loans, l.balance
        from live_orgs lo
        join open_loan_balances l on l.organization_id = lo.id
        where ${inScope(sql`l.organization_id`)}
      ),
      live as (
        select coalesce(sum(l.loans) filter (where l.status = 'active'), 0)::int as active,
          coalesce(sum(l.loans) filter (where l.status = 'overdue'), 0)::int as overdue,
          coalesce(sum(l.balance), 0) as gross,
          coalesce(sum(l.balance) filter (where x.days > 1), 0) as par1,
          coalesce(sum(l.balance) filter (where x.days > 7), 0) as par7,
          coalesce(sum(l.balance) filter (where x.days > 30), 0) as par30
        from live_groups l
        cross join lateral (select ${DAYS_OVERDUE_SQL(sql`l.today`)} as days) x
      ),
      snap as (
        select count(*)::int as organizations,
          coalesce(sum(s.active_loans), 0)::int as active,
          coalesce(sum(s.overdue_loans), 0)::int as overdue,
          coalesce(sum(s.gross_outstanding), 0) as gross,
          coalesce(sum(s.par1_balance), 0) as par1, coalesce(sum(s.par7_balance), 0) as par7,
          coalesce(sum(s.par30_balance), 0) as par30
        from orgs o
        join portfolio_snapshots s on s.organization_id = o.id
          and s.snapshot_date = ${asked}::date and s.snapshot_date < o.today
        where ${inScope(sql`s.organization_id`)}
      )
      select to_char((select day from asked), 'YYYY-MM-DD') as date,
        (select count(*) from live_orgs)::int + snap.organizations as organizations,
        live.gross + snap.gross as gross, live.active + snap.active as active,
        live.overdue + snap.overdue as overdue, live.par1 + snap.par1 as par1,
        live.par7 + snap.par7 as par7, live.par30 + snap.par30 as par30
      from live cross join snap`,
  );
  if (!row || row.date === null || Number(row.organizations) === 0) {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  }
  const gross = paiseFromNumeric(row.gross);
  return {
    date: row.date,
    gross_outstanding: fromPaise(gross),
    active_loans: Number(row.active),
    overdue_loans: Number(row.overdue),
    par1: percentageOf(paiseFromNumeric(row.par1), gross),
    par7: percentageOf(paiseFromNumeric(row.par7), gross),
    par30: percentageOf(paiseFromNumeric(row.par30), gross),
  };
}
