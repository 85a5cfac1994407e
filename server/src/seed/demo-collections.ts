import { calendarDayIn, instantAtLocalHour } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { generateEntries } from '../modules/collections/generate-entries.ts';
import type { DocumentStorage } from '../storage/document-storage.ts';
import type { DemoLender, DemoSeed } from './demo-context.ts';
import { seedExpiringDocument } from './demo-document.ts';
import {
  seedDemoDayWork,
  seedPastDaysWork,
  type DemoLoan,
  type DemoPicks,
} from './demo-field-work.ts';

/**
 * The collection days around the demo day, in Acme's calendar: `day` is the latest collection
 * day on or before Acme's today (today itself unless it is a weekend or a holiday), `before[k]`
 * the (k + 1)-th collection day before it, `after[k]` the (k + 1)-th after it.
 */
export interface DemoDays {
  timezone: string;
  day: string;
  before: string[];
  after: string[];
  /**
   * The instant the demo day's work is done by: `now`, or 18:00 of the demo day when today is no
   * collection day.
   */
  now: Date;
}

/**
 * Issue 11's demo data, after the loans (demo.ts): in the order it would have happened.
 * 1. Each of Acme's loans in collection gets its own collector, in turn among its active ones,
 *    the loans the demo's work is done on going to the collectors the agents work as (Vikram
 *    Singh for agent@acme.test, Anil Yadav for field@acme.test), so their 'Mine' lists fill.
 *    The other lenders' loans keep none: each day's entries share them out.
 * 2. The days before: a promise the customer broke, a promise to be kept, and a day of Anil's
 *    closed with cash short (demo-field-work.ts).
 * 3. Each lender's entries of its latest collection day, as its start of day would write them.
 *    On a weekend or a holiday the organization collects nothing today, so the Due Today screen
 *    of today is empty by the rules; the entries and the demo day's work are those of the latest
 *    collection day (Friday's on a Saturday), where GET /collections?date= and the route suites
 *    (which move their clock back to it) find them.
 * 4. The demo day's work: visits, promises, collections and a handover (demo-field-work.ts),
 *    and a document expiring within the week (demo-document.ts).
 * The loans' collectors are part of the generated loan history (demo-loans.ts, no audit rows) and
 * the entries are written as the start-of-day job writes them; all the rest goes through the
 * services as a demo user, with its audit rows. About 0.4 s on PGlite, most of it the services.
 */
export async function seedCollections(
  seed: DemoSeed,
  options: { now: Date; documentStorage: DocumentStorage },
): Promise<void> {
  const owner = ownerConnection(seed.database);
  const lenders = (Object.keys(seed.organizationIds) as (keyof DemoSeed['organizationIds'])[])
    .filter((key): key is DemoLender => key !== 'platform')
    .map((key) => seed.organizationIds[key]);
  const calendars = await collectionDays(owner, lenders, options.now);
  const acme = seed.organizationIds.acme;
  const days = demoDays(calendars.get(acme)!, options.now);
  const collectors = await agentCollectors(owner, acme);
  const picks = await pickLoans(owner, acme, days);
  await assignLoans(owner, acme, { collectors, picks });
  await seedPastDaysWork(seed, { picks, days, collectors });
  await runSystem(owner, async (tx) => {
    for (const [organizationId, calendar] of calendars) {
      await generateEntries(tx, {
        organizationId,
        date: latestDayOf(calendar.days, calendar.today),
        force: false,
      });
    }
  });
  await seedDemoDayWork(seed, { picks, days, collectors });
  await seedExpiringDocument(seed, {
    storage: options.documentStorage,
    organizationId: acme,
    customerId: picks.collected[1]!.customer_id,
    days,
  });
}

interface Calendar {
  timezone: string;
  today: string;
  /** Collection days from three weeks before today to three weeks after, ascending. */
  days: string[];
}

