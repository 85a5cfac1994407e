import {
  COLLECT_MESSAGES,
  DEVICE_CLOCK_HEADER,
  FIELD_APP_MESSAGES,
  receiptNumberOf,
  type FieldRoute,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { ownerConnection } from '../../../db/system.ts';
import { checkWholeLedger } from '../../../jobs/check-whole-ledger.ts';
import { english } from '../../../testing/english.ts';
import { lendingCallers, registerCustomer } from '../../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { collectionsFixtures } from '../collections-test-helpers.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const agent = () => as('agent@acme.test');
const fieldAgent = () => as('field@acme.test');
const { owner, today, entryOf, loanWithEntry, collectorWorkedBy } = collectionsFixtures(
  () => testApp,
  manager,
);

let customerId: string;
let collector: { id: string; name: string };
let otherCollector: { id: string; name: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test', 'agent@acme.test', 'field@acme.test', 'admin@beacon.test');
  customerId = await registerCustomer(manager(), {
    firstName: 'Meera',
    lastName: 'Route',
    phone: '+919820077901',
  });
  collector = await collectorWorkedBy('agent@acme.test', 'Acme Microfinance');
  otherCollector = await collectorWorkedBy('field@acme.test', 'Acme Microfinance');
}, 60_000);
afterAll(async () => {
  expect(await checkWholeLedger(ownerConnection(testApp.database))).toEqual([]);
  await testApp.close();
});

const download = async (who = agent()) => {
  const response = await who('POST', '/field/route');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FieldRoute;
};

/** A collection as the field app syncs it: its key, the phone's clock when sending. */
const syncCollect = (
  entryId: string,
  body: object,
  options: { key: string; sentAt?: Date; who?: ReturnType<typeof agent> },
) =>
  (options.who ?? agent())(
    'POST',
    `/collections/${entryId}/collect`,
    { payment_method: 'cash', ...body },
    {
      'idempotency-key': options.key,
      ...(options.sentAt && { [DEVICE_CLOCK_HEADER]: options.sentAt.toISOString() }),
    },
  );

async function paymentColumns(id: string) {
  const [row] = await queryRows<{
    receipt_number: string | null;
    device_time: Date | null;
    device_clock_offset_seconds: number | null;
    payment_time: Date;
    created_at: Date;
    latitude: number | null;
  }>(
    owner(),
    sql`select receipt_number, device_time, device_clock_offset_seconds, payment_time, created_at,
          latitude from loan_payments where id = ${id}`,
  );
  return row!;
}

describe('POST /api/v1/field/route', () => {
  it("answers the agent's own entries of today with customer, loan, payments and a new receipt book", async () => {
    const mine = await loanWithEntry({ customerId, collectorId: collector.id });
    const theirs = await loanWithEntry({ customerId, collectorId: otherCollector.id });
    const route = await download();
    expect(route.collector).toEqual({ id: collector.id, name: collector.name });
    expect(route.organization).toMatchObject({ currency: 'INR', timezone: 'Asia/Kolkata' });
    expect(route.user.roles).toContain('collection_agent');
    const entryIds = route.stops.map((stop) => stop.entry.id);
    expect(entryIds).toContain(mine.entry.id);
    expect(entryIds).not.toContain(theirs.entry.id);
    expect(route.stops.every((stop) => stop.entry.collector_id === collector.id)).toBe(true);
    const stop = route.stops.find((candidate) => candidate.entry.id === mine.entry.id)!;
    expect(stop.customer).toMatchObject({
      id: customerId,
      name: 'Meera Route',
      address: '12 Market Road, Pune',
    });
    expect(stop.loan).toMatchObject({
      id: mine.loan.id,
      loan_number: mine.loan.loan_number,
      remaining_amount: mine.loan.remaining_amount,
    });
    expect(stop.loan.days_overdue).toBeGreaterThan(0);
    expect(route.receipt_book.prefix).toBe(`B${route.receipt_book.id}`);
    expect(new Date(route.expires_at).getTime()).toBeGreaterThan(testApp.clock.now.getTime());
    expect(route.collection_date).toBe(mine.entry.collection_date);

    const again = await download();
    expect(again.receipt_book.id).not.toBe(route.receipt_book.id);
  });

  it('refuses a user who works as no collector, and answers nothing of another tenant', async () => {
    const refused = await manager()('POST', '/field/route');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(english(FIELD_APP_MESSAGES.notACollector));
    const beacon = await as('admin@beacon.test')('POST', '/field/route');
    expect(beacon.statusCode).toBe(422);
  });

  it('refuses a blocked collector', async () => {
    await owner().execute(
      sql`update debt_collectors set is_active = false where id = ${otherCollector.id}`,
    );
    try {
      const refused = await fieldAgent()('POST', '/field/route');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(english(FIELD_APP_MESSAGES.collectorUnavailable));
    } finally {
      await owner().execute(
        sql`update debt_collectors set is_active = true where id = ${otherCollector.id}`,
      );
    }
  });
});

