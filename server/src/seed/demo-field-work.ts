import {
  CashHandoverRequestSchema,
  CloseCollectorDayRequestSchema,
  CollectRequestSchema,
  CreatePromiseRequestSchema,
  CreateVisitRequestSchema,
  fromPaise,
  instantAtLocalHour,
  toPaise,
  type CreateVisitRequestInput,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection } from '../db/system.ts';
import { closeCollectorDay } from '../modules/collections/cash/close-collector-day.ts';
import { recordHandover } from '../modules/collections/cash/record-handover.ts';
import { collectOnEntry } from '../modules/collections/collect-on-entry.ts';
import {
  readFieldWorkLoan,
  recordPromise,
} from '../modules/collections/promises/record-promise.ts';
import { recordVisit } from '../modules/collections/visits/record-visit.ts';
import type { AgentCollectors, DemoDays } from './demo-collections.ts';
import type { RequestContext } from '../context/request-context.ts';
import { asDemoUser, type DemoSeed } from './demo-context.ts';

/** An agent's loan the demo's work is done on. */
export interface DemoLoan {
  id: string;
  loan_number: string;
  customer_id: string;
  /** The daily instalment, rupees as stored. */
  daily: string;
  /** The customer's pin (residential, else business). */
  latitude: number | null;
  longitude: number | null;
}

/** Which loan each piece of the demo's work is done on (demo-collections.ts picks them). */
export interface DemoPicks {
  /** Vikram's: promised three collection days back for yesterday, nothing paid. */
  broken: DemoLoan;
  /** Vikram's: collected on today by the agent, in full but the last (partial); the first kept a promise. */
  collected: DemoLoan[];
  /** Vikram's overdue loan: promised today, for the second collection day ahead. */
  promisedByAgent: DemoLoan;
  /** Anil's: visited today, not home, promised for the next collection day. */
  notHome: DemoLoan;
  /** Anil's: visited today and paid. */
  paidVisit: DemoLoan;
  /** Anil's: visited today about 2 km from the customer's pin (a far visit). */
  farVisit: DemoLoan;
  /** Anil's: paid and partly paid at visits yesterday, the day closed short. */
  pastVisits: DemoLoan[];
}

interface DemoWork {
  picks: DemoPicks;
  days: DemoDays;
  collectors: AgentCollectors;
}

const MINUTE_MS = 60_000;
const AGENT = 'agent@acme.test';
const FIELD_AGENT = 'field@acme.test';
const MANAGER = 'manager@acme.test';

const times = (loan: DemoLoan, count: number) => fromPaise(toPaise(Number(loan.daily)) * count);
/** Half the amount, in whole rupees. */
const halfOf = (paise: number) => fromPaise(Math.max(100, Math.floor(paise / 200) * 100));

/** Where the device was: `metresNorth` of the customer's pin (none when the pin is unknown). */
function positionNear(loan: DemoLoan, metresNorth: number, accuracy: number) {
  if (loan.latitude === null || loan.longitude === null) return {};
  return {
    latitude: Number((loan.latitude + metresNorth / 111_320).toFixed(6)),
    longitude: loan.longitude,
    accuracy,
  };
}

type Work = (ctx: RequestContext) => Promise<unknown>;

/**
 * A demo user's steps, each at its own time, in one transaction: what they did over the day as
 * one unit of the seed (a transaction a step would cost more than the steps themselves).
 */
function actAs(seed: DemoSeed, email: string, steps: readonly (readonly [Date, Work])[]) {
  return asDemoUser(
    seed,
    email,
    async (ctx) => {
      for (const [at, work] of steps) await work({ ...ctx, now: at });
    },
    steps[0]![0],
  );
}

const visit =
  (loanId: string, body: CreateVisitRequestInput): Work =>
  (ctx) =>
    recordVisit(ctx, { loanId, body: CreateVisitRequestSchema.parse(body) });

const promise =
  (loanId: string, amount: number, promisedDate: string, note: string): Work =>
  async (ctx) =>
    recordPromise(ctx, {
      loan: await readFieldWorkLoan(ctx, loanId),
      body: CreatePromiseRequestSchema.parse({ amount, promised_date: promisedDate, note }),
    });

const handover =
  (collectorId: string, amount: number, date: string, note: string): Work =>
  (ctx) =>
    recordHandover(
      ctx,
      CashHandoverRequestSchema.parse({ collector_id: collectorId, amount, date, note }),
    );

/**
 * Before the demo day, each at its own time: the agent's promise three collection days back for
 * yesterday, never paid (broken, the broken-promise alert); the agent's promise two days back for
 * today, which today's collection keeps; yesterday, Anil's paid and partial visits, his handover
 * of the paid visit's cash only, and the manager closing his day short (the cash variance alert).
 */
