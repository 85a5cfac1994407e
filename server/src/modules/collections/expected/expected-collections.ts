import type {
  ExpectedCollectionRow,
  ExpectedCollectionsQuery,
  ExpectedCollectionsResponse,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { NIL_COLLECTOR } from './expected-tallies.ts';

type Row = Record<string, string | number | null>;

/** The collector key of the loans without one, as in the tallies (migration 0058). */
const NO_COLLECTOR = sql.raw(NIL_COLLECTOR);

/**
 * A completed loan's past days (x below), as events on the calendar's numbered days, the way
 * expected_collection_events keeps the open loans' (migration 0058): every instalment the
 * schedule put there until the day the loan was repaid, the daily ones as a `range` (from its
 * day on until an equal negative event), the last one a `point` (its day only).
 */
const EVENTS = sql`
  (values
    (case when x.past_a <= x.past_b then x.past_a end, x.daily, 1, 0::numeric, 0),
    (case when x.past_a <= x.past_b then x.past_b + 1 end, -x.daily, -1, 0::numeric, 0),
    (case when x.last between x.past_lo and x.past_hi and x.last <= x.end_seq then x.last end,
      0::numeric, 0, x.final, 1)
  ) as ev (seq, range_amount, range_count, point_amount, point_count)`;

/**
 * GET /collections/expected (issue 11 "Expected collections", the /payment-schedule screen): for
 * each collection day of the `days` days from each organization's today on, the instalments
 * falling due, and for the `days` days before it what was due against what was collected; per
 * collector (the loan's collector, else unassigned) or per organization (a branch is one).
 *
 * Past days: the open loans' schedules (the `schedule` events of expected_collection_events)
 * and the completed loans' until they were repaid. Today and later: what is left of the open
 * loans' instalments (the `remaining` events); today's as the day started, so collecting
 * today does not lower it (expected_collection_starts gives back what today's payments
 * covered). Collected: the completed payments not reversed, by their loan's collector
 * (collector_day_payments). One statement over the tallies, the calendar and the completed
 * loans of the window.
 */
export async function expectedCollections(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  query: ExpectedCollectionsQuery,
): Promise<ExpectedCollectionsResponse> {
  const instant = sql`${ctx.now.toISOString()}::timestamptz`;
  const byCollector = query.group === 'collector';
  // A key that is never null, so the days due and the days collected join by equality (a full
  // join needs it); the loans without a collector share the nil id, as in the tallies.
  const groupOf = (collector: SQL) =>
    byCollector ? sql`coalesce(${collector}, ${NO_COLLECTOR})` : NO_COLLECTOR;
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with d as materialized (
        select o.id as organization_id, o.name as organization_name, t.today,
          t.today - ${query.days}::int as from_day, t.today + (${query.days}::int - 1) as to_day
        from organizations o
        cross join lateral (select (${instant} at time zone o.timezone)::date as today) t
        where ${inScope(sql`o.id`)}
      ),
      cal as materialized (
        select c.organization_id, c.day, c.seq
        from d join collection_calendar c on c.organization_id = d.organization_id
          and c.day between d.from_day and d.to_day
      ),
      w as materialized (
        select v.*, coalesce(v.past_lo, v.today_seq, v.next_lo) as lo,
          coalesce(v.next_hi, v.today_seq, v.past_hi) as hi,
          coalesce(v.today_seq, v.next_lo, v.past_hi + 1) as today_from
        from (
          select d.organization_id, d.today, d.from_day, d.to_day,
            min(cal.seq) filter (where cal.day < d.today) as past_lo,
            max(cal.seq) filter (where cal.day < d.today) as past_hi,
            max(cal.seq) filter (where cal.day = d.today) as today_seq,
            min(cal.seq) filter (where cal.day > d.today) as next_lo,
            max(cal.seq) filter (where cal.day > d.today) as next_hi
          from d left join cal on cal.organization_id = d.organization_id
          group by d.organization_id, d.today, d.from_day, d.to_day
        ) v
      ),
      -- The completed loans of the window, worked out one by one.
      loans_apart as materialized (
        select l.* from w
        join loans l on l.organization_id = w.organization_id and l.status = 'completed'
          and l.due_date >= w.from_day and l.disbursement_date <= w.to_day
        where l.first_instalment_seq is not null
      ),
      -- Today as it started: what was left of today's instalment before today's payments, less
      -- what is left of it now, for the loans paid today (expected_collection_starts).
      started as (
        select t.organization_id, ${groupOf(sql`t.collector_id`)} as collector_id, w.today_seq,
          sum(t.amount) as amount, sum(t.loans) as loans
        from w join expected_collection_starts t on t.organization_id = w.organization_id
          and t.day = w.today
        where w.today_seq is not null
        group by 1, 2, 3
      ),
      candidates as materialized (
        select l.organization_id, l.id, ${groupOf(sql`l.collector_id`)} as collector_id,
          l.first_instalment_seq as f,
          l.first_instalment_seq + l.instalment_count - 1 as last,
          l.daily_repayment_amount as daily, l.last_instalment_amount as final,
          w.past_lo, w.past_hi,
          -- A completed loan's instalments end on the collection day it was repaid (its last
          -- payment's, or the one before), each looked up by key.
          (select c.seq from collection_calendar c
            where c.organization_id = l.organization_id
              and c.day <= (select max(p.payment_date) from loan_payments p
                where p.organization_id = l.organization_id and p.loan_id = l.id
                  and p.status = 'completed' and p.reversed_at is null)
            order by c.day desc limit 1) as repaid_seq
        from loans_apart l
        join w on w.organization_id = l.organization_id
      ),
      x as (
        select y.*, greatest(y.f, y.past_lo) as past_a,
          least(y.last - 1, y.past_hi, y.end_seq) as past_b
        from (
          select cand.*, coalesce(cand.repaid_seq, cand.last) as end_seq from candidates cand
        ) y
      ),
      -- The open loans' tallied events: a schedule's for the past days, what is left for today
      -- on; the ranges begun before the window carried to its first day.
      tallied as (
        select t.organization_id, ${groupOf(sql`t.collector_id`)} as collector_id, t.kind,
          greatest(t.seq, w.lo) as seq, sum(t.range_amount) as range_amount,
          sum(t.range_loans) as range_count,
          coalesce(sum(t.point_amount) filter (where t.seq >= w.lo), 0) as point_amount,
          coalesce(sum(t.point_loans) filter (where t.seq >= w.lo), 0) as point_count
        from w join expected_collection_events t on t.organization_id = w.organization_id
          and t.seq <= w.hi
        group by 1, 2, 3, 4
      ),
      events as (
        select tallied.* from tallied
        union all
        select x.organization_id, x.collector_id, 'apart', ev.seq, sum(ev.range_amount),
          sum(ev.range_count), sum(ev.point_amount), sum(ev.point_count)
        from x cross join lateral ${EVENTS}
        where ev.seq is not null
        group by x.organization_id, x.collector_id, ev.seq
        union all
        select organization_id, collector_id, 'started', today_seq, 0, 0, amount, loans
        from started
      ),
      groups as (
        select distinct organization_id, collector_id, kind from events
      ),
      due_by_kind as (
        select g.organization_id, g.collector_id, g.kind, cal.day, cal.seq,
          sum(coalesce(e.range_amount, 0)) over running + coalesce(e.point_amount, 0) as amount,
          sum(coalesce(e.range_count, 0)) over running + coalesce(e.point_count, 0) as count
        from groups g
        join cal on cal.organization_id = g.organization_id
        left join events e on e.organization_id = g.organization_id
          and e.collector_id = g.collector_id and e.kind = g.kind and e.seq = cal.seq
        window running as (partition by g.organization_id, g.collector_id, g.kind
          order by cal.seq rows unbounded preceding)
      ),
      due as (
        select k.organization_id, k.collector_id, k.day, sum(k.amount) as amount,
          sum(k.count) as count
        from due_by_kind k
        join w on w.organization_id = k.organization_id
        where case k.kind when 'schedule' then k.seq < w.today_from
          when 'remaining' then k.seq >= w.today_from else true end
        group by 1, 2, 3
      ),
      collected as (
        select t.organization_id, ${groupOf(sql`t.collector_id`)} as collector_id,
          t.payment_date as day, sum(t.amount) as amount
        from w join collector_day_payments t on t.organization_id = w.organization_id
          and t.payment_date between w.from_day and w.today
        group by 1, 2, 3
        having sum(t.payments) <> 0 or sum(t.amount) <> 0
      )
      select to_char(coalesce(due.day, collected.day), 'YYYY-MM-DD') as date,
        d.organization_id, d.organization_name,
        nullif(coalesce(due.collector_id, collected.collector_id), ${NO_COLLECTOR}) as collector_id,
        dc.name as collector_name,
        coalesce(due.amount, 0) as due_amount, coalesce(due.count, 0)::int as due_count,
        case when coalesce(due.day, collected.day) <= d.today
          then coalesce(collected.amount, 0) end as collected_amount
      from due
      full join collected on collected.organization_id = due.organization_id
        and collected.collector_id = due.collector_id and collected.day = due.day
      join d on d.organization_id = coalesce(due.organization_id, collected.organization_id)
      left join debt_collectors dc on dc.organization_id = d.organization_id
        and dc.id = coalesce(due.collector_id, collected.collector_id)
      where coalesce(due.amount, 0) > 0 or coalesce(collected.amount, 0) > 0
      order by 1, d.organization_name, d.organization_id, dc.name nulls last, 4`,
  );
  const [range] = await queryRows<{ today: string; from: string; to: string }>(
    ctx.tx,
    sql`select to_char(min(t.today), 'YYYY-MM-DD') as today,
        to_char(min(t.today) - ${query.days}::int, 'YYYY-MM-DD') as "from",
        to_char(max(t.today) + (${query.days}::int - 1), 'YYYY-MM-DD') as "to"
      from organizations o
      cross join lateral (select (${instant} at time zone o.timezone)::date as today) t
      where ${inScope(sql`o.id`)}`,
  );
  const fallback = ctx.now.toISOString().slice(0, 10);
  return {
    group: query.group,
    days: query.days,
    today: range?.today ?? fallback,
    from: range?.from ?? fallback,
    to: range?.to ?? fallback,
    data: rows.map((row): ExpectedCollectionRow => ({
      date: row.date as string,
      organization_id: row.organization_id as string,
      organization_name: row.organization_name as string,
      collector_id: (row.collector_id as string | null) ?? null,
      collector_name: byCollector ? ((row.collector_name as string | null) ?? 'Unassigned') : null,
      due_amount: Number(row.due_amount),
      due_count: Number(row.due_count),
      collected_amount: row.collected_amount === null ? null : Number(row.collected_amount),
    })),
  };
}