describe('collections synced from the field app', () => {
  it('keeps the receipt from the agent’s book, the phone’s time and position', async () => {
    const { entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    const route = await download();
    const receipt = receiptNumberOf(route.receipt_book.prefix, 1);
    const now = testApp.clock.now;
    const takenAt = new Date(now.getTime() - 10 * 60_000);
    const response = await syncCollect(
      entry.id,
      {
        amount: 40,
        receipt_number: receipt,
        device_time: takenAt.toISOString(),
        latitude: 18.52,
        longitude: 73.85,
      },
      { key: crypto.randomUUID(), sentAt: now },
    );
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json().payment;
    expect(payment).toMatchObject({
      receipt_number: receipt,
      device_time: takenAt.toISOString(),
      device_clock_offset_seconds: 0,
      synced_late: false,
      payment_time: takenAt.toISOString(),
    });
    expect(await paymentColumns(payment.id)).toMatchObject({ latitude: 18.52 });

    const found = await manager()('GET', `/payments?search=${receipt}`);
    expect(found.json().data.map((row: { id: string }) => row.id)).toEqual([payment.id]);

    // The customer's SMS receipt is queued with the payment.
    const [sms] = await queryRows<{ channel: string; to_address: string; body: string }>(
      owner(),
      sql`select channel, to_address, body from customer_messages
          where loan_id = ${entry.loan_id} and body like ${`%${receipt}%`}`,
    );
    expect(sms).toEqual({
      channel: 'sms',
      to_address: '+919820077901',
      body: expect.stringMatching(
        new RegExp(
          `^Acme Microfinance: received ₹40\\.00 for loan LN-.* Receipt ${receipt}\\. Thank you\\.$`,
        ),
      ),
    });
  });

  it('corrects a phone clock a day ahead, and flags a collection synced hours after it was taken', async () => {
    const { entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    const now = testApp.clock.now;
    const dayAhead = (date: Date) => new Date(date.getTime() + 86_400_000);
    const takenAt = new Date(now.getTime() - 5 * 60_000);
    const ahead = await syncCollect(
      entry.id,
      { amount: 10, device_time: dayAhead(takenAt).toISOString() },
      { key: crypto.randomUUID(), sentAt: dayAhead(now) },
    );
    expect(ahead.statusCode, ahead.body).toBe(201);
    expect(ahead.json().payment).toMatchObject({
      payment_time: takenAt.toISOString(),
      device_clock_offset_seconds: -86_400,
      synced_late: false,
    });
    // The payment is dated the entry's day whatever the phone's clock says.
    expect(ahead.json().payment.payment_date).toBe(entry.collection_date);

    const late = await syncCollect(
      entry.id,
      { amount: 10, device_time: new Date(now.getTime() - 3 * 3_600_000).toISOString() },
      { key: crypto.randomUUID(), sentAt: now },
    );
    expect(late.statusCode).toBe(201);
    expect(late.json().payment.synced_late).toBe(true);
    const history = await manager()('GET', `/payments?loan_id=${entry.loan_id}`);
    const flagged = history
      .json()
      .data.filter((row: { synced_late: boolean }) => row.synced_late)
      .map((row: { id: string }) => row.id);
    expect(flagged).toEqual([late.json().payment.id]);
  });

  it('replays a collection retried after a lost answer once, even when the phone sends at another time', async () => {
    const { loan, entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    const key = crypto.randomUUID();
    const body = { amount: 30, device_time: testApp.clock.now.toISOString() };
    const first = await syncCollect(entry.id, body, { key, sentAt: testApp.clock.now });
    const retry = await syncCollect(entry.id, body, {
      key,
      sentAt: new Date(testApp.clock.now.getTime() + 60_000),
    });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().payment.id).toBe(first.json().payment.id);
    expect((await entryOf(loan, entry.collection_date)).collected_amount).toBe(30);
  });

  it('refuses a receipt number used twice, one from another agent’s book, and one of no book', async () => {
    const { entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    const mine = await download();
    const theirs = await download(fieldAgent());
    const receipt = receiptNumberOf(mine.receipt_book.prefix, 7);
    const first = await syncCollect(
      entry.id,
      { amount: 5, receipt_number: receipt, device_time: testApp.clock.now.toISOString() },
      { key: crypto.randomUUID() },
    );
    expect(first.statusCode).toBe(201);
    const twice = await syncCollect(
      entry.id,
      { amount: 5, receipt_number: receipt, device_time: testApp.clock.now.toISOString() },
      { key: crypto.randomUUID() },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.details.fieldErrors.receipt_number).toEqual([
      english(FIELD_APP_MESSAGES.receiptNumberUsed),
    ]);
    const borrowed = await syncCollect(
      entry.id,
      { amount: 5, receipt_number: receiptNumberOf(theirs.receipt_book.prefix, 1) },
      { key: crypto.randomUUID() },
    );
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json().error.message).toBe(english(FIELD_APP_MESSAGES.receiptNumberNotYours));
    const made = await syncCollect(
      entry.id,
      { amount: 5, receipt_number: 'R-12' },
      { key: crypto.randomUUID() },
    );
    expect(made.statusCode).toBe(400);
  });

  it('gives every payment a receipt number of its own', async () => {
    const { loan } = await loanWithEntry({ customerId });
    const numbers = [];
    for (const amount of [11, 12]) {
      const response = await manager()('POST', `/loans/${loan.id}/payments`, {
        amount,
        payment_method: 'cash',
      });
      expect(response.statusCode).toBe(201);
      numbers.push(response.json().payment.receipt_number as string);
    }
    expect(numbers[0]).toMatch(/^R-\d+$/);
    expect(new Set(numbers).size).toBe(2);
  });

  it('takes the first of two agents’ offline collections on one entry and refuses the second with its reason', async () => {
    const { loan, entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    const whole = { amount: entry.calculated_due, device_time: testApp.clock.now.toISOString() };
    const first = await syncCollect(entry.id, whole, { key: crypto.randomUUID() });
    const second = await syncCollect(entry.id, whole, {
      key: crypto.randomUUID(),
      who: fieldAgent(),
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(422);
    expect(second.json().error.message).toBe(english(COLLECT_MESSAGES.alreadyCompleted));
    expect((await entryOf(loan, entry.collection_date)).collected_amount).toBe(
      entry.calculated_due,
    );
  });

  it('takes an offline collection on a loan whose earlier payment a manager reversed meanwhile', async () => {
    const { loan, entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    const paid = await manager()('POST', `/collections/${entry.id}/collect`, {
      amount: entry.calculated_due,
      payment_method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
    const reversed = await manager()('POST', `/payments/${paid.json().payment.id}/reverse`, {
      reason: 'Counted twice',
    });
    expect(reversed.statusCode).toBe(200);
    const offline = await syncCollect(
      entry.id,
      { amount: 50, device_time: testApp.clock.now.toISOString() },
      { key: crypto.randomUUID() },
    );
    expect(offline.statusCode, offline.body).toBe(201);
    const after = (await manager()('GET', `/loans/${loan.id}`)).json();
    expect(after.remaining_amount).toBe(loan.remaining_amount - 50);
    expect((await entryOf(loan, entry.collection_date)).collected_amount).toBe(50);
  });
});

describe('POST /api/v1/loans/:id/promises with an Idempotency-Key', () => {
  it('records a promise retried after a lost answer once', async () => {
    const { loan } = await loanWithEntry({ customerId, collectorId: collector.id });
    const key = { 'idempotency-key': crypto.randomUUID() };
    const body = { amount: 200, promised_date: today() };
    const first = await agent()('POST', `/loans/${loan.id}/promises`, body, key);
    const retry = await agent()('POST', `/loans/${loan.id}/promises`, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().promise.id).toBe(first.json().promise.id);
    const list = await agent()('GET', `/loans/${loan.id}/promises`);
    expect(list.json().total).toBe(1);
  });

  it('dates a visit and a promise made offline when the phone took them, by the server’s clock', async () => {
    const { loan } = await loanWithEntry({ customerId, collectorId: collector.id });
    const now = testApp.clock.now;
    const dayAhead = (date: Date) => new Date(date.getTime() + 86_400_000);
    const takenAt = new Date(now.getTime() - 2 * 3_600_000);
    const clock = { [DEVICE_CLOCK_HEADER]: dayAhead(now).toISOString() };
    const visited = await agent()(
      'POST',
      `/loans/${loan.id}/visits`,
      {
        outcome: 'not_home',
        device_time: dayAhead(takenAt).toISOString(),
        promised_amount: 100,
        promised_date: today(),
      },
      { 'idempotency-key': crypto.randomUUID(), ...clock },
    );
    expect(visited.statusCode, visited.body).toBe(201);
    const promised = await agent()(
      'POST',
      `/loans/${loan.id}/promises`,
      { amount: 50, promised_date: today(), device_time: dayAhead(takenAt).toISOString() },
      { 'idempotency-key': crypto.randomUUID(), ...clock },
    );
    expect(promised.statusCode, promised.body).toBe(201);
    const [visit] = await queryRows<{ visited_at: Date; created_at: Date }>(
      owner(),
      sql`select visited_at, created_at from field_visits where id = ${visited.json().visit.id}`,
    );
    expect(new Date(visit!.visited_at).toISOString()).toBe(takenAt.toISOString());
    expect(new Date(visit!.created_at).getTime()).toBeGreaterThan(takenAt.getTime());
    const promises = await queryRows<{ created_at: Date }>(
      owner(),
      sql`select created_at from payment_promises where loan_id = ${loan.id}`,
    );
    expect(promises.map((row) => new Date(row.created_at).toISOString())).toEqual([
      takenAt.toISOString(),
      takenAt.toISOString(),
    ]);
  });
});
