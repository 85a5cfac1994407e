import {
  AGING_BUCKETS,
  CUSTOMER_SEGMENTS,
  SCHEDULE_DELAYED_BELOW_PERCENT,
  SCHEDULE_OVERDUE_AFTER_DAYS,
  SCHEDULE_RANGE_DAYS,
  SCHEDULE_ROW_LIMIT,
  type PaymentAnalyticsResponse,
  type PaymentMethod,
  type PaymentScheduleResponse,
  type ScheduleRange,
  type ScheduleStatus,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { organizationScopeOf, type RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DAYS_OVERDUE_SQL, todayOf } from '../loans/loans.repository.ts';
import { endOvershoot, lineArrears, organizationDays } from './open-loan-arrears.ts';

type Row = Record<string, string | null>;
const num = (value: string | null | undefined) => Number(value ?? 0);

/** The caller's organization day (the latest of its scope's), for the answer's dates. */
export async function callerToday(ctx: RequestContext): Promise<string> {
  const scope = organizationScopeOf(ctx);
  const [row] = await queryRows<{ today: string | null }>(
    ctx.tx,
    sql`select to_char(max(${todayOf(ctx.now)}), 'YYYY-MM-DD') as today from organizations o
        ${scope === null ? sql`` : sql`where o.id = any(${`{${scope.join(',')}}`}::uuid[])`}`,
  );
  return row?.today ?? ctx.now.toISOString().slice(0, 10);
}

const addDaysIso = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * GET /payments/schedule (spec part 2 §2 "/payments" Schedule tab, §4 "Schedule adherence"):
 * every loan in collection over [today − 7/30/90 days, today], each organization on its own
 * day. One statement: the instalments falling in the range (worked out from the loan's
 * instalment numbers against the range's; the last one is last_instalment_amount), the payments
 * dated in it, the status rule, the cards over every matching loan, and the first 100 rows.
 */
export async function paymentSchedule(
  ctx: RequestContext,
  range: ScheduleRange,
): Promise<PaymentScheduleResponse> {
  const days = SCHEDULE_RANGE_DAYS[range];
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`with marks as materialized (${organizationDays(
      ctx.now,
      // The range's first day a column, not an expression of one: under row-level security
      // only leakproof conditions reach an index, and date minus days is not one. Its first
      // and last collection days' numbers (lo, hi).
      sql`, d.today - ${days}::int as since,
            (select min(k.seq) from collection_calendar k
              where k.organization_id = o.id
                and k.day between d.today - ${days}::int and d.today) as lo,
            (select max(k.seq) from collection_calendar k
              where k.organization_id = o.id
                and k.day between d.today - ${days}::int and d.today) as hi`,
    )}),
        paid as (
          select p.loan_id, sum(p.amount) as collected
          from marks m
          join loan_payments p on p.organization_id = m.organization_id
            and p.payment_date between m.since and m.today
          where p.status = 'completed' and p.reversed_at is null
          group by p.loan_id
        ),
        standing as (
          select l.id as loan_id, l.organization_id, l.loan_number,
            l.customer_id,
            to_char(coalesce(l.next_due_date, l.due_date), 'YYYY-MM-DD') as due_date,
            -- The instalments numbered within the range's collection days (the loan's numbers
            -- f..f+n-1 against the range's lo..hi), the last one its own amount.
            -- (greatest and least skip nulls: a range without collection days expects nothing.)
            case when m.lo is null then 0 else
              greatest(0, least(m.hi, l.first_instalment_seq + l.instalment_count - 1)
                  - greatest(m.lo, l.first_instalment_seq) + 1) * l.daily_repayment_amount
                - case when l.first_instalment_seq + l.instalment_count - 1 between m.lo and m.hi
                    then l.daily_repayment_amount - l.last_instalment_amount else 0 end
            end as expected,
            coalesce(paid.collected, 0) as collected,
            l.remaining_amount as remaining,
            ${DAYS_OVERDUE_SQL(sql`m.today`)} as days_overdue
          from marks m
          join loans l on l.organization_id = m.organization_id
          left join paid on paid.loan_id = l.id
          where l.status in ('active', 'overdue') and l.first_instalment_seq is not null
        ), rated as (
          select s.*,
            case when s.expected <= 0 then 100
              else round(least(100, greatest(0, s.collected / s.expected * 100)), 2) end as adherence
          from standing s
        ), classed as (
          select r.*,
            case when r.remaining <= 0 then 'completed'
              when r.days_overdue > ${SCHEDULE_OVERDUE_AFTER_DAYS} then 'overdue'
              when r.adherence < ${SCHEDULE_DELAYED_BELOW_PERCENT} then 'delayed'
              else 'on_track' end as status
          from rated r
        ),
        -- The cards over every loan in one pass, the rows the first 100 in order (a top-N sort),
        -- and the customers' names for those alone.
        totals as (
          select sum(x.expected) as total_expected, sum(x.collected) as total_collected,
            (select to_char(max(m.today), 'YYYY-MM-DD') from marks m) as caller_today,
            round(avg(x.adherence), 2) as average_adherence,
            count(*) filter (where x.status = 'on_track') as on_track_count,
            count(*) filter (where x.status = 'overdue') as overdue_count
          from classed x
        ),
        first_rows as (
          select x.* from classed x
          order by x.adherence, x.days_overdue desc, x.loan_number
          limit ${SCHEDULE_ROW_LIMIT}
        )
        select x.*, c.first_name || ' ' || c.last_name as customer_name, t.*
        from totals t
        left join first_rows x on true
        left join customers c on c.organization_id = x.organization_id and c.id = x.customer_id
        order by x.adherence, x.days_overdue desc, x.loan_number`,
  );
  const first = rows[0];
  const to = first?.caller_today ?? ctx.now.toISOString().slice(0, 10);
  const totalExpected = num(first?.total_expected);
  const efficiency =
    totalExpected <= 0
      ? 100
      : Math.min(100, Math.max(0, (num(first?.total_collected) / totalExpected) * 100));
  return {
    range,
    from: addDaysIso(to, -days),
    to,
    cards: {
      collection_efficiency: round2(efficiency),
      average_adherence: round2(num(first?.average_adherence)),
      on_track_count: num(first?.on_track_count),
      overdue_count: num(first?.overdue_count),
    },
    // One row even without loans (the cards' totals): no loan in it then.
    data: rows
      .filter((row) => row.loan_id !== null)
      .map((row) => ({
        loan_id: String(row.loan_id),
        organization_id: String(row.organization_id),
        loan_number: String(row.loan_number),
        customer_name: String(row.customer_name),
        due_date: row.due_date ?? null,
        expected: num(row.expected),
        collected: num(row.collected),
        remaining: num(row.remaining),
        adherence: num(row.adherence),
        status: row.status as ScheduleStatus,
        days_overdue: num(row.days_overdue),
      })),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * GET /payments/analytics (spec part 2 §2 Analytics tab, §9): completed payments not reversed
 * dated from the first day of the month `months − 1` months back through today (each
 * organization's), by month, method and customer; then the standing of the loans in collection:
 * on-time share, mean days overdue and the aging of the arrears. All from the tallies kept with
 * the payments and the loans (migration 0056): payment_day_totals for the sums, months and
 * methods, customer_month_payments for the customers (the window is whole months), and
 * open_loan_arrears with open_loan_ends for the standing, whose arrears are worked out as for the
 * /payments cards (payment-summary.ts), by oldest unpaid date. Two statements, none reading a
 * payment or a loan.
 */
export async function paymentAnalytics(
  ctx: RequestContext,
  months: number,
): Promise<PaymentAnalyticsResponse> {
  const orgs = sql`orgs as materialized (${organizationDays(
    ctx.now,
    sql`, (date_trunc('month', d.today) - make_interval(months => ${months - 1}::int))::date
      as since`,
  )})`;
  const payments = await queryRows<Row>(
    ctx.tx,
    sql`with ${orgs},
        days as (
          select to_char(t.payment_date, 'YYYY-MM') as month, t.payment_method, t.payments,
            t.amount
          from orgs o
          join payment_day_totals t on t.organization_id = o.organization_id
            and t.payment_date between o.since and o.today
        ),
        customers as (
          select case when sum(m.high_value_payments) > 0 then 'high_value' else 'regular' end
              as segment,
            sum(m.amount) as amount
          from orgs o
          join customer_month_payments m on m.organization_id = o.organization_id
            and m.month between o.since and o.today
          where m.payments > 0
          group by m.organization_id, m.customer_id
        )
        select 'month' as kind, month as key, sum(amount) as amount, sum(payments) as count
          from days group by month having sum(payments) > 0
        union all
        select 'method', payment_method, sum(amount), sum(payments)
          from days group by payment_method having sum(payments) > 0
        union all
        select 'segment', segment, sum(amount), count(*) from customers group by segment`,
  );
  const [stand] = await queryRows<Row>(
    ctx.tx,
    sql`with ${orgs},
        groups as (
          select case when a.next_due_date < o.today then o.today - a.next_due_date else 0 end
              as days,
            a.loans,
            ${lineArrears(sql`o.last_seq`, sql`a`)} as arrears
          from orgs o
          join open_loan_arrears a on a.organization_id = o.organization_id
        ),
        ended as (
          select o.today - e.next_due_date as days,
            ${endOvershoot(sql`o.last_seq`, sql`e`)} as excess
          from orgs o
          join open_loan_ends e on e.organization_id = o.organization_id
            and e.last_instalment_seq <= o.last_seq
        ),
        behind as (
          select days, sum(loans) as loans, sum(arrears) as arrears
          from groups where days > 0 group by days
          union all
          select days, 0, -sum(excess) from ended group by days
        )
        select
          (select to_char(max(today), 'YYYY-MM-DD') from orgs) as caller_today,
          (select coalesce(sum(loans), 0) from groups) as loans,
          (select coalesce(sum(loans), 0) from groups where days <= 0) as on_time,
          coalesce(sum(days * loans) / nullif(sum(loans), 0), 0) as average_days_overdue,
          coalesce(sum(loans) filter (where days <= 30), 0) as b0_loans,
          coalesce(sum(arrears) filter (where days <= 30), 0) as b0_amount,
          coalesce(sum(loans) filter (where days between 31 and 60), 0) as b1_loans,
          coalesce(sum(arrears) filter (where days between 31 and 60), 0) as b1_amount,
          coalesce(sum(loans) filter (where days between 61 and 90), 0) as b2_loans,
          coalesce(sum(arrears) filter (where days between 61 and 90), 0) as b2_amount,
          coalesce(sum(loans) filter (where days > 90), 0) as b3_loans,
          coalesce(sum(arrears) filter (where days > 90), 0) as b3_amount
        from behind`,
  );

  const to = stand?.caller_today ?? ctx.now.toISOString().slice(0, 10);
  const monthsOfWindow = Array.from({ length: months }, (_, index) => {
    const date = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - (months - 1 - index));
    return date.toISOString().slice(0, 7);
  });
  const ofKind = (kind: string) => payments.filter((row) => row.kind === kind);
  const monthRows = new Map(ofKind('month').map((row) => [String(row.key), row]));
  const byMethod = ofKind('method').sort(
    (a, b) => num(b.amount) - num(a.amount) || String(a.key).localeCompare(String(b.key)),
  );
  const segmentRows = new Map(ofKind('segment').map((row) => [String(row.key), row]));
  const totalAmount = round2(byMethod.reduce((sum, row) => sum + num(row.amount), 0));
  const totalCount = byMethod.reduce((sum, row) => sum + num(row.count), 0);
  const inCollection = num(stand?.loans);
  const segments = CUSTOMER_SEGMENTS.map((segment) => ({
    segment,
    customers: num(segmentRows.get(segment)?.count),
    amount: num(segmentRows.get(segment)?.amount),
  }));
  return {
    months,
    cards: {
      total_collection: totalAmount,
      total_payments: totalCount,
      average_ticket: totalCount === 0 ? 0 : round2(totalAmount / totalCount),
      active_customers: segments.reduce((sum, segment) => sum + segment.customers, 0),
    },
    trends: monthsOfWindow.map((month) => ({
      month,
      amount: num(monthRows.get(month)?.amount),
      count: num(monthRows.get(month)?.count),
    })),
    methods: byMethod.map((row) => ({
      method: row.key as PaymentMethod,
      amount: num(row.amount),
      count: num(row.count),
      share: totalAmount === 0 ? 0 : round2((num(row.amount) / totalAmount) * 100),
    })),
    behaviour: {
      segments,
      on_time_percentage:
        inCollection === 0 ? 0 : round2((num(stand?.on_time) / inCollection) * 100),
      average_days_overdue: round2(num(stand?.average_days_overdue)),
    },
    aging: AGING_BUCKETS.map((bucket, index) => ({
      bucket,
      loans: num(stand?.[`b${index}_loans`]),
      amount: num(stand?.[`b${index}_amount`]),
    })),
  };
}
