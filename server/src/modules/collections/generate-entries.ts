import {
  calendarDayIn,
  COLLECTION_GENERATE_DAYS,
  COLLECTION_MESSAGES,
  daysBetween,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { entryStatusSql, riskPrioritySql } from './entry-collections.ts';

export interface GenerateOptions {
  organizationId: string;
  /** The collection day, 'YYYY-MM-DD' in the organization's timezone. */
  date: string;
  /** Rebuild the day's entries that nothing was collected on, and drop those no longer due. */
  force: boolean;
}

/**
 * Generates one organization's entries for one collection day (issue 11 "Daily collection
 * entries"), set-based: one statement whatever the number of loans. An entry for every active
 * or overdue loan with an instalment on that day or arrears before it; none on a day the
 * organization does not collect. What was collected is the loan's completed payments dated that
 * day (never kept apart from them, so a rebuild loses nothing). Its figures come from the loan as
 * the loans screens read it: days overdue since the oldest unpaid instalment, arrears through the
 * numbered calendar (one lookup for the whole day, not one per loan). The collector is the
 * loan's own when active and unblocked; otherwise the organization's active, unblocked
 * collectors take the loans in turn, those with the fewest open entries that day first. Forced,
 * an entry nothing was collected on is rebuilt (only where a figure changed), one with
 * collections keeps its due figures, and one whose loan is no longer due goes. Answers how many
 * entries were written, or, forced, how many the day has.
 */
export async function generateEntries(tx: Executor, options: GenerateOptions): Promise<number> {
  const { organizationId, date, force } = options;
  // The day, the days before it the arrears count, and the next collection day (its cut-off).
  // For the rest of the transaction, memory to sort and hash a large organization's day without
  // spilling to disk, and no JIT compilation, which costs seconds and saves nothing here.
  // One generation of an organization's day at a time (the start-of-day job and a Refresh Data
  // may meet): the second waits for the first to commit, then sees its entries.
  await tx.execute(
    sql`select ensure_collection_calendar(${organizationId}::uuid, ${date}::date, ${date}::date + 14),
      set_config('work_mem', '64MB', true), set_config('jit', 'off', true),
      pg_advisory_xact_lock(hashtextextended(${`collection entries ${organizationId} ${date}`}, 0))`,
  );
  // A day without entries yet (the usual start of day) takes them without checking each one
  // for a conflict first: the unique key still refuses a second entry of a loan.
  const [existing] = await queryRows<{ any: boolean }>(
    tx,
    sql`select exists (select from daily_collection_entries
      where organization_id = ${organizationId} and collection_date = ${date}::date) as any`,
  );
  const firstOfDay = !force && existing?.any === false;
  const daysOverdue = sql`case when l.next_due_date < ${date}::date
    then ${date}::date - l.next_due_date else 0 end`;
  const dueCount = sql`greatest(0, least(l.instalment_count,
    coalesce(day.before_seq, -1000000000) - l.first_instalment_seq + 1))`;
  const arrears = sql`greatest(0, (case when ${dueCount} >= l.instalment_count then l.total_repayable
      else ${dueCount} * l.daily_repayment_amount end) - (l.total_repayable - l.remaining_amount))`;
  const expected = sql`least((due.days_overdue + 1) * due.daily, due.outstanding)`;
  const onConflict = force
    ? sql`on conflict (organization_id, loan_id, collection_date) do update set
        customer_id = excluded.customer_id,
        collector_id = coalesce(e.collector_id, excluded.collector_id),
        due_amount = case when e.collected_amount = 0 then excluded.due_amount else e.due_amount end,
        collected_amount = excluded.collected_amount,
        outstanding_amount = excluded.outstanding_amount,
        payment_status = case when e.collected_amount = 0 then excluded.payment_status
          else ${entryStatusSql(sql`e.due_amount`, sql`excluded.collected_amount`, sql`e.days_overdue`)} end,
        risk_priority = excluded.risk_priority,
        days_overdue = case when e.collected_amount = 0 then excluded.days_overdue else e.days_overdue end,
        accumulated_overdue = case when e.collected_amount = 0 then excluded.accumulated_overdue
          else e.accumulated_overdue end,
        updated_at = now()
      where (e.customer_id, e.collected_amount, e.outstanding_amount, e.risk_priority)
          is distinct from (excluded.customer_id, excluded.collected_amount,
            excluded.outstanding_amount, excluded.risk_priority)
        or (e.collector_id is null and excluded.collector_id is not null)
        or (e.collected_amount = 0 and (e.due_amount, e.days_overdue, e.accumulated_overdue,
            e.payment_status) is distinct from (excluded.due_amount, excluded.days_overdue,
            excluded.accumulated_overdue, excluded.payment_status))`
    : firstOfDay
      ? sql``
      : sql`on conflict (organization_id, loan_id, collection_date) do nothing`;
  const [row] = await queryRows<{ written: number }>(
    tx,
    sql`with day as materialized (
        select c.seq,
          (select b.seq from collection_calendar b
            where b.organization_id = c.organization_id and b.day < c.day
            order by b.day desc limit 1) as before_seq
        from collection_calendar c
        where c.organization_id = ${organizationId} and c.day = ${date}::date
      ),
      collectors as (
        select dc.id, row_number() over (order by coalesce(open.entries, 0), dc.name, dc.id) - 1 as turn,
          count(*) over () as how_many
        from debt_collectors dc
        left join (select collector_id, count(*) as entries from daily_collection_entries
          where organization_id = ${organizationId} and collection_date = ${date}::date
            and payment_status <> 'completed'
          group by collector_id) open on open.collector_id = dc.id
        where dc.organization_id = ${organizationId} and dc.is_active and not dc.is_blocked
      ),
      paid as (
        select p.loan_id, sum(p.amount) as amount from loan_payments p
        where p.organization_id = ${organizationId} and p.payment_date = ${date}::date
          and p.status = 'completed' and p.reversed_at is null
        group by p.loan_id
      ),
      due as (
        select l.id as loan_id, l.customer_id,
          own.id as own_collector,
          row_number() over (partition by own.id is null order by l.id) - 1 as turn,
          l.remaining_amount + coalesce(paid.amount, 0) as outstanding,
          coalesce(paid.amount, 0) as collected,
          ${daysOverdue} as days_overdue,
          ${arrears} as arrears,
          l.daily_repayment_amount as daily,
          cu.risk_level
        from day
        join loans l on l.organization_id = ${organizationId}
          and l.status in ('active', 'overdue') and l.first_instalment_seq is not null
          and (day.seq between l.first_instalment_seq and l.first_instalment_seq + l.instalment_count - 1
            or l.next_due_date < ${date}::date)
        join customers cu on cu.organization_id = l.organization_id and cu.id = l.customer_id
        left join paid on paid.loan_id = l.id
        left join debt_collectors own on own.organization_id = l.organization_id
          and own.id = l.collector_id and own.is_active and not own.is_blocked
        where l.remaining_amount + coalesce(paid.amount, 0) > 0
      ),
      ${
        force
          ? sql`dropped as (
              delete from daily_collection_entries e
              using loans l, day
              where e.organization_id = ${organizationId} and e.collection_date = ${date}::date
                and e.collected_amount = 0
                and l.organization_id = e.organization_id and l.id = e.loan_id
                and not (l.status in ('active', 'overdue') and l.first_instalment_seq is not null
                  and l.remaining_amount > 0
                  and (day.seq between l.first_instalment_seq
                      and l.first_instalment_seq + l.instalment_count - 1
                    or l.next_due_date < ${date}::date))
            ),`
          : sql``
      }
      written as (
        insert into daily_collection_entries as e (organization_id, loan_id, customer_id,
          collector_id, due_amount, collected_amount, outstanding_amount, payment_status,
          collection_date, risk_priority, days_overdue, accumulated_overdue)
        select ${organizationId}, due.loan_id, due.customer_id,
          coalesce(due.own_collector, turns.id),
          ${expected},
          due.collected, due.outstanding,
          ${entryStatusSql(expected, sql`due.collected`, sql`due.days_overdue`)},
          ${date}::date,
          ${riskPrioritySql(sql`due.days_overdue`, sql`due.risk_level`)},
          due.days_overdue, due.arrears
        from due
        left join collectors turns on due.own_collector is null
          and turns.turn = due.turn % turns.how_many
        ${onConflict}
        returning 1
      )
      select ${force ? sql`(select count(*)::int from due)` : sql`(select count(*)::int from written)`} as written`,
  );
  return row?.written ?? 0;
}

/**
 * POST /collections/generate: the entries of every organization of the caller's scope for a day
 * (default: each one's own today), one statement an organization. A day more than
 * COLLECTION_GENERATE_DAYS from an organization's today is refused, naming the field.
 */
export async function generateForScope(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  options: { date?: string; force: boolean },
): Promise<number> {
  const organizations = await queryRows<{ id: string; timezone: string }>(
    ctx.tx,
    sql`select o.id, o.timezone from organizations o where ${inScope(sql`o.id`)} order by o.id`,
  );
  let written = 0;
  for (const organization of organizations) {
    const today = calendarDayIn(organization.timezone, ctx.now);
    const date = options.date ?? today;
    if (Math.abs(daysBetween(today, date)) > COLLECTION_GENERATE_DAYS) {
      const message = COLLECTION_MESSAGES.dateOutOfRange;
      throw new AppError('VALIDATION_FAILED', message, {
        details: { fieldErrors: { date: [message] } },
      });
    }
    written += await generateEntries(ctx.tx, {
      organizationId: organization.id,
      date,
      force: options.force,
    });
  }
  return written;
}

/**
 * Every organization's entries for its own today, as the system (the demo seed; the route
 * suites): one statement an organization. Answers how many entries were written.
 */
export async function generateTodaysEntries(tx: Executor, now: Date): Promise<number> {
  const organizations = await queryRows<{ id: string; timezone: string }>(
    tx,
    sql`select id, timezone from organizations order by id`,
  );
  let written = 0;
  for (const organization of organizations) {
    written += await generateEntries(tx, {
      organizationId: organization.id,
      date: calendarDayIn(organization.timezone, now),
      force: false,
    });
  }
  return written;
}
