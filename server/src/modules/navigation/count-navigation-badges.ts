import type { NavigationCounts } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { awaitingUserCondition } from '../approvals/get-approval-bell.ts';
import { openEntriesTodayCount } from '../collections/collections.repository.ts';

/**
 * Sidebar badges, counted in SQL in one round trip. The scoped transaction limits rows to the
 * user's organizations (the platform owner's reaches all), which is the spec's sidebar count
 * scope. Open and overdue loans come from the loans' tallies (loan_counts), customers from theirs
 * (customer_counts, the customers list's total), due today from the day's
 * collection tallies (collection_day_counts): the entries of each organization's today (in its
 * timezone) not yet completed, as the Due Today cards count them (issue 11: one query for both).
 * Audit rows count as today's in their own organization's timezone.
 */
export async function countNavigationBadges(ctx: RequestContext): Promise<NavigationCounts> {
  const now = ctx.now.toISOString();
  const awaitingMine = awaitingUserCondition(ctx.auth.user.id, ctx.auth.scope.allOrganizations);
  const [row] = await queryRows<Record<keyof NavigationCounts, number | string>>(
    ctx.tx,
    sql`
    select
      loans.loans_open, loans.loans_overdue, ${openEntriesTodayCount(ctx.now)} as due_today,
      (select coalesce(sum(cc.customers), 0) from customer_counts cc) as customers,
      (select count(*) from approval_requests ar where ar.status = 'pending') as approvals_pending,
      (select count(*) from approval_requests ar
        where ar.status = 'pending' and ${awaitingMine}) as approvals_mine,
      (select count(*) from user_profiles) as users,
      (select count(*) from debt_collectors dc where dc.is_active and not dc.is_blocked) as collectors,
      (select count(*) from audit_logs a
        join organizations ao on ao.id = a.organization_id
        -- Today starts less than a day ago in every timezone: a range the index can use.
        where a.created_at > ${now}::timestamptz - interval '1 day'
          and (a.created_at at time zone ao.timezone)::date
            = (${now}::timestamptz at time zone ao.timezone)::date) as audit_today,
      (select count(*) from customer_messages m where m.status = 'failed'
        and m.created_at > ${now}::timestamptz - interval '7 days') as messages_failed,
      (select count(*) from automated_reports s where s.is_active) as reports_scheduled
    from (select coalesce(sum(t.loans) filter (where t.status <> 'completed'), 0) as loans_open,
        coalesce(sum(t.loans) filter (where t.status = 'overdue'), 0) as loans_overdue
      from loan_counts t) loans
  `,
  );
  return {
    loans_open: Number(row?.loans_open ?? 0),
    loans_overdue: Number(row?.loans_overdue ?? 0),
    customers: Number(row?.customers ?? 0),
    due_today: Number(row?.due_today ?? 0),
    approvals_pending: Number(row?.approvals_pending ?? 0),
    approvals_mine: Number(row?.approvals_mine ?? 0),
    users: Number(row?.users ?? 0),
    collectors: Number(row?.collectors ?? 0),
    audit_today: Number(row?.audit_today ?? 0),
    messages_failed: Number(row?.messages_failed ?? 0),
    reports_scheduled: Number(row?.reports_scheduled ?? 0),
  };
}
