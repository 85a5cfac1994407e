import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { portfolioBucketSql, portfolioBucketsValues } from './portfolio-buckets.ts';

/**
 * Writes the portfolio snapshot of each (organization_id, day) that `days` (a SELECT of those two
 * columns) names, replacing what was there: idempotent for a day. One statement reads the loans
 * once (docs/portfolio-metrics.md "How a past day is rebuilt"):
 *
 * - the end of day D is the loan as it stands now, less the payments dated after D (completed,
 *   not reversed: a reversed payment counts as never received); the end of D − 1 also less
 *   those dated D. Its oldest unpaid instalment follows from what was paid (one calendar lookup
 *   by key, only for loans that were paid after D), and days overdue, status and bucket follow
 *   as the loans API and the start-of-day job compute them;
 * - the day's due is the instalment falling on D; a payment dated D goes first to the arrears
 *   carried into D (late) and the rest is on time (core splitReceipt).
 *
 * The start-of-day job writes yesterday this way (only today's payments are subtracted); the
 * backfill writes any past day with the same statement. Runs as the system (owner connection).
 * Answers how many snapshot rows were written.
 */
export async function writePortfolioSnapshots(executor: Executor, days: SQL): Promise<number> {
  await executor.execute(sql`
    with days as (${days}),
      cleared as (delete from portfolio_snapshot_buckets s using days d
        where s.organization_id = d.organization_id and s.snapshot_date = d.day)
    delete from portfolio_snapshot_transitions s using days d
      where s.organization_id = d.organization_id and s.snapshot_date = d.day`);
  const [written] = await queryRows<{ snapshots: number }>(
    executor,
    sql`
    with days as materialized (
      select d.organization_id, d.day::date as day,
        (select c.seq from collection_calendar c
          where c.organization_id = d.organization_id and c.day = d.day::date) as day_seq,
        (select c.seq from collection_calendar c
          where c.organization_id = d.organization_id and c.day < d.day::date
          order by c.day desc limit 1) as before_seq
      from (${days}) d
    ),
    moved as (
      select d.organization_id, d.day, p.loan_id,
        coalesce(sum(p.amount) filter (where p.payment_date > d.day), 0) as after,
        coalesce(sum(p.amount) filter (where p.payment_date = d.day), 0) as on_day,
        count(*) filter (where p.payment_date = d.day) as payments
      from days d
      join loan_payments p on p.organization_id = d.organization_id and p.payment_date >= d.day
      where p.status = 'completed' and p.reversed_at is null
      group by d.organization_id, d.day, p.loan_id
    ),
    loan_days as (
      select k.*,
        case when k.remaining <= 0 then null
          when k.after = 0 then k.next_due_date
          else (select c.day from collection_calendar c
            where c.organization_id = k.organization_id and c.seq = k.next_seq) end as next_due,
        case when k.remaining_before <= 0 then null
          when k.after + k.received = 0 then k.next_due_date
          else (select c.day from collection_calendar c
            where c.organization_id = k.organization_id and c.seq = k.next_seq_before) end
          as next_due_before
      from (
        select x.*,
          x.first_instalment_seq
            + floor((x.total_repayable - x.remaining) / x.daily_repayment_amount)::int as next_seq,
          x.first_instalment_seq
            + floor((x.total_repayable - x.remaining_before) / x.daily_repayment_amount)::int
            as next_seq_before
        from (
          select d.organization_id, d.day, d.day_seq, d.before_seq, l.disbursement_date,
            l.due_date, l.next_due_date, l.total_repayable, l.daily_repayment_amount,
            l.instalment_count, l.first_instalment_seq, l.last_instalment_amount,
            l.principal_amount,
            coalesce(m.after, 0) as after, coalesce(m.on_day, 0) as received,
            coalesce(m.payments, 0) as payments,
            l.remaining_amount + coalesce(m.after, 0) as remaining,
            l.remaining_amount + coalesce(m.after, 0) + coalesce(m.on_day, 0) as remaining_before
          from days d
          join loans l on l.organization_id = d.organization_id and l.disbursement_date <= d.day
          left join moved m on m.organization_id = d.organization_id and m.day = d.day
            and m.loan_id = l.id
          where l.first_instalment_seq is not null
            and (l.status in ('active', 'overdue') or m.loan_id is not null)
        ) x
        offset 0
      ) k
    ),
    standing as materialized (
      select y.*,
        y.remaining > 0 as outstanding,
        y.remaining_before > 0 and y.disbursement_date < y.day as outstanding_before,
        case when y.days_overdue > 7 or y.day > y.due_date then 'overdue' else 'active' end
          as status,
        ${portfolioBucketSql(sql`y.days_overdue`)} as bucket,
        ${portfolioBucketSql(sql`y.days_overdue_before`)} as bucket_before,
        least(y.received, greatest(0, y.due_before - (y.total_repayable - y.remaining_before)))
          as late
      from (
        select z.*,
          case when z.next_due < z.day then z.day - z.next_due else 0 end as days_overdue,
          case when z.next_due_before < z.day - 1 then z.day - 1 - z.next_due_before else 0 end
            as days_overdue_before,
          case when z.remaining_before > 0
              and z.day_seq between z.first_instalment_seq
                and z.first_instalment_seq + z.instalment_count - 1
            then case when z.day_seq = z.first_instalment_seq + z.instalment_count - 1
              then z.last_instalment_amount else z.daily_repayment_amount end
            else 0 end as due_today,
          case when greatest(0, least(z.instalment_count,
                coalesce(z.before_seq, -1000000000) - z.first_instalment_seq + 1))
              >= z.instalment_count then z.total_repayable
            else greatest(0, coalesce(z.before_seq, -1000000000) - z.first_instalment_seq + 1)
              * z.daily_repayment_amount end as due_before
        from loan_days z
      ) y
    ),
    totals as (
      insert into portfolio_snapshots (organization_id, snapshot_date, active_loans,
        overdue_loans, gross_outstanding, par1_balance, par7_balance, par30_balance,
        disbursed_loans, disbursed_principal, due_amount, collected_on_time, collected_late,
        payments)
      select d.organization_id, d.day,
        count(s.*) filter (where s.outstanding and s.status = 'active'),
        count(s.*) filter (where s.outstanding and s.status = 'overdue'),
        coalesce(sum(s.remaining) filter (where s.outstanding), 0),
        coalesce(sum(s.remaining) filter (where s.outstanding and s.days_overdue > 1), 0),
        coalesce(sum(s.remaining) filter (where s.outstanding and s.days_overdue > 7), 0),
        coalesce(sum(s.remaining) filter (where s.outstanding and s.days_overdue > 30), 0),
        count(s.*) filter (where s.disbursement_date = d.day),
        coalesce(sum(s.principal_amount) filter (where s.disbursement_date = d.day), 0),
        coalesce(sum(s.due_today), 0),
        coalesce(sum(s.received - s.late), 0),
        coalesce(sum(s.late), 0),
        coalesce(sum(s.payments), 0)
      from days d
      left join standing s on s.organization_id = d.organization_id and s.day = d.day
      group by d.organization_id, d.day
      on conflict (organization_id, snapshot_date) do update set
        active_loans = excluded.active_loans, overdue_loans = excluded.overdue_loans,
        gross_outstanding = excluded.gross_outstanding, par1_balance = excluded.par1_balance,
        par7_balance = excluded.par7_balance, par30_balance = excluded.par30_balance,
        disbursed_loans = excluded.disbursed_loans,
        disbursed_principal = excluded.disbursed_principal, due_amount = excluded.due_amount,
        collected_on_time = excluded.collected_on_time, collected_late = excluded.collected_late,
        payments = excluded.payments, created_at = now()
      returning 1
    ),
    buckets as (
      insert into portfolio_snapshot_buckets (organization_id, snapshot_date, bucket, loans, balance)
      select d.organization_id, d.day, b.bucket, coalesce(g.loans, 0), coalesce(g.balance, 0)
      from days d cross join ${portfolioBucketsValues()}
      left join (select s.organization_id, s.day, s.bucket, count(*) as loans,
          sum(s.remaining) as balance
        from standing s where s.outstanding
        group by s.organization_id, s.day, s.bucket) g
        on g.organization_id = d.organization_id and g.day = d.day and g.bucket = b.bucket
      returning 1
    ),
    transitions as (
      insert into portfolio_snapshot_transitions (organization_id, snapshot_date, from_bucket,
        to_bucket, loans, balance)
      select s.organization_id, s.day, s.bucket_before, s.bucket, count(*), sum(s.remaining)
      from standing s where s.outstanding and s.outstanding_before
      group by s.organization_id, s.day, s.bucket_before, s.bucket
      returning 1
    )
    select (select count(*) from totals)::int as snapshots,
      (select count(*) from buckets)::int as buckets,
      (select count(*) from transitions)::int as transitions`,
  );
  return Number(written?.snapshots ?? 0);
}

