import { addDays, type PaymentPromise } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { ownerConnection } from '../../../db/system.ts';
import { lendingCallers } from '../../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  assignLoan,
  disbursedLoan,
  moveClock,
  onAWeekday,
  plainCollector,
  tick,
  todayOf,
  type ScheduledLoan,
} from '../field-work-test-helpers.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const today = () => todayOf(testApp);
let collectorId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  onAWeekday(testApp);
  await signIn('manager@acme.test', 'admin@beacon.test');
  collectorId = await plainCollector(testApp, 'manager@acme.test', 'Promise Keeper');
}, 60_000);
afterAll(() => testApp.close());

// Each request a second after the last, as in life (the test clock stands still otherwise).
const promise = (loanId: string, body: object) => {
  tick(testApp);
  return manager()('POST', `/loans/${loanId}/promises`, body);
};
const pay = (loanId: string, amount: number) => {
  tick(testApp);
  return manager()('POST', `/loans/${loanId}/payments`, { amount, payment_method: 'cash' });
};
async function promiseNow(loanId: string, id: string): Promise<PaymentPromise> {
  const response = await manager()('GET', `/loans/${loanId}/promises?page_size=100`);
  expect(response.statusCode).toBe(200);
  return (response.json().data as PaymentPromise[]).find((one) => one.id === id)!;
}

describe('POST /api/v1/loans/:id/promises', () => {
  it("records an open promise made to the collector of the loan's entry today", async () => {
    const loan = await disbursedLoan(testApp, manager(), { lastName: 'Promiser' });
    await assignLoan(testApp, loan.id, collectorId);
    expect((await manager()('POST', '/collections/generate', {})).statusCode).toBe(200);
    const response = await promise(loan.id, {
      amount: 150.5,
      promised_date: addDays(today(), 2),
      note: 'Will pay after market day',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Promise to pay recorded',
      promise: {
        loan_id: loan.id,
        loan_number: loan.loan_number,
        customer_name: 'Field Promiser',
        collector_id: collectorId,
        collector_name: 'Promise Keeper',
        amount: 150.5,
        promised_date: addDays(today(), 2),
        note: 'Will pay after market day',
        paid_amount: 0,
        status: 'open',
        visit_id: null,
      },
    });
    const [audit] = await queryRows<{ action: string; new_values: { amount: string } }>(
      ownerConnection(testApp.database),
      sql`select action, new_values from audit_logs where entity_id = ${response.json().promise.id}`,
    );
    expect(audit).toMatchObject({ action: 'record_promise', new_values: { amount: '150.50' } });
  });

  it('refuses a day before today or past 30 days ahead, more than remains, and a loan not in collection', async () => {
    const loan = await disbursedLoan(testApp, manager(), { lastName: 'Refused' });
    const tooEarly = await promise(loan.id, { amount: 10, promised_date: addDays(today(), -1) });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().error.details.fieldErrors.promised_date).toEqual([
      'Choose a date from today to 30 days ahead',
    ]);
    const tooLate = await promise(loan.id, { amount: 10, promised_date: addDays(today(), 31) });
    expect(tooLate.statusCode).toBe(400);
    expect(
      (await promise(loan.id, { amount: 10, promised_date: addDays(today(), 30) })).statusCode,
    ).toBe(201);
    const tooMuch = await promise(loan.id, {
      amount: loan.remaining_amount + 0.01,
      promised_date: today(),
    });
    expect(tooMuch.statusCode).toBe(422);
    const badAmount = await promise(loan.id, { amount: 10.001, promised_date: today() });
    expect(badAmount.statusCode).toBe(400);

    const applied = await manager()('POST', '/loans', {
      customer_id: loan.customer_id,
      principal_amount: 5_000,
    });
    const pending = await promise(applied.json().loan.id, { amount: 10, promised_date: today() });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().error.message).toBe(
      'A promise to pay can only be made on an active or overdue loan',
    );
  });
});

