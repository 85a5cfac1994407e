import {
  collectionRate,
  fromPaise,
  type CollectionRateQuery,
  type CollectionRateResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { paiseFromNumeric } from './paise.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { periodStart, resolvedRange, scopeToday } from './scope-days.ts';

interface Row {
  from: string;
  to: string;
  date: string | null;
  due: string | null;
  on_time: string | null;
  late: string | null;
}

function figures(due: number, onTime: number, late: number) {
  const rate = collectionRate({ duePaise: due, onTimePaise: onTime, latePaise: late });
  return {
    due: fromPaise(due),
    collected: fromPaise(onTime + late),
    on_time: fromPaise(onTime),
    late: fromPaise(late),
    rate: rate.rate,
    on_time_rate: rate.onTimeRate,
    late_rate: rate.lateRate,
  };
}

/**
 * GET /analytics/collection-rate (issue 14): what fell due and what was received on time and
 * late, per period and over the range, from the daily snapshots (days that have ended; without
 * `to`, up to yesterday). Percentages by core collectionRate. One round trip.
 */
export async function readCollectionRate(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  query: CollectionRateQuery,
): Promise<CollectionRateResponse> {
  const { from, to } = resolvedRange(query, sql`(${scopeToday(ctx.now)} - 1)`);
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with range as materialized (select ${from} as "from", ${to} as "to")
      select to_char(r."from", 'YYYY-MM-DD') as "from", to_char(r."to", 'YYYY-MM-DD') as "to",
        to_char(x.period_start, 'YYYY-MM-DD') as date, x.due, x.on_time, x.late
      from range r
      left join lateral (
        select ${periodStart(query.period, sql`s.snapshot_date`)} as period_start,
          sum(s.due_amount) as due, sum(s.collected_on_time) as on_time,
          sum(s.collected_late) as late
        from portfolio_snapshots s
        where ${inScope(sql`s.organization_id`)}
          and s.snapshot_date between r."from" and r."to"
        group by 1
      ) x on true
      order by x.period_start`,
  );
  const paise = (value: string | null) => paiseFromNumeric(value ?? 0);
  const data = rows
    .filter((row) => row.date !== null)
    .map((row) => ({
      date: row.date!,
      ...figures(paise(row.due), paise(row.on_time), paise(row.late)),
    }));
  const sum = (key: 'due' | 'on_time' | 'late') =>
    rows.reduce((total, row) => total + paise(row[key]), 0);
  return {
    from: rows[0]?.from ?? query.from ?? '',
    to: rows[0]?.to ?? query.to ?? '',
    period: query.period,
    totals: figures(sum('due'), sum('on_time'), sum('late')),
    data,
  };
}
