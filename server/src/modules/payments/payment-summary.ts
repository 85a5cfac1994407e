import type { PaymentSummary } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ARREARS_SQL, todayOf } from '../loans/loans.repository.ts';

/**
 * GET /payments/summary: the /payments cards from data (spec part 2 §2, where the old screen
 * showed placeholders). Today's and total collection: completed payments not reversed, today
 * being each organization's own day. Pending collection: of each loan in collection, what is
 * still unpaid of the instalment falling today (net paid allocated oldest first). Overdue: the
 * arrears of the loans behind, and how many.
 */
/**
 * Each organization's calendar numbers for `today` (an expression of the organization `o`): its
 * last collection day before today (DUE_COUNT's, once per organization) and today's, if today is
 * a collection day. `today` in a subquery of its own, as in DUE_COUNT: the time-zone conversion
 * is not leakproof, so it must reach the calendar's index as a column of an outer query.
 */
function calendarMarks(today: SQL): SQL {
  return sql`select o.id as organization_id,
      (select c.seq from collection_calendar c
        where c.organization_id = o.id and c.day < d.today
        order by c.day desc limit 1) as last_seq,
      (select c.seq from collection_calendar c
        where c.organization_id = o.id and c.day = d.today) as today_seq
    from organizations o
    cross join lateral (select ${today} as today offset 0) d`;
}

export async function summarizePayments(ctx: RequestContext): Promise<PaymentSummary> {
  const today = todayOf(ctx.now);
  const [collected] = await queryRows<Record<string, string>>(
    ctx.tx,
    sql`select
          coalesce(sum(p.amount) filter (where p.payment_date = ${today}), 0) as today_amount,
          count(*) filter (where p.payment_date = ${today}) as today_count,
          coalesce(sum(p.amount), 0) as total_amount,
          count(*) as total_count
        from loan_payments p
        join organizations o on o.id = p.organization_id
        where p.status = 'completed' and p.reversed_at is null`,
  );
  // The calendar is read once an organization (its last collection day before today, and
  // today's number; materialized, or the planner reads it again for every loan), not once a loan:
  // under row-level security the per-loan lookup read the organization's calendar up to today
  // and sorted it for every loan in collection (the demo's 794: 110-136 ms, now 6 ms).
  const [owed] = await queryRows<Record<string, string>>(
    ctx.tx,
    sql`with marks as materialized (${calendarMarks(today)})
        select
          coalesce(sum(unpaid_today) filter (where unpaid_today > 0), 0) as pending_amount,
          count(*) filter (where unpaid_today > 0) as pending_count,
          coalesce(sum(arrears) filter (where arrears > 0), 0) as overdue_amount,
          count(*) filter (where arrears > 0) as overdue_count
        from (
          select ${ARREARS_SQL} as arrears,
            case when marks.today_seq between l.first_instalment_seq
                and l.first_instalment_seq + l.instalment_count - 1
              then greatest(0,
                least(l.total_repayable,
                  (marks.today_seq - l.first_instalment_seq + 1) * l.daily_repayment_amount)
                - greatest(l.total_repayable - l.remaining_amount,
                  (marks.today_seq - l.first_instalment_seq) * l.daily_repayment_amount))
              else 0 end as unpaid_today
          from loans l
          join marks on marks.organization_id = l.organization_id
          cross join lateral (
            select greatest(0, least(l.instalment_count,
              coalesce(marks.last_seq, -1000000000) - l.first_instalment_seq + 1)) as count
          ) due
          where l.status in ('active', 'overdue')
        ) standing`,
  );
  const pair = (amount: string | undefined, count: string | undefined) => ({
    amount: Number(amount ?? 0),
    count: Number(count ?? 0),
  });
  return {
    today: pair(collected?.today_amount, collected?.today_count),
    total: pair(collected?.total_amount, collected?.total_count),
    pending: pair(owed?.pending_amount, owed?.pending_count),
    overdue: pair(owed?.overdue_amount, owed?.overdue_count),
  };
}
