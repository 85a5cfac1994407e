import { DASHBOARD_TREND_DAYS } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/scope.ts';
import { cashCollectedSql, handedOverSql } from '../collections/cash/cash.repository.ts';
import { daysOfScope } from '../collections/collections.repository.ts';
import { promisesWithStatus } from '../collections/promises/promise-status.ts';

/** A count and an amount as the JSON the statement answers. */
const tally = (count: SQL, amount: SQL) =>
  sql`jsonb_build_object('count', ${count}, 'amount', ${amount})`;

/**
 * An agent's day: the collector the user works as (the first of the scope's organizations), its
 * entries of its organization's today (as the Due Today list's 'Mine only'; from the
 * collector's tally of the day, collector_day_counts, kept with the entries: migration 0046),
 * the open promises dated today (as the Collection Team's promises), and its cash in hand
 * (collected less handed over, as the Collection Team's cash). One row of JSON; null when the
 * user works as no collector.
 */
export function routeFigures(userId: string, now: Date): SQL {
  const day = sql`days.day`;
  const figures = { organizationId: sql`me.organization_id`, collectorId: sql`me.id`, day };
  return sql`(select jsonb_build_object(
      'collector_id', me.id,
      'entries_due', ${tally(sql`e.entries`, sql`e.due`)},
      'collected', ${tally(sql`e.collected_entries`, sql`e.collected_amount`)},
      'promises_due', ${tally(sql`pr.count`, sql`pr.amount`)},
      'cash_in_hand', cash.amount - handed.amount)
    from ${daysOfScope(undefined, now)}
    join debt_collectors me on me.organization_id = days.organization_id
      and me.user_id = ${userId}::uuid
    cross join lateral (select coalesce(sum(t.entries), 0)::int as entries,
        coalesce(sum(t.to_collect + t.collected_amount), 0) as due,
        coalesce(sum(t.collected_entries), 0)::int as collected_entries,
        coalesce(sum(t.collected_amount), 0) as collected_amount
      from collector_day_counts t
      where t.organization_id = me.organization_id and t.collector_id = me.id
        and t.collection_date = days.day) e
    cross join lateral (select count(*)::int as count,
        coalesce(sum(greatest(0, pr.amount - pr.paid_amount)), 0) as amount
      from ${promisesWithStatus(
        now,
        sql`p.organization_id = me.organization_id and p.collector_id = me.id
          and p.promised_date = days.day`,
      )}
      where pr.status = 'open') pr
    cross join lateral ${cashCollectedSql(figures)} cash
    cross join lateral ${handedOverSql(figures)} handed
    order by me.organization_id limit 1)`;
}

/**
 * A loan officer's loans (`created_by`): pending and approved applications by principal (through
 * the (organization_id, created_by, status) key: few at a time), and the portfolio (active and
 * overdue) by what remains with the part of it more than 0 days overdue (the list's
 * `overdue_more_than=0`), from the officer's tally of open loans (officer_open_loans, kept with
 * the loans by a trigger, migration 0042).
 */
export function pipelineFigures(userId: string, now: Date): SQL {
  const today = sql`(${now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  return sql`(select jsonb_build_object(
      'applications_pending', ${tally(
        sql`(count(*) filter (where l.status = 'pending'))::int`,
        sql`coalesce(sum(l.principal_amount) filter (where l.status = 'pending'), 0)`,
      )},
      'ready_to_disburse', ${tally(
        sql`(count(*) filter (where l.status = 'approved'))::int`,
        sql`coalesce(sum(l.principal_amount) filter (where l.status = 'approved'), 0)`,
      )},
      'portfolio', (select ${tally(
        sql`coalesce(sum(t.loans), 0)::int`,
        sql`coalesce(sum(t.balance), 0)`,
      )}
        from officer_open_loans t join organizations o on o.id = t.organization_id
        where ${inScope(sql`t.organization_id`)} and t.created_by = ${userId}::uuid),
      'in_arrears', (select ${tally(
        sql`coalesce(sum(t.loans), 0)::int`,
        sql`coalesce(sum(t.balance), 0)`,
      )}
        from officer_open_loans t join organizations o on o.id = t.organization_id
        where ${inScope(sql`t.organization_id`)} and t.created_by = ${userId}::uuid
          and t.next_due_date < ${today}))
    from loans l
    where ${inScope(sql`l.organization_id`)} and l.created_by = ${userId}::uuid
      and l.status in ('pending', 'approved'))`;
}

/**
 * The branch's (or tree's) figures read from tallies and keys: today's entries from the day's
 * tallies (collection_day_counts, as the Due Today cards), the loans by status (loan_counts, as
 * the Loans tabs), pending approvals (as the Approvals badge), this month's disbursements (the
 * days' tally disbursement_day_counts, kept with the loans, migration 0042), and the trend: the
 * last 30 days' snapshots (the instalments falling due and what was received, on time and late,
 * as the collection rate reads them) and today's entries' tallies (as the cards).
 */
export function branchFigures(now: Date): SQL {
  return sql`(select jsonb_build_object(
      'collection_today', (select jsonb_build_object(
          'due', ${tally(
            sql`coalesce(sum(t.entries), 0)`,
            sql`coalesce(sum(t.to_collect + t.collected_amount), 0)`,
          )},
          'collected', ${tally(
            sql`coalesce(sum(t.collected_entries), 0)`,
            sql`coalesce(sum(t.collected_amount), 0)`,
          )})
        from ${daysOfScope(undefined, now)}
        join collection_day_counts t on t.organization_id = days.organization_id
          and t.collection_date = days.day),
      'disbursed_this_month', (select jsonb_build_object(
          'count', coalesce(sum(m.loans), 0), 'amount', coalesce(sum(m.disbursed_amount), 0),
          'from', to_char(min(date_trunc('month', days.day)::date), 'YYYY-MM-DD'),
          'to', to_char(max(days.day), 'YYYY-MM-DD'))
        from ${daysOfScope(undefined, now)}
        left join disbursement_day_counts m on m.organization_id = days.organization_id
          and m.disbursement_date between date_trunc('month', days.day)::date and days.day),
      'active_loans', (select coalesce(sum(c.loans) filter (where c.status = 'active'), 0)
        from loan_counts c),
      'overdue_loans', (select coalesce(sum(c.loans) filter (where c.status = 'overdue'), 0)
        from loan_counts c),
      'pending_approvals', (select count(*) from approval_requests ar
        where ar.status = 'pending'),
      'trend', (select coalesce(jsonb_agg(jsonb_build_object('date', d.date, 'due', d.due,
          'collected', d.collected) order by d.date), '[]'::jsonb)
        from (select to_char(t.day, 'YYYY-MM-DD') as date, sum(t.due) as due,
            sum(t.collected) as collected
          from (select s.snapshot_date as day, s.due_amount as due,
              s.collected_on_time + s.collected_late as collected
            from ${daysOfScope(undefined, now)}
            join portfolio_snapshots s on s.organization_id = days.organization_id
              and s.snapshot_date > days.day - ${DASHBOARD_TREND_DAYS}::int
              and s.snapshot_date < days.day
            union all
            select t.collection_date, t.to_collect + t.collected_amount, t.collected_amount
            from ${daysOfScope(undefined, now)}
            join collection_day_counts t on t.organization_id = days.organization_id
              and t.collection_date = days.day) t
          group by t.day) d)))`;
}
