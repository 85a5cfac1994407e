import {
  addDays,
  allocateArrears,
  calendarDayIn,
  collectionRiskPriority,
  toPaise,
  type CollectionEntry,
  type Instalment,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const today = () => calendarDayIn('Asia/Kolkata', testApp.clock.now);

interface ScheduledLoan {
  id: string;
  loan_number: string;
  daily_repayment_amount: number;
  remaining_amount: number;
  schedule: { number: number; date: string; amount: number }[];
}

let customerId: string;
/** Disbursed 7 days back (the furthest allowed), so instalments fall before today. */
let loan: ScheduledLoan;
/** The loan's last instalment day on or before today: a collection day with arrears before it. */
let day: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test', 'admin@beacon.test');
  customerId = await registerCustomer(manager(), {
    firstName: 'Meera',
    lastName: 'Collect',
    phone: '+919820077701',
  });
  const applied = await manager()('POST', '/loans', {
    customer_id: customerId,
    principal_amount: 10_000,
  });
  const loanId = applied.json().loan.id as string;
  const disbursed = await manager()('POST', `/loans/${loanId}/disburse`, {
    method: 'cash',
    disbursement_date: addDays(today(), -7),
  });
  expect(disbursed.statusCode).toBe(200);
  loan = (await manager()('GET', `/loans/${loanId}`)).json();
  day = loan.schedule.filter((instalment) => instalment.date <= today()).at(-1)!.date;
}, 60_000);
afterAll(async () => {
  expect(await checkWholeLedger(ownerConnection(testApp.database))).toEqual([]);
  await testApp.close();
});

const generate = (body: object) => manager()('POST', '/collections/generate', body);

async function entryOf(date: string): Promise<CollectionEntry | undefined> {
  const response = await manager()(
    'GET',
    `/collections?date=${date}&search=${loan.loan_number}&page_size=10`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json().data as CollectionEntry[]).find((entry) => entry.loan_id === loan.id);
}

