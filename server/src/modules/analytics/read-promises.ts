import {
  fromPaise,
  promiseKeptRate,
  type PromisesAnalyticsResponse,
  type PromisesQuery,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { paiseFromNumeric } from './paise.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { promisesWithStatus } from '../collections/promises/promise-status.ts';
import { periodStart, resolvedRange, scopeToday } from './scope-days.ts';

type Row = Record<string, string | number | null>;

const COUNTS = ['promises', 'open', 'kept', 'partially_kept', 'broken', 'due', 'kept_due'] as const;

function figures(row: Row) {
  const counts = Object.fromEntries(COUNTS.map((key) => [key, Number(row[key] ?? 0)])) as Record<
    (typeof COUNTS)[number],
    number
  >;
  return {
    ...counts,
    kept_rate: promiseKeptRate({ keptDue: counts.kept_due, due: counts.due }),
    promised_amount: fromPaise(paiseFromNumeric(row.promised_amount ?? 0)),
    paid_amount: fromPaise(paiseFromNumeric(row.paid_amount ?? 0)),
  };
}

/**
 * GET /analytics/promises (issue 14): promises to pay by promised date, per period and over the
 * range, by status as core promiseStatus gives it now (collections' promisesWithStatus), and the
 * promise-kept rate: kept ÷ promises whose date has passed. What was paid towards a promise is
 * capped at its amount. Without a range: the 30 days up to today. One round trip.
 */
export async function readPromises(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  query: PromisesQuery,
): Promise<PromisesAnalyticsResponse> {
  const { from, to } = resolvedRange(query, scopeToday(ctx.now));
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with range as materialized (select ${from} as "from", ${to} as "to")
      select to_char(r."from", 'YYYY-MM-DD') as "from", to_char(r."to", 'YYYY-MM-DD') as "to",
        to_char(x.period_start, 'YYYY-MM-DD') as date, x.*
      from range r
      left join lateral (
        select ${periodStart(query.period, sql`pr.promised_date`)} as period_start,
          count(*)::int as promises,
          count(*) filter (where pr.status = 'open')::int as open,
          count(*) filter (where pr.status = 'kept')::int as kept,
          count(*) filter (where pr.status = 'partially_kept')::int as partially_kept,
          count(*) filter (where pr.status = 'broken')::int as broken,
          count(*) filter (where pr.promised_date < pr.today)::int as due,
          count(*) filter (where pr.promised_date < pr.today and pr.status = 'kept')::int
            as kept_due,
          sum(pr.amount) as promised_amount, sum(least(pr.paid_amount, pr.amount)) as paid_amount
        from ${promisesWithStatus(ctx.now, sql`p.promised_date between r."from" and r."to"`)}
        group by 1
      ) x on true
      order by x.period_start`,
  );
  const data = rows
    .filter((row) => row.date !== null)
    .map((row) => ({ date: row.date as string, ...figures(row) }));
  const totals: Row = {};
  for (const key of [...COUNTS, 'promised_amount', 'paid_amount']) {
    totals[key] = key.endsWith('amount')
      ? fromPaise(rows.reduce((sum, row) => sum + paiseFromNumeric(row[key] ?? 0), 0))
      : rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
  }
  return {
    from: (rows[0]?.from as string | undefined) ?? query.from ?? '',
    to: (rows[0]?.to as string | undefined) ?? query.to ?? '',
    period: query.period,
    totals: figures(totals),
    data,
  };
}
