import { addDays, toPaise, type ExpectedCollectionRow } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerConnection, runSystem } from '../../../db/system.ts';
import { checkWholeLedger } from '../../../jobs/check-whole-ledger.ts';
import { lendingCallers } from '../../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  assignLoan,
  disbursedLoan,
  onAWeekday,
  plainCollector,
  todayOf,
  type ScheduledLoan,
} from '../field-work-test-helpers.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const DAYS = 60;
let collector: string;
let today: string;

/** A loan of the test with what was paid on it, by payment date, in paise. */
interface Case {
  loan: ScheduledLoan;
  payments: Record<string, number>;
  completed: boolean;
}
const cases: Case[] = [];

async function pay(loan: ScheduledLoan, amount: number, date: string): Promise<string> {
  const response = await manager()('POST', `/loans/${loan.id}/payments`, {
    amount,
    payment_method: 'cash',
    payment_date: date,
  });
  expect(response.statusCode).toBe(201);
  return response.json().payment.id as string;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  onAWeekday(testApp);
  await signIn('manager@acme.test', 'admin@beacon.test');
  today = todayOf(testApp);
  collector = await plainCollector(testApp, 'manager@acme.test', 'Forecast');
  // 100 instalments of 100; 150 paid two days back (not all days are collection days) and 250
  // today.
  const steady = await disbursedLoan(testApp, manager(), { lastName: 'Steady' });
  await pay(steady, 150, addDays(today, -2));
  await pay(steady, 250, today);
  // And 40 more today, reversed: today counts the day as it started all the same.
  const undone = await pay(steady, 40, today);
  expect(
    (await manager()('POST', `/payments/${undone}/reverse`, { reason: 'Twice' })).statusCode,
  ).toBe(200);
  // 30 instalments of 33.34, the last 33.14; 500 paid ahead today: later instalments are
  // covered, one in part.
  const ahead = await disbursedLoan(testApp, manager(), {
    lastName: 'Ahead',
    principal: 1_000,
    days: 30,
  });
  await pay(ahead, 500, today);
  // A payment two days back, reversed: it counts nowhere.
  const reversed = await pay(ahead, 70, addDays(today, -2));
  const reversal = await manager()('POST', `/payments/${reversed}/reverse`, { reason: 'Typo' });
  expect(reversal.statusCode).toBe(200);
  // Repaid whole three days back: its instalments after that day are due no more.
  const repaid = await disbursedLoan(testApp, manager(), {
    lastName: 'Repaid',
    principal: 1_000,
    days: 30,
  });
  await pay(repaid, repaid.remaining_amount, addDays(today, -3));
  // Repaid whole on the collection day before today: its instalments stop just before today,
  // on the day the loans paid today change.
  const lately = await disbursedLoan(testApp, manager(), {
    lastName: 'Lately',
    principal: 1_000,
    days: 30,
  });
  const dayBefore = lately.schedule.filter((instalment) => instalment.date < today).at(-1)!.date;
  await pay(lately, lately.remaining_amount, dayBefore);
  for (const loan of [steady, ahead, repaid, lately]) {
    await assignLoan(testApp, loan.id, collector);
  }
  cases.push(
    { loan: steady, payments: { [addDays(today, -2)]: 15_000, [today]: 25_000 }, completed: false },
    { loan: ahead, payments: { [today]: 50_000 }, completed: false },
    {
      loan: repaid,
      payments: { [addDays(today, -3)]: toPaise(repaid.remaining_amount) },
      completed: true,
    },
    {
      loan: lately,
      payments: { [dayBefore]: toPaise(lately.remaining_amount) },
      completed: true,
    },
  );
}, 60_000);
afterAll(() => testApp.close());

/**
 * The figures worked out from each loan's schedule as GET /loans/:id shows it, instalment by
 * instalment, in paise: { date: [due, count, collected] }.
 */
function handComputed(): Map<string, [number, number, number]> {
  const days = new Map<string, [number, number, number]>();
  const add = (date: string, due: number, count: number, collected: number) => {
    const [d, c, k] = days.get(date) ?? [0, 0, 0];
    days.set(date, [d + due, c + count, k + collected]);
  };
  for (const { loan, payments, completed } of cases) {
    const paidNow = Object.values(payments).reduce((sum, paise) => sum + paise, 0);
    const paidStart = paidNow - (payments[today] ?? 0);
    const repaidOn = completed ? Object.keys(payments).sort().at(-1)! : undefined;
    let cumulative = 0;
    for (const instalment of loan.schedule) {
      const amount = toPaise(instalment.amount);
      cumulative += amount;
      const { date } = instalment;
      if (date < addDays(today, -DAYS) || date > addDays(today, DAYS - 1)) continue;
      if (date < today) {
        if (!repaidOn || date <= repaidOn) add(date, amount, 1, 0);
        continue;
      }
      if (completed && date > today) continue;
      const paid = date === today ? paidStart : paidNow;
      const rest = Math.min(amount, Math.max(0, cumulative - paid));
      if (rest > 0) add(date, rest, 1, 0);
    }
    for (const [date, paise] of Object.entries(payments)) add(date, 0, 0, paise);
  }
  return days;
}