describe('POST /api/v1/collections/generate', () => {
  it("writes the day's entries once: a second run writes none, the figures are the loan's", async () => {
    const first = await generate({ date: day });
    expect(first.statusCode).toBe(200);
    expect(first.json().entriesGenerated).toBeGreaterThan(0);
    expect(first.json().message).toBe(
      `Successfully generated ${first.json().entriesGenerated} collection entries`,
    );
    expect((await generate({ date: day })).json().entriesGenerated).toBe(0);

    const schedule: Instalment[] = loan.schedule.map((instalment) => ({
      number: instalment.number,
      date: instalment.date,
      amountPaise: toPaise(instalment.amount),
    }));
    const arrears = allocateArrears({ schedule, paidPaise: 0, today: day });
    const daily = loan.daily_repayment_amount;
    const entry = await entryOf(day);
    expect(entry).toMatchObject({
      customer_id: customerId,
      collection_date: day,
      collected_amount: 0,
      outstanding_amount: loan.remaining_amount,
      days_overdue: arrears.daysOverdue,
      accumulated_overdue: arrears.arrearsPaise / 100,
      due_amount: Math.min((arrears.daysOverdue + 1) * daily, loan.remaining_amount),
      calculated_due: Math.min((arrears.daysOverdue + 1) * daily, loan.remaining_amount),
      risk_priority: collectionRiskPriority({
        daysOverdue: arrears.daysOverdue,
        customerRiskLevel: 'low',
      }),
      loan_number: loan.loan_number,
      customer_name: 'Meera Collect',
    });
  });

  it('refuses a day more than 7 days from today, naming the field', async () => {
    const response = await generate({ date: addDays(today(), 8) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.date).toEqual([
      'Choose a date within 7 days of today',
    ]);
  });
});

describe('payments and the entry', () => {
  it('a payment dated that day counts on the entry, a forced rebuild keeps it, a reversal undoes it', async () => {
    await generate({ date: day });
    const paid = await manager()('POST', `/loans/${loan.id}/payments`, {
      amount: 150,
      payment_method: 'cash',
      payment_date: day,
    });
    expect(paid.statusCode).toBe(201);
    expect(await entryOf(day)).toMatchObject({ collected_amount: 150 });

    const rebuilt = await generate({ date: day, force_regenerate: true });
    expect(rebuilt.statusCode).toBe(200);
    const entry = await entryOf(day);
    expect(entry).toMatchObject({ collected_amount: 150 });
    expect(entry!.calculated_due).toBe(Math.max(0, entry!.due_amount - 150));

    const reversed = await manager()('POST', `/payments/${paid.json().payment.id}/reverse`, {
      reason: 'Recorded on the wrong loan',
    });
    expect(reversed.statusCode).toBe(200);
    expect(await entryOf(day)).toMatchObject({ collected_amount: 0 });
  });
});

describe('GET /api/v1/collections and /summary', () => {
  it('puts an entry behind, or past its cut-off, on the Overdue tab and counts it on the cards', async () => {
    await generate({ date: day });
    const entry = (await entryOf(day))!;
    const overdue = entry.payment_status === 'overdue';
    const onTab = async (tab: string) =>
      (
        (
          await manager()('GET', `/collections?date=${day}&tab=${tab}&search=${loan.loan_number}`)
        ).json().data as CollectionEntry[]
      ).some((row) => row.loan_id === loan.id);
    expect(await onTab('overdue')).toBe(overdue);
    expect(await onTab('pending')).toBe(!overdue);

    const all = await manager()('GET', `/collections?date=${day}&page_size=100`);
    const summary = await manager()('GET', `/collections/summary?date=${day}`);
    expect(summary.statusCode).toBe(200);
    const cards = summary.json();
    expect(cards.date).toBe(day);
    expect(
      cards.pending.count + cards.overdue.count + cards.collected.count,
    ).toBeGreaterThanOrEqual(all.json().total);
    expect(cards.customers).toBeGreaterThan(0);
  });

  it("counts a day's entries missed once 17:00 of the next collection day has passed", async () => {
    // The loan's first instalment day: no days overdue then, and long past its cut-off.
    const first = loan.schedule[0]!.date;
    expect(first < day).toBe(true);
    await generate({ date: first });
    const entry = await entryOf(first);
    expect(entry).toMatchObject({ days_overdue: 0, payment_status: 'overdue' });
  });

  it("gives a loan's entry to the loan's own collector, and 'mine' to the user who works as it", async () => {
    const owner = ownerConnection(testApp.database);
    const [collector] = await queryRows<{ id: string }>(
      owner,
      sql`update debt_collectors set user_id = (select id from users where email = 'manager@acme.test')
          where id = (select c.id from debt_collectors c join loans l
            on l.organization_id = c.organization_id and l.id = ${loan.id}
            where c.is_active and not c.is_blocked order by c.name desc limit 1)
          returning id`,
    );
    await owner.execute(
      sql`update loans set collector_id = ${collector!.id} where id = ${loan.id}`,
    );
    await owner.execute(
      sql`delete from daily_collection_entries where loan_id = ${loan.id} and collection_date = ${day}`,
    );
    await generate({ date: day });
    expect(await entryOf(day)).toMatchObject({ collector_id: collector!.id });
    const mine = await manager()('GET', `/collections?date=${day}&mine=true&page_size=100`);
    const rows = mine.json().data as CollectionEntry[];
    expect(rows.map((row) => row.loan_id)).toContain(loan.id);
    expect(new Set(rows.map((row) => row.collector_id))).toEqual(new Set([collector!.id]));
  });

  it("shows another organization's admin none of Acme's entries", async () => {
    await generate({ date: day });
    const response = await as('admin@beacon.test')('GET', `/collections?date=${day}&page_size=100`);
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as CollectionEntry[]).map((entry) => entry.loan_id);
    expect(ids).not.toContain(loan.id);
  });
});