/**
 * Snapshots for past days (docs/portfolio-metrics.md "Past days"): every day from `from` to `to`
 * for the organizations named (all when none), in one statement. The demo seed and the bench
 * generator run it after writing their history, so trends and roll rates have real months.
 */
export function backfillPortfolioSnapshots(
  executor: Executor,
  options: { from: string; to: string; organizationIds?: readonly string[] },
): Promise<number> {
  const organizations = options.organizationIds
    ? sql`o.id = any(${`{${options.organizationIds.join(',')}}`}::uuid[])`
    : sql`true`;
  return writePortfolioSnapshots(
    executor,
    sql`select o.id as organization_id, g.day::date as day from organizations o
      cross join generate_series(${options.from}::date, ${options.to}::date, interval '1 day') g (day)
      where ${organizations}`,
  );
}

/**
 * Snapshots of the `days` days before each organization's today at `now` (its own timezone), for
 * every organization: what the demo seed runs after writing its loans' history.
 */
export function backfillRecentSnapshots(
  executor: Executor,
  options: { now: Date; days: number },
): Promise<number> {
  const today = sql`(${options.now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  return writePortfolioSnapshots(
    executor,
    sql`select o.id as organization_id, g.day::date as day from organizations o
      cross join lateral generate_series(${today} - ${options.days}::int, ${today} - 1,
        interval '1 day') g (day)`,
  );
}