async function expected(query: string, caller = manager()) {
  const response = await caller('GET', `/collections/expected${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    today: string;
    from: string;
    to: string;
    data: ExpectedCollectionRow[];
  };
}

describe('GET /api/v1/collections/expected', () => {
  it("matches the loans' schedules and payments, day by day, for the collector", async () => {
    const answer = await expected(`?days=${DAYS}&group=collector`);
    expect(answer).toMatchObject({
      today,
      from: addDays(today, -DAYS),
      to: addDays(today, DAYS - 1),
    });
    const rows = answer.data.filter((row) => row.collector_id === collector);
    const byDate = new Map(
      rows.map((row) => [
        row.date,
        [toPaise(row.due_amount), row.due_count, toPaise(row.collected_amount ?? 0)],
      ]),
    );
    expect(Object.fromEntries(byDate)).toEqual(Object.fromEntries(handComputed()));
    expect(rows.every((row) => row.collector_name === 'Forecast')).toBe(true);
    // Nothing is collected on a day still to come.
    expect(rows.filter((row) => row.date > today).map((row) => row.collected_amount)).toEqual(
      rows.filter((row) => row.date > today).map(() => null),
    );
    // The dates come in order, and the last instalment of the 30-day loan is its own amount.
    expect(answer.data.map((row) => row.date)).toEqual(answer.data.map((row) => row.date).sort());
    const ahead = cases[1]!.loan.schedule;
    expect(ahead.at(-1)!.amount).not.toBe(ahead[0]!.amount);
  });

  it("adds up to each organization's figures when grouped by organization", async () => {
    const byCollector = (await expected(`?days=${DAYS}`)).data;
    const byOrganization = (await expected(`?days=${DAYS}&group=organization`)).data;
    const organization = cases[0]!.loan.organization_id;
    const sums = new Map<string, [number, number, number]>();
    for (const row of byCollector.filter((one) => one.organization_id === organization)) {
      const [due, count, collected] = sums.get(row.date) ?? [0, 0, 0];
      sums.set(row.date, [
        due + toPaise(row.due_amount),
        count + row.due_count,
        collected + toPaise(row.collected_amount ?? 0),
      ]);
    }
    const rows = byOrganization.filter((row) => row.organization_id === organization);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.collector_id === null && row.collector_name === null)).toBe(
      true,
    );
    expect(
      Object.fromEntries(
        rows.map((row) => [
          row.date,
          [toPaise(row.due_amount), row.due_count, toPaise(row.collected_amount ?? 0)],
        ]),
      ),
    ).toEqual(Object.fromEntries(sums));
  });

  it('looks 30 days each way by default and refuses a window past 90 days', async () => {
    const answer = await expected('');
    expect(answer).toMatchObject({ from: addDays(today, -30), to: addDays(today, 29) });
    expect(answer.data.every((row) => row.date >= answer.from && row.date <= answer.to)).toBe(true);
    expect((await manager()('GET', '/collections/expected?days=91')).statusCode).toBe(400);
  });

  it('reads tallies the ledger check holds to the loans and payments', async () => {
    const owner = ownerConnection(testApp.database);
    const problems = async () =>
      (await checkWholeLedger(owner))
        .map((problem) => problem.check)
        .filter((check) =>
          /expected collection (events|starts)|collector day payments|latest payment day/.test(
            check,
          ),
        );
    const organization = cases[0]!.loan.organization_id;
    // One rupee too many on a day of the collector, in each tally: all three are found out.
    await runSystem(owner, async (tx) => {
      await tx.execute(sql`insert into expected_collection_events (organization_id, kind,
          collector_id, seq, slot, range_amount, range_loans, point_amount, point_loans)
        values (${organization}, 'remaining', ${collector}, 1, 99, 0, 0, 1, 0)`);
      await tx.execute(sql`insert into collector_day_payments (organization_id, payment_date,
          collector_id, slot, payments, amount)
        values (${organization}, ${today}::date, ${collector}, 99, 0, 1)`);
      await tx.execute(sql`insert into expected_collection_starts (organization_id, collector_id,
          day, slot, amount, loans)
        values (${organization}, ${collector}, ${today}::date, 99, 1, 0)`);
    });
    expect(await problems()).toEqual([
      'expected collection events (the payment schedule) that differ from the loans',
      'expected collection starts (the payment schedule today) that differ from the loans',
      "collector day payments (the payment schedule's collected) that differ from the payments",
    ]);
    await runSystem(owner, async (tx) => {
      await tx.execute(sql`delete from expected_collection_events where slot = 99`);
      await tx.execute(sql`delete from collector_day_payments where slot = 99`);
      await tx.execute(sql`delete from expected_collection_starts where slot = 99`);
    });
    expect(await problems()).toEqual([]);
    // A loan's sum of its latest day's payments off by a rupee (the tallies follow the loan).
    const steady = cases[0]!.loan.id;
    const nudge = (rupees: number) =>
      runSystem(owner, (tx) =>
        tx.execute(sql`update loans set paid_on_last_day = paid_on_last_day + ${rupees}
          where organization_id = ${organization} and id = ${steady}`),
      );
    await nudge(1);
    expect(await problems()).toEqual([
      "loans whose latest payment day or that day's sum differ from their payments",
    ]);
    await nudge(-1);
    expect(await problems()).toEqual([]);
  });

  it("shows another organization none of Acme's figures", async () => {
    const answer = await expected(`?days=${DAYS}`, as('admin@beacon.test'));
    const acme = cases[0]!.loan.organization_id;
    expect(answer.data.some((row) => row.organization_id === acme)).toBe(false);
    expect(JSON.stringify(answer)).not.toContain(collector);
  });
});