/** Each lender's collection days around its today (its calendar made to reach them first). */
async function collectionDays(
  db: Db,
  organizationIds: readonly string[],
  now: Date,
): Promise<Map<string, Calendar>> {
  const ids = sql`array[${sql.join(
    organizationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const today = sql`(${now.toISOString()}::timestamptz at time zone o.timezone)::date`;
  await db.execute(
    sql`select ensure_collection_calendar(o.id, ${today} - 21, ${today} + 21)
        from organizations o where o.id = any(${ids})`,
  );
  const rows = await queryRows<{ id: string; timezone: string; days: string[] }>(
    db,
    sql`select o.id, o.timezone,
          array(select to_char(c.day, 'YYYY-MM-DD') from collection_calendar c
            where c.organization_id = o.id and c.day between ${today} - 21 and ${today} + 21
            order by c.day) as days
        from organizations o where o.id = any(${ids}) order by o.id`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { timezone: row.timezone, today: calendarDayIn(row.timezone, now), days: row.days },
    ]),
  );
}

function latestDayOf(days: readonly string[], today: string): string {
  const latest = days.filter((day) => day <= today).at(-1);
  if (!latest) throw new Error(`No collection day in the three weeks up to ${today}`);
  return latest;
}

function demoDays(calendar: Calendar, now: Date): DemoDays {
  const day = latestDayOf(calendar.days, calendar.today);
  const before = calendar.days.filter((candidate) => candidate < day).reverse();
  const after = calendar.days.filter((candidate) => candidate > day);
  if (before.length < 3 || after.length < 2) throw new Error('Too few collection days around');
  return {
    timezone: calendar.timezone,
    day,
    before,
    after,
    now: day === calendar.today ? now : instantAtLocalHour(calendar.timezone, day, 18),
  };
}

/** The collectors the demo agents work as (demo-collectors.ts links them). */
export interface AgentCollectors {
  /** agent@acme.test's, Vikram Singh. */
  agent: string;
  /** field@acme.test's, Anil Yadav. */
  field: string;
}

async function agentCollectors(db: Db, organizationId: string): Promise<AgentCollectors> {
  const rows = await queryRows<{ email: string; id: string }>(
    db,
    sql`select u.email, dc.id from debt_collectors dc join users u on u.id = dc.user_id
        where dc.organization_id = ${organizationId}
          and u.email in ('agent@acme.test', 'field@acme.test')`,
  );
  const idOf = (email: string) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`No collector works as ${email}`);
    return row.id;
  };
  return { agent: idOf('agent@acme.test'), field: idOf('field@acme.test') };
}

/**
 * One statement: each of the organization's loans in collection gets its own collector, the
 * picked loans the agent's or the field agent's, the others in turn (loan-number order) among
 * its active, unblocked collectors by name.
 */
async function assignLoans(
  db: Db,
  organizationId: string,
  options: { collectors: AgentCollectors; picks: DemoPicks },
) {
  const { collectors, picks } = options;
  const pickedBy = (loans: DemoLoan[], collectorId: string) =>
    loans.map((loan) => sql`(${loan.id}::uuid, ${collectorId}::uuid)`);
  const picked = [
    ...pickedBy([picks.broken, picks.promisedByAgent, ...picks.collected], collectors.agent),
    ...pickedBy(
      [picks.notHome, picks.paidVisit, picks.farVisit, ...picks.pastVisits],
      collectors.field,
    ),
  ];
  await db.execute(
    sql`update loans l set collector_id = coalesce(picked.collector_id, turns.id)
        from (select id, row_number() over (order by loan_number) - 1 as n from loans
            where organization_id = ${organizationId} and status in ('active', 'overdue')) s
          left join (values ${sql.join(picked, sql`, `)}) as picked (loan_id, collector_id)
            on picked.loan_id = s.id
          join (select id, row_number() over (order by name, id) - 1 as turn,
              count(*) over () as how_many
            from debt_collectors
            where organization_id = ${organizationId} and is_active and not is_blocked) turns
            on turns.turn = s.n % turns.how_many
        where l.organization_id = ${organizationId} and l.id = s.id`,
  );
}

/**
 * The loans the demo's work is done on, in one statement, the lowest loan numbers of each kind:
 * `current` (active, not behind, nothing paid on the demo day, a few instalments left),
 * `quiet` (overdue, nothing paid since the promise that will be broken was made) and `behind`
 * (the other overdue ones), each with a few instalments still owed.
 */
async function pickLoans(db: Db, organizationId: string, days: DemoDays): Promise<DemoPicks> {
  const paidSince = (day: string) => sql`exists (select 1 from loan_payments p
    where p.organization_id = l.organization_id and p.loan_id = l.id and p.payment_date >= ${day}::date)`;
  const rows = await queryRows<DemoLoan & { kind: string }>(
    db,
    sql`select * from (
        select k.*, row_number() over (partition by k.kind order by k.loan_number) as n
        from (
          select l.id, l.loan_number, l.customer_id, l.daily_repayment_amount::text as daily,
            coalesce(c.residential_latitude, c.business_latitude)::float8 as latitude,
            (case when c.residential_latitude is not null then c.residential_longitude
              else c.business_longitude end)::float8 as longitude,
            case
              when l.status = 'active' and l.next_due_date >= ${days.day}::date
                and l.due_date > ${days.after[1]}::date
                and l.disbursement_date < ${days.before[2]}::date
                and not ${paidSince(days.day)} then 'current'
              when l.status = 'overdue' and l.remaining_amount >= 3 * l.daily_repayment_amount
                then case when ${paidSince(days.before[2]!)} then 'behind' else 'quiet' end
            end as kind
          from loans l
          join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
          where l.organization_id = ${organizationId}
        ) k where k.kind is not null
      ) ranked where ranked.n <= 8
      order by ranked.kind, ranked.n`,
  );
  const current = rows.filter((row) => row.kind === 'current');
  const quiet = rows.filter((row) => row.kind === 'quiet');
  const overdue = [...rows.filter((row) => row.kind === 'behind'), ...quiet.slice(1)];
  const take = (loans: DemoLoan[], what: string): DemoLoan => {
    const loan = loans.shift();
    if (!loan) throw new Error(`The demo loans have no ${what} loan for the collections demo`);
    return loan;
  };
  return {
    broken: take(quiet, 'overdue, unpaid'),
    collected: [1, 2, 3, 4].map(() => take(current, 'current')),
    promisedByAgent: take(overdue, 'overdue'),
    notHome: take(overdue, 'overdue'),
    paidVisit: take(current, 'current'),
    farVisit: take(current, 'current'),
    pastVisits: [1, 2].map(() => take(current, 'current')),
  };
}
