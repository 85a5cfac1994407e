import {
  emptyBuckets,
  fromPaise,
  PORTFOLIO_BUCKETS,
  rollRates,
  transitionRates,
  type BucketBalances,
  type PortfolioBucket,
  type RollRatesQuery,
  type RollRatesResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { paiseFromNumeric } from './paise.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { periodInterval, periodStart, resolvedRange, scopeToday } from './scope-days.ts';

interface BucketRow {
  from: string;
  to: string;
  kind: 'bucket' | 'transition' | 'before';
  date: string | null;
  in_range: boolean;
  from_bucket: PortfolioBucket | null;
  bucket: PortfolioBucket | null;
  loans: number;
  balance: string;
}

/**
 * GET /analytics/roll-rates (issue 14): the aging buckets at the last snapshot of each period of
 * the range (and of the period before it, for the first roll rates), summed over the scope's
 * organizations, with the roll rates between consecutive periods (core rollRates); and the
 * day-to-day transition matrix into the range's last snapshot (core transitionRates). Reads the
 * snapshot tables only, in one round trip. Without `to`: up to yesterday, the last day ended.
 */
export async function readRollRates(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  query: RollRatesQuery,
): Promise<RollRatesResponse> {
  const { from, to } = resolvedRange(query, sql`(${scopeToday(ctx.now)} - 1)`);
  const rows = await queryRows<BucketRow>(
    ctx.tx,
    sql`with range as materialized (select ${from} as "from", ${to} as "to"),
      ends as materialized (
        select ${periodStart(query.period, sql`s.snapshot_date`)} as period_start,
          max(s.snapshot_date) as day
        from portfolio_snapshots s, range r
        where ${inScope(sql`s.organization_id`)}
          and s.snapshot_date between
            (${periodStart(query.period, sql`r."from"`)} - ${periodInterval(query.period)})::date
            and r."to"
        group by 1
      ),
      last_day as (select max(day) as day from ends, range r where day >= r."from")
      select to_char(r."from", 'YYYY-MM-DD') as "from", to_char(r."to", 'YYYY-MM-DD') as "to",
        x.kind, to_char(x.day, 'YYYY-MM-DD') as date, x.day >= r."from" as in_range,
        x.from_bucket, x.bucket, x.loans, x.balance
      from range r
      left join (
        select 'bucket' as kind, e.day, null as from_bucket, b.bucket, sum(b.loans)::int as loans,
          sum(b.balance) as balance
        from ends e join portfolio_snapshot_buckets b on b.snapshot_date = e.day
        where ${inScope(sql`b.organization_id`)}
        group by e.day, b.bucket
        union all
        select 'transition', t.snapshot_date, t.from_bucket, t.to_bucket, sum(t.loans)::int,
          sum(t.balance)
        from last_day d join portfolio_snapshot_transitions t on t.snapshot_date = d.day
        where ${inScope(sql`t.organization_id`)}
        group by t.snapshot_date, t.from_bucket, t.to_bucket
        union all
        select 'before', b.snapshot_date, null, b.bucket, sum(b.loans)::int, sum(b.balance)
        from last_day d join portfolio_snapshot_buckets b on b.snapshot_date = d.day - 1
        where ${inScope(sql`b.organization_id`)}
        group by b.snapshot_date, b.bucket
      ) x on true
      order by x.day, x.kind`,
  );
  const byDate = new Map<string, { inRange: boolean; buckets: BucketBalances }>();
  const before = emptyBuckets();
  const transitions: {
    from: PortfolioBucket;
    to: PortfolioBucket;
    loans: number;
    balancePaise: number;
  }[] = [];
  let transitionDate: string | null = null;
  for (const row of rows) {
    if (row.date === null || row.bucket === null) continue;
    const figures = { loans: Number(row.loans), balancePaise: paiseFromNumeric(row.balance) };
    if (row.kind === 'bucket') {
      const entry = byDate.get(row.date) ?? { inRange: row.in_range, buckets: emptyBuckets() };
      entry.buckets[row.bucket] = figures;
      byDate.set(row.date, entry);
    } else if (row.kind === 'before') {
      before[row.bucket] = figures;
    } else if (row.from_bucket) {
      transitionDate = row.date;
      transitions.push({ from: row.from_bucket, to: row.bucket, ...figures });
    }
  }
  const data: RollRatesResponse['data'] = [];
  let previous: BucketBalances | null = null;
  for (const [date, entry] of byDate) {
    if (entry.inRange) {
      data.push({
        date,
        buckets: PORTFOLIO_BUCKETS.map((bucket) => ({
          bucket,
          loans: entry.buckets[bucket].loans,
          balance: fromPaise(entry.buckets[bucket].balancePaise),
        })),
        roll_rates: rollRates(previous ?? emptyBuckets(), entry.buckets).map((rate) => ({
          from_bucket: rate.from,
          to_bucket: rate.to,
          rate: previous ? rate.rate : null,
        })),
      });
    }
    previous = entry.buckets;
  }
  const first = rows[0];
  return {
    from: first?.from ?? query.from ?? '',
    to: first?.to ?? query.to ?? '',
    period: query.period,
    data,
    transitions: {
      date: transitionDate,
      data: transitionRates(before, transitions).map((cell) => ({
        from_bucket: cell.from,
        to_bucket: cell.to,
        loans: cell.loans,
        balance: fromPaise(cell.balancePaise),
        rate: cell.rate,
      })),
    },
  };
}
