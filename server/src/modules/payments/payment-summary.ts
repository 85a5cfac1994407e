import type { PaymentSummary } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { endOvershoot, lineArrears, organizationDays } from './open-loan-arrears.ts';

interface SummaryRow {
  today_amount: string;
  today_count: string;
  total_amount: string;
  total_count: string;
  overdue_count: string;
  overdue_amount: string;
  pending_count: string;
  pending_amount: string;
}

/**
 * GET /payments/summary: the /payments cards from data (spec part 2 §2, where the old screen
 * showed placeholders), from tallies kept with the payments and the loans (migration 0056), a
 * few rows an organization and a day, whatever the number of loans. One round trip.
 *
 * - Today's and total collection: completed payments not reversed (payment_day_totals), today
 *   being each organization's own day.
 * - Overdue: the loans in arrears (an instalment dated before today not fully paid: their oldest
 *   unpaid date is before today) and their arrears on the organization's last collection day
 *   before today (open-loan-arrears.ts).
 * - Pending collection: what is still unpaid of the instalments falling today (the day numbered
 *   t; none when today is no collection day), net paid allocated oldest first: the whole
 *   instalment of a loan behind, the line's arrears on t of a loan whose oldest unpaid instalment
 *   is today's; less, for a loan past its last instalment, the instalment it no longer has, and
 *   for a loan whose last instalment is today's, what the last is short of d.
 */
export async function summarizePayments(ctx: RequestContext): Promise<PaymentSummary> {
  const [row] = await queryRows<SummaryRow>(
    ctx.tx,
    sql`with marks as materialized (${organizationDays(ctx.now)}),
        collected as (
          select coalesce(sum(t.amount) filter (where t.payment_date = m.today), 0) as today_amount,
            coalesce(sum(t.payments) filter (where t.payment_date = m.today), 0) as today_count,
            coalesce(sum(t.amount), 0) as total_amount,
            coalesce(sum(t.payments), 0) as total_count
          from marks m
          join payment_day_totals t on t.organization_id = m.organization_id
        ),
        behind as (
          select
            coalesce(sum(a.loans) filter (where a.next_due_date < m.today), 0) as overdue_count,
            coalesce(sum(${lineArrears(sql`m.last_seq`, sql`a`)})
              filter (where a.next_due_date < m.today), 0) as overdue_line,
            coalesce(sum(a.loans) filter (where m.today_seq is not null), 0) as pending_count,
            coalesce(sum(a.instalments)
              filter (where a.next_due_date < m.today and m.today_seq is not null), 0)
            + coalesce(sum(${lineArrears(sql`m.today_seq`, sql`a`)})
              filter (where a.next_due_date = m.today), 0) as pending_line
          from marks m
          join open_loan_arrears a on a.organization_id = m.organization_id
            and a.next_due_date <= m.today
        ),
        ended as (
          select
            coalesce(sum(${endOvershoot(sql`m.last_seq`, sql`e`)})
              filter (where e.last_instalment_seq <= m.last_seq), 0) as overdue_excess,
            coalesce(sum(e.loans) filter (where e.last_instalment_seq < m.today_seq), 0)
              as pending_count,
            coalesce(sum(e.instalments) filter (where e.last_instalment_seq < m.today_seq), 0)
            + coalesce(sum(e.instalments - e.last_instalments)
              filter (where e.last_instalment_seq = m.today_seq), 0) as pending_excess
          from marks m
          join open_loan_ends e on e.organization_id = m.organization_id
            and e.last_instalment_seq <= greatest(m.last_seq, m.today_seq)
        )
        select c.today_amount, c.today_count, c.total_amount, c.total_count,
          b.overdue_count, b.overdue_line - e.overdue_excess as overdue_amount,
          b.pending_count - e.pending_count as pending_count,
          b.pending_line - e.pending_excess as pending_amount
        from collected c, behind b, ended e`,
  );
  const pair = (amount: string | undefined, count: string | undefined) => ({
    amount: Number(amount ?? 0),
    count: Number(count ?? 0),
  });
  return {
    today: pair(row?.today_amount, row?.today_count),
    total: pair(row?.total_amount, row?.total_count),
    pending: pair(row?.pending_amount, row?.pending_count),
    overdue: pair(row?.overdue_amount, row?.overdue_count),
  };
}
