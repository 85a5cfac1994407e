import { addDays, COLLECT_MESSAGES, PAYMENT_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';
import { english } from '../../testing/english.ts';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { collectionsFixtures } from './collections-test-helpers.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const agent = () => as('agent@acme.test');
const { owner, today, entryOf, loanWithEntry, collectorWorkedBy } = collectionsFixtures(
  () => testApp,
  manager,
);

let customerId: string;
/** The collector agent@acme.test works as: the loans below are theirs. */
let collector: { id: string; name: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test', 'agent@acme.test', 'admin@beacon.test');
  customerId = await registerCustomer(manager(), {
    firstName: 'Kavita',
    lastName: 'Collect',
    phone: '+919820077801',
  });
  collector = await collectorWorkedBy('agent@acme.test', 'Acme Microfinance');
}, 60_000);
afterAll(async () => {
  expect(await checkWholeLedger(ownerConnection(testApp.database))).toEqual([]);
  await testApp.close();
});

const collect = (
  entryId: string,
  body: object,
  who = manager(),
  headers: Record<string, string> = {},
) => who('POST', `/collections/${entryId}/collect`, { payment_method: 'cash', ...body }, headers);

async function paymentRow(id: string) {
  const [row] = await queryRows<{ collector_id: string | null; payment_date: string }>(
    owner(),
    sql`select collector_id, to_char(payment_date, 'YYYY-MM-DD') as payment_date
        from loan_payments where id = ${id}`,
  );
  return row!;
}

