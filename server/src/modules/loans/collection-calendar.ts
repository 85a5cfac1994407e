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

/**
 * The collection day numbered `seq` in organization `organizationId`, read by the calendar's
 * (organization_id, seq) key. Both must be plain columns (of an outer query): the calendar is
 * under row-level security, which lets only leakproof conditions into an index scan, and
 * arithmetic is not leakproof (seq = l.first_instalment_seq + 1 would read the organization's
 * whole calendar). Statements work the numbers out in a subquery of their own (offset 0).
 */
const collectionDayAt = (organizationId: SQL, seq: SQL) =>
  sql`(select c.day from collection_calendar c
        where c.organization_id = ${organizationId} and c.seq = ${seq})`;

/**
 * The number of the oldest instalment of the loan row `loan` not fully paid when `remaining`
 * remains: every instalment but the last is the daily amount, so it is floor(paid / daily) + 1.
 */
export const nextInstalmentSeq = (loan: SQL, remaining: SQL) =>
  sql`${loan}.first_instalment_seq
    + floor((${loan}.total_repayable - ${remaining}) / ${loan}.daily_repayment_amount)::int`;

/**
 * The status rule of core disbursedLoanStatus in SQL, for the loan row `l` on `today`: completed
 * when nothing remains; overdue while more than 7 days in arrears or past the due date; else
 * active. Only for disbursed loans. `standing` replaces the row's remaining amount and oldest
 * unpaid date when the statement changes them.
 */
export const disbursedStatusOn = (
  today: SQL,
  standing: { remaining: SQL; nextDueDate: SQL } = {
    remaining: sql`l.remaining_amount`,
    nextDueDate: sql`l.next_due_date`,
  },
) =>
  sql`case when ${standing.remaining} = 0 then 'completed'
        when (${today}::date - ${standing.nextDueDate}) > 7 or ${today}::date > l.due_date
          then 'overdue'
        else 'active' end`;

/**
 * Refreshes the dates and the status of disbursed loans matching `where` (on table alias l),
 * each on its organization's today: after a disbursement, a calendar change, or at the start of
 * a day. Set-based: one statement for the dates, one for the statuses that change.
 */
