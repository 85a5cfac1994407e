import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** More than this many days overdue: the vintage curves' "30+ days late" (issue 14). */
export const VINTAGE_LATE_DAYS = 30;

/**
 * Sets `loans.first_late_30_on`, the first day a loan was more than 30 days overdue, for the
 * loans of the organizations `organizations` names (a SELECT of `id` and that organization's
 * `today`) that have none yet. One statement, set-based (docs/decisions/0072):
 *
 * - a loan 30+ days late now crossed on its oldest unpaid instalment's date + 31 (days overdue
 *   are today minus that date), exactly, however many days the job missed;
 * - a loan whose oldest unpaid instalment moved after more than 30 days (max_days_overdue > 30)
 *   crossed in an earlier episode: its day is rebuilt from its payments (completed, not
 *   reversed). Between two payment days the oldest unpaid instalment is fixed by what had been
 *   paid, so the first day past 30 is the first interval whose instalment date + 31 falls in it.
 *
 * The start-of-day job runs it for the organizations whose day began; the demo seed after its
 * history. Answers how many loans were marked.
 */
export async function markFirstLateThirty(executor: Executor, organizations: SQL): Promise<number> {
  const days = sql.raw(String(VINTAGE_LATE_DAYS));
  const late = sql.raw(String(VINTAGE_LATE_DAYS + 1));
  const [row] = await queryRows<{ marked: number }>(
    executor,
    sql`with orgs as materialized (${organizations}),
      history as materialized (
        select l.organization_id, l.id, l.disbursement_date, l.first_instalment_seq,
          l.daily_repayment_amount, l.total_repayable, o.today
        from orgs o
        join loans l on l.organization_id = o.id
        where l.first_late_30_on is null and l.max_days_overdue > ${days}
          and l.first_instalment_seq is not null and l.disbursement_date is not null
      ),
      points as (
        select h.*, x.start, sum(x.amount) over w as paid, lead(x.start) over w as next_start
        from history h
        cross join lateral (
          select h.disbursement_date as start, 0::numeric as amount
          union all
          select p.payment_date, sum(p.amount) from loan_payments p
          where p.organization_id = h.organization_id and p.loan_id = h.id
            and p.status = 'completed' and p.reversed_at is null
            and p.payment_date >= h.disbursement_date
          group by p.payment_date
        ) x
        window w as (partition by h.id order by x.start, x.amount
          rows between unbounded preceding and current row)
      ),
      crossed as (
        select pt.organization_id, pt.id, greatest(pt.start, c.day + ${late}) as day
        from points pt
        join collection_calendar c on c.organization_id = pt.organization_id
          and c.seq = pt.first_instalment_seq + floor(pt.paid / pt.daily_repayment_amount)::int
        where pt.paid < pt.total_repayable
          and greatest(pt.start, c.day + ${late}) < coalesce(pt.next_start, pt.today + 1)
          and greatest(pt.start, c.day + ${late}) <= pt.today
        union all
        select l.organization_id, l.id, l.next_due_date + ${late}
        from orgs o
        join loans l on l.organization_id = o.id and l.status in ('active', 'overdue')
        where l.first_late_30_on is null and l.next_due_date + ${late} <= o.today
      ),
      marked as (
        update loans l set first_late_30_on = x.day
        from (select organization_id, id, min(day) as day from crossed group by 1, 2) x
        where l.organization_id = x.organization_id and l.id = x.id
        returning 1
      )
      select count(*)::int as marked from marked`,
  );
  return Number(row?.marked ?? 0);
}