describe('POST /api/v1/collections/:id/collect', () => {
  it("records a real payment dated the entry's day, carrying its collector, and counts it on the entry", async () => {
    const { loan, day, entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    expect(entry.collector_id).toBe(collector.id);
    const response = await collect(entry.id, { amount: 150, notes: 'Paid at the shop' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('₹150.00 marked as collected');
    expect(body.payment).toMatchObject({
      amount: 150,
      status: 'completed',
      payment_method: 'cash',
      payment_date: day,
      notes: 'Paid at the shop',
      loan_id: loan.id,
    });
    expect(body.entry).toMatchObject({ id: entry.id, collected_amount: 150 });
    expect(body.entry.payment_status).not.toBe('completed');
    expect(await paymentRow(body.payment.id)).toEqual({
      collector_id: collector.id,
      payment_date: day,
    });
    const after = (await manager()('GET', `/loans/${loan.id}`)).json();
    expect(after.remaining_amount).toBe(loan.remaining_amount - 150);
  });

  it('takes card, which only the collection dialog offers', async () => {
    const { entry } = await loanWithEntry({ customerId });
    const response = await collect(entry.id, { amount: 20, payment_method: 'card' });
    expect(response.statusCode).toBe(201);
    expect(response.json().payment.payment_method).toBe('card');
  });

  it('refuses more than the entry still lacks on the amount field, naming the most that can be collected', async () => {
    const { entry } = await loanWithEntry({ customerId });
    await collect(entry.id, { amount: 100 });
    const rest = entry.outstanding_amount - 100;
    const response = await collect(entry.id, { amount: rest + 0.01 });
    expect(response.statusCode).toBe(400);
    const expected = `The amount cannot be more than the ₹${rest.toLocaleString('en-IN', {
      minimumFractionDigits: 2,
    })} remaining on this collection`;
    expect(response.json().error.details.fieldErrors.amount).toEqual([expected]);
  });

  it('refuses a completed entry with a clear message', async () => {
    const { entry } = await loanWithEntry({ customerId });
    const full = await collect(entry.id, { amount: entry.calculated_due });
    expect(full.statusCode).toBe(201);
    expect(full.json().entry.payment_status).toBe('completed');
    const again = await collect(entry.id, { amount: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(english(COLLECT_MESSAGES.alreadyCompleted));
  });

  it('applies simultaneous collections one after another: the entry completes once and never takes more', async () => {
    const { loan, entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    const duePaise = Math.round(entry.calculated_due * 100);
    const part = Math.ceil(duePaise / 4) / 100;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        collect(entry.id, { amount: part }, index % 2 === 0 ? manager() : agent()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 422, 422, 422, 422]);
    const after = await entryOf(loan, entry.collection_date);
    expect(after).toMatchObject({ payment_status: 'completed', collected_amount: 4 * part });
    const detail = (await manager()('GET', `/loans/${loan.id}`)).json();
    expect(detail.remaining_amount).toBeCloseTo(loan.remaining_amount - 4 * part, 2);
    expect(detail.payments).toHaveLength(4);
  });

  it('lets only one of two collectors take the rest of an entry at once', async () => {
    const { loan, entry } = await loanWithEntry({ customerId, collectorId: collector.id });
    const amount = Math.round(entry.outstanding_amount * 60) / 100;
    const [first, second] = await Promise.all([
      collect(entry.id, { amount }, manager()),
      collect(entry.id, { amount }, agent()),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 422]);
    const after = await entryOf(loan, entry.collection_date);
    expect(after.collected_amount).toBe(amount);
    expect(after.collected_amount).toBeLessThanOrEqual(after.outstanding_amount);
  });

  it("holds a collection agent's amount above 10,000 for a manager, the entry unchanged until approved, and refuses above 50,000", async () => {
    const { loan, entry } = await loanWithEntry({
      customerId,
      principal: 100_000,
      collectorId: collector.id,
    });
    const refused = await collect(entry.id, { amount: 60_000 }, agent());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This payment exceeds your limit; only manager may record it',
    );
    const waiting = await collect(entry.id, { amount: 15_000 }, agent());
    expect(waiting.statusCode).toBe(201);
    const body = waiting.json();
    expect(body.message).toBe(english(PAYMENT_MESSAGES.pendingApproval));
    expect(body.payment.status).toBe('pending');
    expect(body.entry.collected_amount).toBe(0);
    expect(body.approval_request).toMatchObject({ request_type: 'payment_approval' });
    expect((await entryOf(loan, entry.collection_date)).collected_amount).toBe(0);

    const approved = await manager()('POST', `/approvals/${body.approval_request.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(await entryOf(loan, entry.collection_date)).toMatchObject({
      collected_amount: 15_000,
      payment_status: 'completed',
    });
    expect((await paymentRow(body.payment.id)).collector_id).toBe(collector.id);
  });

  it('replays the same key and body once, and refuses the key with another body', async () => {
    const { loan, entry } = await loanWithEntry({ customerId });
    const key = { 'idempotency-key': 'collect-dialog-1' };
    const first = await collect(entry.id, { amount: 25 }, manager(), key);
    expect(first.statusCode).toBe(201);
    const again = await collect(entry.id, { amount: 25 }, manager(), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().payment.id).toBe(first.json().payment.id);
    expect((await entryOf(loan, entry.collection_date)).collected_amount).toBe(25);
    const other = await collect(entry.id, { amount: 30 }, manager(), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses an entry of a day more than 7 days back', async () => {
    const { entry } = await loanWithEntry({ customerId });
    await owner().execute(
      sql`update daily_collection_entries set collection_date = ${addDays(today(), -8)}
          where id = ${entry.id}`,
    );
    const response = await collect(entry.id, { amount: 10 });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(english(COLLECT_MESSAGES.dayOutOfWindow));
  });

  it("answers 404 for another tenant's entry and for none, and records nothing", async () => {
    const { loan, entry } = await loanWithEntry({ customerId });
    const foreign = await collect(entry.id, { amount: 10 }, as('admin@beacon.test'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(english(COLLECT_MESSAGES.entryNotFound));
    const none = await collect('00000000-0000-4000-8000-000000000000', { amount: 10 });
    expect(none.statusCode).toBe(404);
    expect((await entryOf(loan, entry.collection_date)).collected_amount).toBe(0);
  });
});

describe('the collector a payment carries', () => {
  it('is the one the recording user works as, on Record Payment and bulk entry, and none otherwise', async () => {
    const { loan } = await loanWithEntry({ customerId });
    const byAgent = await agent()('POST', `/loans/${loan.id}/payments`, {
      amount: 10,
      payment_method: 'cash',
    });
    expect(byAgent.statusCode).toBe(201);
    expect((await paymentRow(byAgent.json().payment.id)).collector_id).toBe(collector.id);
    const byManager = await manager()('POST', `/loans/${loan.id}/payments`, {
      amount: 10,
      payment_method: 'cash',
    });
    expect((await paymentRow(byManager.json().payment.id)).collector_id).toBeNull();
    const bulk = await agent()('POST', '/payments/bulk', {
      entries: [
        {
          loan_number: loan.loan_number,
          customer_name: 'Kavita Collect',
          amount: 10,
          payment_method: 'cash',
        },
      ],
    });
    expect(bulk.statusCode).toBe(201);
    expect((await paymentRow(bulk.json().payments[0].id)).collector_id).toBe(collector.id);
  });
});