describe("a promise's status, from the loan's payments and the organization's today", () => {
  let kept: ScheduledLoan;
  let partial: ScheduledLoan;
  let broken: ScheduledLoan;
  const ids = { kept: '', partial: '', broken: '' };

  it('is kept as soon as payments made after it cover it, before its date; a reversal reopens it', async () => {
    kept = await disbursedLoan(testApp, manager(), { lastName: 'Keeper' });
    // A payment before the promise does not count towards it.
    expect((await pay(kept.id, 40)).statusCode).toBe(201);
    const made = await promise(kept.id, { amount: 150, promised_date: addDays(today(), 3) });
    ids.kept = made.json().promise.id;
    expect(made.json().promise).toMatchObject({ paid_amount: 0, status: 'open' });
    await pay(kept.id, 100);
    expect(await promiseNow(kept.id, ids.kept)).toMatchObject({ paid_amount: 100, status: 'open' });
    const last = await pay(kept.id, 50);
    expect(await promiseNow(kept.id, ids.kept)).toMatchObject({ paid_amount: 150, status: 'kept' });

    const reversed = await manager()('POST', `/payments/${last.json().payment.id}/reverse`, {
      reason: 'Cheque bounced',
    });
    expect(reversed.statusCode).toBe(200);
    expect(await promiseNow(kept.id, ids.kept)).toMatchObject({ paid_amount: 100, status: 'open' });
    await pay(kept.id, 60);
    expect(await promiseNow(kept.id, ids.kept)).toMatchObject({ paid_amount: 160, status: 'kept' });
  });

  it('turns partially kept or broken once its date is over, and stays kept', async () => {
    partial = await disbursedLoan(testApp, manager(), { lastName: 'Partial' });
    broken = await disbursedLoan(testApp, manager(), { lastName: 'Breaker' });
    for (const loan of [partial, broken]) await assignLoan(testApp, loan.id, collectorId);
    const tomorrow = addDays(today(), 1);
    ids.partial = (
      await promise(partial.id, { amount: 200, promised_date: tomorrow })
    ).json().promise.id;
    ids.broken = (
      await promise(broken.id, { amount: 100, promised_date: tomorrow })
    ).json().promise.id;
    await pay(partial.id, 50);

    moveClock(testApp, 1);
    await signIn('manager@acme.test', 'admin@beacon.test');
    // The promised day itself: still open.
    expect(await promiseNow(partial.id, ids.partial)).toMatchObject({ status: 'open' });
    expect(await promiseNow(broken.id, ids.broken)).toMatchObject({ status: 'open' });

    moveClock(testApp, 1);
    await signIn('manager@acme.test', 'admin@beacon.test');
    expect(await promiseNow(partial.id, ids.partial)).toMatchObject({
      paid_amount: 50,
      status: 'partially_kept',
    });
    expect(await promiseNow(broken.id, ids.broken)).toMatchObject({
      paid_amount: 0,
      status: 'broken',
    });
    expect(await promiseNow(kept.id, ids.kept)).toMatchObject({ status: 'kept' });
    // A payment after the promised date does not mend it.
    await pay(broken.id, 100);
    expect(await promiseNow(broken.id, ids.broken)).toMatchObject({ status: 'broken' });
  });

  it('lists the promises by status and collector, latest promised date first', async () => {
    const brokenOnes = await manager()(
      'GET',
      `/collections/promises?status=broken&collector_id=${collectorId}`,
    );
    expect(brokenOnes.statusCode).toBe(200);
    expect(brokenOnes.json()).toMatchObject({ page: 1, page_size: 25, total: 1 });
    expect(brokenOnes.json().data.map((one: PaymentPromise) => one.id)).toEqual([ids.broken]);

    const all = await manager()('GET', '/collections/promises?page_size=100');
    const dates = (all.json().data as PaymentPromise[]).map((one) => one.promised_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((all.json().data as PaymentPromise[]).map((one) => one.id)).toEqual(
      expect.arrayContaining(Object.values(ids)),
    );
  });

  it("counts each collector's promises and the kept rate over those whose date has passed", async () => {
    const response = await manager()(
      'GET',
      `/collections/promise-performance?from=${addDays(today(), -5)}&to=${addDays(today(), 40)}`,
    );
    expect(response.statusCode).toBe(200);
    const keeper = response
      .json()
      .data.find((row: { collector_id: string | null }) => row.collector_id === collectorId);
    // The first test's promise (due today, after the clock moved 2 days: still open), the
    // partially kept and the broken one; of the two whose date has passed, none was kept.
    expect(keeper).toMatchObject({
      collector_name: 'Promise Keeper',
      promises: 3,
      open: 1,
      kept: 0,
      partially_kept: 1,
      broken: 1,
      due: 2,
      kept_rate: 0,
    });
    // Promises made to no collector: the kept one (its date not passed) and the 30-day one.
    const unassigned = response
      .json()
      .data.find(
        (row: { collector_id: string | null; organization_id: string }) =>
          row.collector_id === null && row.organization_id === kept.organization_id,
      );
    expect(unassigned).toMatchObject({
      collector_name: 'Unassigned',
      kept: 1,
      due: 0,
      kept_rate: null,
    });
  });
});

describe('another organization', () => {
  it("cannot read or make promises on Acme's loans, nor see them listed", async () => {
    const loan = await disbursedLoan(testApp, manager(), { lastName: 'Isolated' });
    await promise(loan.id, { amount: 10, promised_date: today() });
    const beacon = as('admin@beacon.test');
    expect((await beacon('GET', `/loans/${loan.id}/promises`)).statusCode).toBe(404);
    expect(
      (await beacon('POST', `/loans/${loan.id}/promises`, { amount: 10, promised_date: today() }))
        .statusCode,
    ).toBe(404);
    const listed = await beacon('GET', '/collections/promises?page_size=100');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(loan.id);
  });
});
