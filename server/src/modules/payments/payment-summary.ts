import type { PaymentSummary } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ARREARS_SQL, DUE_COUNT, todayOf } from '../loans/loans.repository.ts';

/**
 * GET /payments/summary: the /payments cards from data (spec part 2 §2, where the old screen
 * showed placeholders). Today's and total collection: completed payments not reversed, today
 * being each organization's own day. Pending collection: of each loan in collection, what is
 * still unpaid of the instalment falling today (net paid allocated oldest first). Overdue: the
 * arrears of the loans behind, and how many.
 */
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
  const [owed] = await queryRows<Record<string, string>>(
    ctx.tx,
    sql`select
          coalesce(sum(unpaid_today) filter (where unpaid_today > 0), 0) as pending_amount,
          count(*) filter (where unpaid_today > 0) as pending_count,
          coalesce(sum(arrears) filter (where arrears > 0), 0) as overdue_amount,
          count(*) filter (where arrears > 0) as overdue_count
        from (
          select ${ARREARS_SQL} as arrears,
            case when t.seq between l.first_instalment_seq
                and l.first_instalment_seq + l.instalment_count - 1
              then greatest(0,
                least(l.total_repayable,
                  (t.seq - l.first_instalment_seq + 1) * l.daily_repayment_amount)
                - greatest(l.total_repayable - l.remaining_amount,
                  (t.seq - l.first_instalment_seq) * l.daily_repayment_amount))
              else 0 end as unpaid_today
          from loans l
          join organizations o on o.id = l.organization_id
          cross join ${DUE_COUNT(today)}
          left join collection_calendar t on t.organization_id = l.organization_id and t.day = ${today}
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
