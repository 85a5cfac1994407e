import type {
  ExpectedCollectionRow,
  ExpectedCollectionsQuery,
  ExpectedCollectionsResponse,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';

type Row = Record<string, string | number | null>;

const NIL = sql.raw(`'00000000-0000-0000-0000-000000000000'::uuid`);

/**
 * A loan row's contributions to the days of the window, as events on the calendar's numbered
 * days (instalment k falls on day first_instalment_seq + k − 1): `range` amounts run from their
 * day on until an equal negative event (a difference array, summed in order), `point` amounts
 * count on their day only. So each loan gives at most seven rows however long the window, and
 * the days are summed per group afterwards: no row per loan and day.
 *
 * - Past days: every instalment the schedule put there (the daily amount, the last one its own
 *   amount), until the day a completed loan was repaid.
 * - Today: what was left of today's instalment as the day started (payments dated today not
 *   taken off, so collecting today does not lower it).
 * - Later days: what is left of each instalment after what has been paid, oldest first (core
 *   allocateArrears): the first instalment not fully paid (k0) its rest, the later ones whole.
 */
const EVENTS = sql`
  (values
    -- past: the daily instalments, then the last one
    (case when x.past_a <= x.past_b then x.past_a end, x.daily, 1, 0::numeric, 0),
    (case when x.past_a <= x.past_b then x.past_b + 1 end, -x.daily, -1, 0::numeric, 0),
    (case when x.last between x.past_lo and x.past_hi and x.last <= x.end_seq then x.last end,
      0::numeric, 0, x.final, 1),
    -- today, as the day started
    (case when x.today_seq between x.f and x.last then x.today_seq end, 0::numeric, 0,
      x.today_due, case when x.today_due > 0 then 1 else 0 end),
    -- later: the rest of the first instalment not fully paid, the daily ones, the last one
    (case when x.k0 between x.next_lo and x.next_hi and x.in_collection then x.k0 end,
      0::numeric, 0, x.k0_rest, 1),
    (case when x.next_a <= x.next_b and x.in_collection then x.next_a end, x.daily, 1, 0::numeric, 0),
    (case when x.next_a <= x.next_b and x.in_collection then x.next_b + 1 end, -x.daily, -1,
      0::numeric, 0),
    (case when x.last > x.k0 and x.last between x.next_lo and x.next_hi and x.in_collection
      then x.last end, 0::numeric, 0, x.final, 1)
  ) as ev (seq, range_amount, range_count, point_amount, point_count)`;

/**
 * GET /collections/expected (issue 11 "Expected collections", the /payment-schedule screen): for
 * each collection day of the `days` days from each organization's today on, the instalments
 * falling due, and for the `days` days before it what was due against what was collected; per
 * collector (the loan's collector, else unassigned) or per organization (a branch is one).
 * Set-based: one statement over the loans, the calendar and the payments.
 */
export async function expectedCollections(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  query: ExpectedCollectionsQuery,
): Promise<ExpectedCollectionsResponse> {
  const instant = sql`${ctx.now.toISOString()}::timestamptz`;
  const byCollector = query.group === 'collector';
  // A key that is never null, so the days due and the days collected join by equality (a full
  // join needs it); the loans without a collector share the nil id.
  const groupOf = byCollector ? sql`coalesce(l.collector_id, ${NIL})` : sql`${NIL}`;
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
        select d.organization_id, d.today, d.from_day, d.to_day,
          min(cal.seq) filter (where cal.day < d.today) as past_lo,
          max(cal.seq) filter (where cal.day < d.today) as past_hi,
          max(cal.seq) filter (where cal.day = d.today) as today_seq,
          min(cal.seq) filter (where cal.day > d.today) as next_lo,
          max(cal.seq) filter (where cal.day > d.today) as next_hi
        from d left join cal on cal.organization_id = d.organization_id
        group by d.organization_id, d.today, d.from_day, d.to_day
      ),
      candidates as materialized (
        select l.organization_id, l.id, ${groupOf} as collector_id, l.status,
          l.first_instalment_seq as f, l.first_instalment_seq + l.instalment_count - 1 as last,
          l.daily_repayment_amount as daily, l.last_instalment_amount as final,
          l.total_repayable as total, l.total_repayable - l.remaining_amount as paid_now,
          w.past_lo, w.past_hi, w.today_seq, w.next_lo, w.next_hi,
          -- A completed loan's instalments end on the collection day it was repaid (its last
          -- payment's, or the one before): looked up for the completed loans alone, each by key.
          case when l.status = 'completed' then
            (select c.seq from collection_calendar c
              where c.organization_id = l.organization_id
                and c.day <= (select max(p.payment_date) from loan_payments p
                  where p.organization_id = l.organization_id and p.loan_id = l.id
                    and p.status = 'completed' and p.reversed_at is null)
              order by c.day desc limit 1)
          end as repaid_seq
        from w
        join loans l on l.organization_id = w.organization_id
          and l.status in ('active', 'overdue', 'completed')
          and l.due_date >= w.from_day and l.disbursement_date <= w.to_day
        where l.first_instalment_seq is not null
      ),
      paid_today as (
        select p.organization_id, p.loan_id, sum(p.amount) as amount
        from w join loan_payments p on p.organization_id = w.organization_id
          and p.payment_date = w.today
        where p.status = 'completed' and p.reversed_at is null
        group by p.organization_id, p.loan_id
      ),
      -- Materialized: the events below read each of its columns several times, and an inlined
      -- subquery would work each out again at every reading (16 -> 10 s at 500,000 loans).
      x as materialized (
        select y.*,
          greatest(y.f, y.past_lo) as past_a,
          least(y.last - 1, y.past_hi, y.end_seq) as past_b,
          greatest(y.k0 + 1, y.next_lo, y.f) as next_a,
          least(y.last - 1, y.next_hi) as next_b,
          (case when y.k0 = y.last then y.total else (y.k0 - y.f + 1) * y.daily end) - y.paid_now
            as k0_rest,
          least(case when y.today_seq = y.last then y.final else y.daily end,
            greatest(0, (case when y.today_seq = y.last then y.total
              else (y.today_seq - y.f + 1) * y.daily end) - y.paid_start)) as today_due
        from (
          select cand.*, cand.status <> 'completed' as in_collection,
            coalesce(cand.repaid_seq, cand.last) as end_seq,
            cand.paid_now - coalesce(paid_today.amount, 0) as paid_start,
            case when cand.daily > 0
              then least(cand.last, cand.f + floor(cand.paid_now / cand.daily)::int)
              else cand.last end as k0
          from candidates cand
          left join paid_today on paid_today.organization_id = cand.organization_id
            and paid_today.loan_id = cand.id
        ) y
      ),
      events as (
        select x.organization_id, x.collector_id, ev.seq, sum(ev.range_amount) as range_amount,
          sum(ev.range_count) as range_count, sum(ev.point_amount) as point_amount,
          sum(ev.point_count) as point_count
        from x cross join lateral ${EVENTS}
        where ev.seq is not null
        group by x.organization_id, x.collector_id, ev.seq
      ),
      collected as (
        select p.organization_id, ${groupOf} as collector_id, p.payment_date as day,
          sum(p.amount) as amount
        from w
        join loan_payments p on p.organization_id = w.organization_id
          and p.payment_date between w.from_day and w.today
        join loans l on l.organization_id = p.organization_id and l.id = p.loan_id
        where p.status = 'completed' and p.reversed_at is null
        group by 1, 2, 3
      ),
      groups as (
        select distinct organization_id, collector_id from events
      ),
      due as (
        select g.organization_id, g.collector_id, cal.day,
          sum(coalesce(e.range_amount, 0)) over running + coalesce(e.point_amount, 0) as amount,
          sum(coalesce(e.range_count, 0)) over running + coalesce(e.point_count, 0) as count
        from groups g
        join cal on cal.organization_id = g.organization_id
        left join events e on e.organization_id = g.organization_id
          and e.collector_id = g.collector_id and e.seq = cal.seq
        window running as (partition by g.organization_id, g.collector_id order by cal.seq
          rows unbounded preceding)
      )
      select to_char(coalesce(due.day, collected.day), 'YYYY-MM-DD') as date,
        d.organization_id, d.organization_name,
        nullif(coalesce(due.collector_id, collected.collector_id), ${NIL}) as collector_id,
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
