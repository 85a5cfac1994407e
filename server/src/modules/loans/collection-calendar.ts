import { addDays, calendarDayIn } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';

/**
 * The organization calendar's SQL side (migration 0016): instalment k of a loan falls on the
 * collection day numbered first_instalment_seq + k - 1, so dates are one indexed lookup and a
 * change of holidays moves every instalment not yet due.
 */

/** The collection day numbered `seq` in the loan row `l`'s organization. */
export const collectionDayAt = (seq: SQL) =>
  sql`(select c.day from collection_calendar c
        where c.organization_id = l.organization_id and c.seq = ${seq})`;

/**
 * The loan row `l`'s due date (its last instalment) and the date of its oldest instalment not
 * fully paid (null when nothing remains). Every instalment but the last is the daily amount, so
 * the oldest not fully paid is number floor(paid / daily) + 1.
 */
export const LOAN_DATES = {
  due_date: collectionDayAt(sql`l.first_instalment_seq + l.instalment_count - 1`),
  next_due_date: sql`case when l.remaining_amount > 0 then ${collectionDayAt(
    sql`l.first_instalment_seq
      + floor((l.total_repayable - l.remaining_amount) / l.daily_repayment_amount)::int`,
  )} end`,
};

/**
 * The status rule of core disbursedLoanStatus in SQL, for the loan row `l` on `today`: completed
 * when nothing remains; overdue while more than 7 days in arrears or past the due date; else
 * active. Only for disbursed loans.
 */
export const disbursedStatusOn = (today: SQL) =>
  sql`case when l.remaining_amount = 0 then 'completed'
        when (${today}::date - l.next_due_date) > 7 or ${today}::date > l.due_date then 'overdue'
        else 'active' end`;

/**
 * Refreshes the dates and the status of disbursed loans matching `where` (on table alias l),
 * each on its organization's today: after a payment, a reversal, a calendar change, or at the
 * start of a day. Set-based: one statement for the dates, one for the statuses that change.
 */
export async function refreshLoanStanding(
  tx: Executor,
  options: { where: SQL; now: Date },
): Promise<void> {
  const today = sql`(${options.now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  await tx.execute(sql`
    update loans l set
      due_date = ${LOAN_DATES.due_date},
      next_due_date = ${LOAN_DATES.next_due_date}
    where ${inScope(sql`l.organization_id`)} and ${options.where}
      and l.first_instalment_seq is not null`);
  await tx.execute(sql`
    update loans l set status = ${disbursedStatusOn(today)}
    from organizations o
    where o.id = l.organization_id and ${inScope(sql`l.organization_id`)} and ${options.where}
      and l.status in ('active', 'overdue', 'completed')
      and l.status <> ${disbursedStatusOn(today)}`);
}

/** Makes the calendar number every day from `from` through `through`. */
async function ensureCalendar(
  tx: Executor,
  options: { organizationId: string; from: string; through: string },
): Promise<void> {
  await tx.execute(
    sql`select ensure_collection_calendar(${options.organizationId}::uuid, ${options.from}::date, ${options.through}::date)`,
  );
}

/** Extends the calendar until it numbers `seq` (a loan's last instalment). */
export async function extendCalendarTo(
  tx: Executor,
  organizationId: string,
  seq: number,
): Promise<void> {
  await tx.execute(sql`select extend_collection_calendar_to(${organizationId}::uuid, ${seq}::int)`);
}

/** The number of the first collection day after `day` (the first instalment's). */
export async function firstCollectionSeqAfter(
  tx: Executor,
  organizationId: string,
  day: string,
): Promise<number> {
  await ensureCalendar(tx, { organizationId, from: addDays(day, -14), through: addDays(day, 60) });
  const [row] = await queryRows<{ seq: number }>(
    tx,
    sql`select seq from collection_calendar
        where organization_id = ${organizationId} and day > ${day}::date
        order by day limit 1`,
  );
  if (!row) throw new Error(`no collection day after ${day}`);
  return Number(row.seq);
}

/** The dates of the collection days numbered first..last. */
export async function collectionDays(
  tx: Executor,
  options: { organizationId: string; first: number; last: number },
): Promise<string[]> {
  await extendCalendarTo(tx, options.organizationId, options.last);
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`select to_char(day, 'YYYY-MM-DD') as day from collection_calendar
        where organization_id = ${options.organizationId}
          and seq between ${options.first} and ${options.last}
        order by seq`,
  );
  return rows.map((row) => row.day);
}

/**
 * After a change of collection days or holidays (PATCH /organizations/:id): the calendar is
 * numbered again from tomorrow in the organization's timezone, so instalments not yet due move
 * (a holiday added later moves the ones on it, and those after, by one collection day); then
 * every disbursed loan's dates and status follow.
 */
export async function reshapeCollectionCalendar(
  ctx: Pick<RequestContext, 'tx' | 'now'>,
  organization: { id: string; timezone: string },
): Promise<void> {
  const today = calendarDayIn(organization.timezone, ctx.now);
  await ctx.tx.execute(
    sql`select reshape_collection_calendar(${organization.id}::uuid, ${addDays(today, 1)}::date)`,
  );
  await ctx.tx.execute(
    sql`select extend_collection_calendar_to(${organization.id}::uuid, max(first_instalment_seq + instalment_count - 1))
        from loans where organization_id = ${organization.id} and first_instalment_seq is not null
        having count(*) > 0`,
  );
  await refreshLoanStanding(ctx.tx, {
    where: sql`l.organization_id = ${organization.id} and l.status in ('active', 'overdue')`,
    now: ctx.now,
  });
}
