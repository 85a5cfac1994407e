import type { CollectionEntry } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerConnection } from '../../db/system.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';
import { organizationIdByName } from '../../testing/demo-lookups.ts';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 11: a day's entries follow the organization's clock (Asia/Kolkata, UTC+5:30) and its
// collection days (weekdays only, less its holidays). Beacon collects on weekdays; Thursday
// 2026-12-03 is made a holiday. A loan disbursed on Monday 2026-11-30 falls due on Tuesday 1,
// Wednesday 2 and Friday 4 December, then Monday 7.

let testApp: TestApp;
const ADMIN = 'admin@beacon.test';
const { as, signIn } = lendingCallers(() => testApp);
const admin = () => as(ADMIN);
let loanNumber: string;
let loanId: string;

/** Moves the app's clock to a UTC instant and signs in again (the session's idle limit). */
async function at(instant: string): Promise<void> {
  testApp.clock.now = new Date(instant);
  await signIn(ADMIN);
}

async function entryOn(date?: string): Promise<CollectionEntry | undefined> {
  const day = date ? `date=${date}&` : '';
  const response = await admin()('GET', `/collections?${day}search=${loanNumber}&page_size=10`);
  expect(response.statusCode).toBe(200);
  return (response.json().data as CollectionEntry[]).find((entry) => entry.loan_id === loanId);
}

const generate = async (body: object = {}) => {
  const response = await admin()('POST', '/collections/generate', body);
  expect(response.statusCode).toBe(200);
  return response.json().entriesGenerated as number;
};

beforeAll(async () => {
  testApp = await buildTestApp();
  // Monday 30 November, 09:30 in Kolkata.
  await at('2026-11-30T04:00:00Z');
  const beacon = await organizationIdByName(testApp.database, 'Beacon Lending');
  const holiday = await admin()('PATCH', `/organizations/${beacon}`, { holidays: ['2026-12-03'] });
  expect(holiday.statusCode).toBe(200);
  const customerId = await registerCustomer(admin(), {
    firstName: 'Kavita',
    lastName: 'Calendar',
    phone: '+919820077711',
  });
  const applied = await admin()('POST', '/loans', {
    customer_id: customerId,
    principal_amount: 10_000,
  });
  loanId = applied.json().loan.id;
  const disbursed = await admin()('POST', `/loans/${loanId}/disburse`, { method: 'cash' });
  expect(disbursed.statusCode).toBe(200);
  loanNumber = disbursed.json().loan.loan_number;
  const loan = (await admin()('GET', `/loans/${loanId}`)).json();
  expect(loan.schedule.slice(0, 4).map((instalment: { date: string }) => instalment.date)).toEqual([
    '2026-12-01',
    '2026-12-02',
    '2026-12-04',
    '2026-12-07',
  ]);
}, 60_000);
afterAll(async () => {
  expect(await checkWholeLedger(ownerConnection(testApp.database))).toEqual([]);
  await testApp.close();
});

describe("a day's entries on the organization's clock", () => {
  it('takes the day in Kolkata: 23:59 is still Tuesday there, 00:01 is Wednesday', async () => {
    await at('2026-12-01T18:29:00Z'); // Tuesday 23:59 in Kolkata, 18:29 in UTC
    expect(await generate()).toBeGreaterThan(0);
    expect(await entryOn()).toMatchObject({ collection_date: '2026-12-01', days_overdue: 0 });

    await at('2026-12-01T18:31:00Z'); // Wednesday 00:01 in Kolkata, still Tuesday in UTC
    expect(await entryOn()).toBeUndefined();
    await generate();
    // Tuesday's instalment is unpaid: a day behind.
    expect(await entryOn()).toMatchObject({ collection_date: '2026-12-02', days_overdue: 1 });
  });

  it("counts Tuesday's entry missed from 17:00 of the next collection day, not a second before", async () => {
    await at('2026-12-02T11:29:59Z'); // Wednesday 16:59:59 in Kolkata
    expect(await entryOn('2026-12-01')).toMatchObject({ payment_status: 'pending' });
    await at('2026-12-02T11:30:00Z'); // Wednesday 17:00:00
    expect(await entryOn('2026-12-01')).toMatchObject({ payment_status: 'overdue' });
  });

  it('writes no entry on a holiday or a weekend day', async () => {
    await at('2026-12-04T04:30:00Z'); // Friday 10:00
    expect(await generate({ date: '2026-12-03' })).toBe(0);
    expect(await entryOn('2026-12-03')).toBeUndefined();
    expect(await generate({ date: '2026-12-05' })).toBe(0);
    expect(await entryOn('2026-12-05')).toBeUndefined();
  });

  it("runs Friday's entry to Monday 17:00, over the weekend", async () => {
    await at('2026-12-04T04:30:00Z'); // Friday 10:00
    // Tuesday's and Wednesday's instalments paid (dated Wednesday): Friday's alone is due.
    const paid = await admin()('POST', `/loans/${loanId}/payments`, {
      amount: 200,
      payment_method: 'cash',
      payment_date: '2026-12-02',
    });
    expect(paid.statusCode).toBe(201);
    await generate();
    expect(await entryOn()).toMatchObject({
      collection_date: '2026-12-04',
      days_overdue: 0,
      due_amount: 100,
      payment_status: 'pending',
    });

    for (const instant of ['2026-12-05T12:00:00Z', '2026-12-07T11:29:59Z']) {
      await at(instant); // Saturday evening; Monday 16:59:59
      expect(await entryOn('2026-12-04')).toMatchObject({ payment_status: 'pending' });
    }
    await at('2026-12-07T11:30:00Z'); // Monday 17:00:00
    expect(await entryOn('2026-12-04')).toMatchObject({ payment_status: 'overdue' });
  });
});