export async function refreshLoanStanding(
  tx: Executor,
  options: { where: SQL; now: Date },
): Promise<void> {
  const today = sql`(${options.now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  // The loan's due date (its last instalment) and the date of its oldest instalment not fully
  // paid (null when nothing remains), each read by the calendar's key (collectionDayAt).
  await tx.execute(sql`
    update loans l set due_date = x.due_date, next_due_date = x.next_due_date
    from (
      select k.organization_id, k.id,
        ${collectionDayAt(sql`k.organization_id`, sql`k.due_seq`)} as due_date,
        case when k.remaining_amount > 0
          then ${collectionDayAt(sql`k.organization_id`, sql`k.next_seq`)} end as next_due_date
      from (
        select l.organization_id, l.id, l.remaining_amount,
          l.first_instalment_seq + l.instalment_count - 1 as due_seq,
          ${nextInstalmentSeq(sql`l`, sql`l.remaining_amount`)} as next_seq
        from loans l
        where ${inScope(sql`l.organization_id`)} and ${options.where}
          and l.first_instalment_seq is not null
        offset 0
      ) k
    ) x
    where ${inScope(sql`l.organization_id`)} and l.organization_id = x.organization_id
      and l.id = x.id`);
  await tx.execute(sql`
    update loans l set status = ${disbursedStatusOn(today)}
    from organizations o
    where o.id = l.organization_id and ${inScope(sql`l.organization_id`)} and ${options.where}
      and l.status in ('active', 'overdue', 'completed')
      and l.status <> ${disbursedStatusOn(today)}`);
}

/** Money received (a negative change) or given back (positive) on one disbursed loan. */
export interface LoanBalanceChange {
  organizationId: string;
  loanId: string;
  /** Rupees, 2 decimals, as stored; signed. */
  amount: string;
  /**
   * The day the money changed hands (a payment's date, YYYY-MM-DD); none: today. The days
   * overdue the loan had reached by then are kept in max_days_overdue before its oldest unpaid
   * instalment moves on (docs/decisions/0064).
   */
  effectiveDate?: string;
  /**
   * The date of the payment the change books or reverses (YYYY-MM-DD; a payment's: its
   * effectiveDate). The loan keeps the day of its latest payments and their sum
   * (last_paid_on, paid_on_last_day: a payment dated later starts the day over, one dated that
   * day adds to it, the reversal of one dated that day takes it away).
   */
  paidOn?: string;
}

/**
 * The statement that moves the remaining amount of disbursed loans (payments lower it,
 * reversals raise it) and, in the same row version, the oldest unpaid date and the status on
 * each organization's today: an instalment paid, a loan caught up (overdue → active),
 * completed, or reopened by a reversal. The due date stays: only the calendar moves it. Changes
 * to one loan are added together. The caller holds the loans' row locks and has checked the
 * amounts; the loans table's own check refuses a remaining amount outside 0..total_repayable
 * anyway. At least one change; sent alone or with the change's other writes (db/together.ts).
 */
export function loanBalancesStatement(changes: readonly LoanBalanceChange[], now: Date): SQL {
  const rows = sql.join(
    changes.map(
      (change) =>
        sql`(${change.organizationId}::uuid, ${change.loanId}::uuid, ${change.amount}::numeric, ${change.effectiveDate ?? null}::date, ${change.paidOn ?? change.effectiveDate ?? null}::date)`,
    ),
    sql`, `,
  );
  // The new remaining amount, the number of the oldest instalment not fully paid and today are
  // worked out first, in a subquery of their own (offset 0), so the calendar is read by its key
  // (collectionDayAt).
  return sql`
    update loans l set
      remaining_amount = x.remaining,
      next_due_date = x.next_due_date,
      max_days_overdue = greatest(l.max_days_overdue, x.reached),
      last_paid_on = x.last_paid_on,
      paid_on_last_day = x.paid_on_last_day,
      status = case when l.status in ('active', 'overdue', 'completed')
        then ${disbursedStatusOn(sql`x.today`, {
          remaining: sql`x.remaining`,
          nextDueDate: sql`x.next_due_date`,
        })} else l.status end,
      updated_at = ${now}
    from (
      select k.organization_id, k.id, k.remaining, k.today, k.reached, k.last_paid_on,
        k.paid_on_last_day,
        case when k.remaining > 0
          then ${collectionDayAt(sql`k.organization_id`, sql`k.next_seq`)} end as next_due_date
      from (
        select b.organization_id, b.id, b.remaining_amount + moved.amount as remaining,
          ${nextInstalmentSeq(sql`b`, sql`(b.remaining_amount + moved.amount)`)} as next_seq,
          (${now.toISOString()}::timestamptz at time zone o.timezone)::date as today,
          -- The days overdue reached when the earliest of the changes took effect.
          coalesce(least(moved.effective,
              (${now.toISOString()}::timestamptz at time zone o.timezone)::date)
            - b.next_due_date, 0) as reached,
          greatest(b.last_paid_on, moved.newest) as last_paid_on,
          -- A later day starts over; what the changes dated the (new) latest day move is added.
          case when b.last_paid_on is null or moved.newest > b.last_paid_on then 0
            else b.paid_on_last_day end
            - coalesce((select sum(d.amount) from unnest(moved.days, moved.amounts) d (day, amount)
                where d.day = greatest(b.last_paid_on, moved.newest)), 0) as paid_on_last_day
        from (select organization_id, loan_id, sum(amount) as amount, min(effective) as effective,
                max(paid_on) filter (where amount < 0) as newest, array_agg(paid_on) as days,
                array_agg(amount) as amounts
              from (values ${rows}) as c (organization_id, loan_id, amount, effective, paid_on)
              group by organization_id, loan_id) moved
        join loans b on b.organization_id = moved.organization_id and b.id = moved.loan_id
        join organizations o on o.id = moved.organization_id
        where ${inScope(sql`b.organization_id`)}
        offset 0
      ) k
    ) x
    where ${inScope(sql`l.organization_id`)} and l.organization_id = x.organization_id and l.id = x.id`;
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