export async function seedPastDaysWork(seed: DemoSeed, work: DemoWork): Promise<void> {
  const { picks, days, collectors } = work;
  const [yesterday, twoDaysBack, threeDaysBack] = days.before as [string, string, string];
  const at = (day: string, hour: number, minutes = 0) =>
    new Date(instantAtLocalHour(days.timezone, day, hour).getTime() + minutes * MINUTE_MS);
  const kept = picks.collected[0]!;
  const [paid, partial] = picks.pastVisits as [DemoLoan, DemoLoan];

  await actAs(seed, AGENT, [
    [
      at(threeDaysBack, 11),
      promise(
        picks.broken.id,
        times(picks.broken, 2),
        yesterday,
        'Will pay after the weekly market',
      ),
    ],
    [at(twoDaysBack, 10, 30), promise(kept.id, times(kept, 1), days.day, 'Pays on the next visit')],
  ]);
  await actAs(seed, FIELD_AGENT, [
    [
      at(yesterday, 11),
      visit(paid.id, { outcome: 'paid', amount: times(paid, 1), ...positionNear(paid, 20, 12) }),
    ],
    [
      at(yesterday, 15),
      visit(partial.id, {
        outcome: 'partial',
        amount: halfOf(toPaise(Number(partial.daily))),
        note: 'Sales were slow; paid part of the instalment',
        ...positionNear(partial, 35, 15),
      }),
    ],
  ]);
  await actAs(seed, MANAGER, [
    [at(yesterday, 18), handover(collectors.field, times(paid, 1), yesterday, 'Evening deposit')],
    [
      at(yesterday, 18, 30),
      (ctx) =>
        closeCollectorDay(
          ctx,
          CloseCollectorDayRequestSchema.parse({
            collector_id: collectors.field,
            date: yesterday,
            note: 'Partial payment cash not handed over; to follow up',
          }),
        ),
    ],
  ]);
}

/**
 * The demo day's work, in the hours before `days.now` (never before the day's start): Anil's
 * visits (not home with a promise for the next collection day, paid, one far from the customer's
 * pin); the agent's promise on an overdue loan; the agent marking four of today's entries
 * collected (the last partly, one by UPI); and the manager receiving the agent's cash but the
 * partial collection's, so the cash screen shows a variance.
 */
export async function seedDemoDayWork(seed: DemoSeed, work: DemoWork): Promise<void> {
  const { picks, days, collectors } = work;
  const dayStart = instantAtLocalHour(days.timezone, days.day, 0).getTime();
  const before = (minutes: number) =>
    new Date(Math.max(dayStart, days.now.getTime() - minutes * MINUTE_MS));

  await actAs(seed, FIELD_AGENT, [
    [
      before(150),
      visit(picks.notHome.id, {
        outcome: 'not_home',
        note: 'Shop closed; neighbour says back tomorrow',
        ...positionNear(picks.notHome, 15, 10),
        promised_amount: times(picks.notHome, 2),
        promised_date: days.after[0],
      }),
    ],
    [
      before(120),
      visit(picks.paidVisit.id, {
        outcome: 'paid',
        amount: times(picks.paidVisit, 1),
        ...positionNear(picks.paidVisit, 25, 12),
      }),
    ],
    [
      before(90),
      visit(picks.farVisit.id, {
        outcome: 'refused',
        note: 'Customer refused to pay at the market stall',
        ...positionNear(picks.farVisit, 2_200, 25),
      }),
    ],
  ]);

  const entries = await queryRows<{ loan_id: string; id: string; still_due: string }>(
    ownerConnection(seed.database),
    sql`select e.loan_id, e.id, (e.due_amount - e.collected_amount)::text as still_due
        from daily_collection_entries e
        where e.collection_date = ${days.day}::date
          and e.loan_id in (${sql.join(
            picks.collected.map((loan) => sql`${loan.id}::uuid`),
            sql`, `,
          )})`,
  );
  const methods = ['cash', 'cash', 'upi', 'cash'] as const;
  let handedOverPaise = 0;
  const collections = picks.collected.map((loan, index): readonly [Date, Work] => {
    const entry = entries.find((row) => row.loan_id === loan.id);
    if (!entry) throw new Error(`No collection entry for ${loan.loan_number} on ${days.day}`);
    const duePaise = toPaise(Number(entry.still_due));
    const isPartial = index === picks.collected.length - 1;
    const amount = isPartial ? halfOf(duePaise) : fromPaise(duePaise);
    if (methods[index] === 'cash' && !isPartial) handedOverPaise += toPaise(amount);
    const body = CollectRequestSchema.parse({
      amount,
      payment_method: methods[index],
      ...(isPartial && { notes: 'Paid half; the rest at the next visit' }),
    });
    return [before(60 - index * 10), (ctx) => collectOnEntry(ctx, { entryId: entry.id, body })];
  });
  await actAs(seed, AGENT, [
    [
      before(75),
      promise(
        picks.promisedByAgent.id,
        times(picks.promisedByAgent, 3),
        days.after[1]!,
        'Salary of the family member comes in',
      ),
    ],
    ...collections,
  ]);
  await actAs(seed, MANAGER, [
    [
      before(10),
      handover(collectors.agent, fromPaise(handedOverPaise), days.day, 'Morning collections'),
    ],
  ]);
}
