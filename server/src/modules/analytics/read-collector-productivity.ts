import {
  fromPaise,
  promiseKeptRate,
  rateOf,
  type CollectorProductivityResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { promisesWithStatus } from '../collections/promises/promise-status.ts';
import { biRange } from './bi-months.ts';
import { paiseFromNumeric } from './paise.ts';

interface Row {
  from: string;
  to: string;
  collector_id: string | null;
  collector: string;
  territory: string | null;
  organization_id: string;
  organization: string;
  due: string | null;
  collected: string | null;
  visits: number;
  promises_due: number;
  promises_kept: number;
}

/**
 * GET /analytics/collector-productivity (issue 14): per collector of the scope, over the last
 * `months` months up to today: their collection entries' due and collected amounts (the
 * collector performance report's figures; from the collectors' day tallies,
 * collector_day_counts, kept with the entries: migration 0046), field visits (by the organization's day), and the
 * promises they took whose date has passed and how many were kept (core promiseStatus). Active
 * collectors appear with zeros; inactive ones only with something in the period. By territory,
 * then name. One round trip, grouped per collector.
 */
export async function readCollectorProductivity(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  months: number,
): Promise<CollectorProductivityResponse> {
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with range as materialized (select r."from", r."to" from ${biRange(ctx.now, months, 'today')}),
      entries as (
        select t.organization_id, t.collector_id, sum(t.due_amount) as due,
          sum(t.collected_amount) as collected
        from collector_day_counts t, range r
        where ${inScope(sql`t.organization_id`)}
          and t.collection_date between r."from" and r."to"
        group by 1, 2
        having sum(t.entries) <> 0
      ),
      visits as (
        select v.organization_id, v.collector_id, count(*)::int as visits
        from field_visits v
        join organizations o on o.id = v.organization_id
        cross join range r
        where ${inScope(sql`v.organization_id`)} and v.collector_id is not null
          and (v.visited_at at time zone o.timezone)::date between r."from" and r."to"
        group by 1, 2
      ),
      promises as (
        select pr.organization_id, pr.collector_id,
          count(*) filter (where pr.promised_date < pr.today)::int as due,
          count(*) filter (where pr.promised_date < pr.today and pr.status = 'kept')::int as kept
        from range r
        cross join lateral ${promisesWithStatus(
          ctx.now,
          sql`p.collector_id is not null and p.promised_date between r."from" and r."to"`,
        )}
        group by 1, 2
      )
      select to_char(r."from", 'YYYY-MM-DD') as "from", to_char(r."to", 'YYYY-MM-DD') as "to",
        dc.id as collector_id, dc.name as collector, dc.territory, dc.organization_id,
        o.name as organization, en.due, en.collected, coalesce(vi.visits, 0) as visits,
        coalesce(pm.due, 0) as promises_due, coalesce(pm.kept, 0) as promises_kept
      from range r
      left join (debt_collectors dc
        join organizations o on o.id = dc.organization_id
        left join entries en on en.organization_id = dc.organization_id and en.collector_id = dc.id
        left join visits vi on vi.organization_id = dc.organization_id and vi.collector_id = dc.id
        left join promises pm on pm.organization_id = dc.organization_id
          and pm.collector_id = dc.id)
        on ${inScope(sql`dc.organization_id`)} and (dc.is_active or en.collector_id is not null
          or vi.collector_id is not null or pm.collector_id is not null)
      order by dc.territory nulls last, dc.name, dc.id`,
  );
  const first = rows[0];
  return {
    months,
    from: first?.from ?? '',
    to: first?.to ?? '',
    data: rows
      .filter((row) => row.collector_id !== null)
      .map((row) => {
        const due = paiseFromNumeric(row.due);
        const collected = paiseFromNumeric(row.collected);
        const promisesDue = Number(row.promises_due);
        const promisesKept = Number(row.promises_kept);
        return {
          collector_id: row.collector_id!,
          collector: row.collector,
          territory: row.territory,
          organization_id: row.organization_id,
          organization: row.organization,
          due: fromPaise(due),
          collected: fromPaise(collected),
          collection_rate: rateOf(collected, due),
          visits: Number(row.visits),
          promises_due: promisesDue,
          promises_kept: promisesKept,
          kept_rate: promiseKeptRate({ keptDue: promisesKept, due: promisesDue }),
        };
      }),
  };
}
