import {
  addDays,
  CASH_MESSAGES,
  COLLECTOR_MESSAGES,
  type CashInHandResponse,
  type CollectorCash,
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
import { collectorOf } from '../field-work-test-helpers.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
const agent = () => as('agent@acme.test');
const { owner, today, loanWithEntry, collectorWhere } = collectionsFixtures(() => testApp, manager);

let collector: { id: string; name: string };
/** The collection day the cash below was taken on. */
let day: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn(
    'manager@acme.test',
    'agent@acme.test',
    'field@acme.test',
    'admin@beacon.test',
    'owner@lendline.test',
  );
  const customerId = await registerCustomer(manager(), {
    firstName: 'Sunil',
    lastName: 'Cash',
    phone: '+919820078001',
  });
  // A collector of its own for the agent: the demo seed's (Vikram Singh) has cash of its own today.
  collector = {
    id: await collectorOf(testApp, 'agent@acme.test', 'Cash Counted'),
    name: 'Cash Counted',
  };
  const cash = await loanWithEntry({ customerId, collectorId: collector.id });
  const upi = await loanWithEntry({ customerId, collectorId: collector.id });
  day = cash.day;
  const collect = (entryId: string, amount: number, method: string) =>
    agent()('POST', `/collections/${entryId}/collect`, { amount, payment_method: method });
  // Cash 150 on the entry and 60 through Record Payment by the agent: theirs. A UPI payment and
  // a reversed cash payment are not cash in hand.
  expect((await collect(cash.entry.id, 150, 'cash')).statusCode).toBe(201);
  expect((await collect(upi.entry.id, 40, 'upi')).statusCode).toBe(201);
  const recorded = await agent()('POST', `/loans/${cash.loan.id}/payments`, {
    amount: 60,
    payment_method: 'cash',
    payment_date: day,
  });
  expect(recorded.statusCode).toBe(201);
  const reversed = await agent()('POST', `/loans/${upi.loan.id}/payments`, {
    amount: 25,
    payment_method: 'cash',
    payment_date: day,
  });
  await manager()('POST', `/payments/${reversed.json().payment.id}/reverse`, {
    reason: 'Counted twice',
  });
}, 90_000);
afterAll(async () => {
  expect(await checkWholeLedger(ownerConnection(testApp.database))).toEqual([]);
  await testApp.close();
});

const cashOf = async (date: string, who = manager()) => {
  const response = await who('GET', `/collections/cash?date=${date}`);
  expect(response.statusCode).toBe(200);
  return response.json() as CashInHandResponse;
};
const rowOf = (answer: CashInHandResponse, collectorId = collector.id) =>
  answer.data.find((row) => row.collector_id === collectorId);
const handover = (body: object, who = manager()) =>
  who('POST', '/collections/handovers', { collector_id: collector.id, ...body });
const close = (body: object, who = manager()) =>
  who('POST', '/collections/cash/close', { collector_id: collector.id, ...body });

describe('cash in hand', () => {
  it("counts a collector's completed, unreversed cash of the day, and every active collector", async () => {
    const answer = await cashOf(day);
    expect(answer.date).toBe(day);
    expect(rowOf(answer)).toMatchObject({
      collector_name: collector.name,
      collection_date: day,
      collected: { amount: 210, count: 2 },
      handed_over: { amount: 0, count: 0 },
      variance: -210,
      closed: false,
      close: null,
    });
    const active = await queryRows<{ id: string }>(
      owner(),
      sql`select dc.id from debt_collectors dc join organizations o on o.id = dc.organization_id
          where o.name = 'Acme Microfinance' and dc.is_active and not dc.is_blocked`,
    );
    expect(answer.data.map((row) => row.collector_id)).toEqual(
      expect.arrayContaining(active.map((row) => row.id)),
    );
    const sum = (pick: (row: CollectorCash) => number) =>
      answer.data.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;
    expect(answer.totals.collected.amount).toBe(sum((row) => row.collected.amount));
    expect(answer.totals.variance).toBe(sum((row) => row.variance));
  });

  it('records a handover received by the signed-in user, and the variance follows', async () => {
    const response = await handover({ amount: 200, date: day, note: 'Evening deposit' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Handover of ₹200.00 recorded');
    const [manager_] = await queryRows<{ id: string }>(
      owner(),
      sql`select id from users where email = 'manager@acme.test'`,
    );
    expect(response.json().handover).toMatchObject({
      collector_id: collector.id,
      collector_name: collector.name,
      collection_date: day,
      amount: 200,
      note: 'Evening deposit',
      received_by: manager_!.id,
    });
    expect(rowOf(await cashOf(day))).toMatchObject({
      handed_over: { amount: 200, count: 1 },
      variance: -10,
    });
  });

  it('replays a handover sent again with the same Idempotency-Key, counting it once', async () => {
    const other = await collectorWhere(
      'Acme Microfinance',
      sql`dc.is_active and not dc.is_blocked and dc.id <> ${collector.id}`,
    );
    const send = () =>
      manager()(
        'POST',
        '/collections/handovers',
        { collector_id: other.id, amount: 70, date: day },
        { 'idempotency-key': 'handover-1' },
      );
    const before = rowOf(await cashOf(day), other.id)!.handed_over;
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().handover.id).toBe(first.json().handover.id);
    expect(rowOf(await cashOf(day), other.id)!.handed_over).toEqual({
      amount: before.amount + 70,
      count: before.count + 1,
    });
  });

  it("dates a handover the organization's today by default, and refuses other days and amounts", async () => {
    const other = await collectorWhere(
      'Acme Microfinance',
      sql`dc.is_active and not dc.is_blocked and dc.id <> ${collector.id}`,
    );
    const todays = await handover({ collector_id: other.id, amount: 5 });
    expect(todays.statusCode).toBe(201);
    expect(todays.json().handover.collection_date).toBe(today());
    for (const date of [addDays(today(), -8), addDays(today(), 1)]) {
      const refused = await handover({ amount: 5, date });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details.fieldErrors.date).toEqual([
        english(CASH_MESSAGES.cashDate),
      ]);
    }
    expect((await handover({ amount: 0 })).statusCode).toBe(400);
    expect((await handover({ amount: 1.005 })).statusCode).toBe(400);
  });

  it('closes the day once with its figures, audited, then takes no more handovers for it', async () => {
    const response = await close({ date: day, note: 'Short by 10' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(`Day closed for ${collector.name}`);
    const stored = response.json().close;
    expect(stored).toMatchObject({
      collector_id: collector.id,
      collection_date: day,
      collected_amount: 210,
      handed_over_amount: 200,
      variance_amount: -10,
      note: 'Short by 10',
    });
    expect(rowOf(await cashOf(day))).toMatchObject({ closed: true, close: stored });
    const audits = await queryRows<{ entity_id: string }>(
      owner(),
      sql`select entity_id from audit_logs where action = 'close_collector_day'
          and new_values->>'collector_id' = ${collector.id}`,
    );
    expect(audits).toEqual([{ entity_id: stored.id }]);

    const twice = await close({ date: day });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(english(CASH_MESSAGES.dayAlreadyClosed));
    const late = await handover({ amount: 10, date: day });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(english(CASH_MESSAGES.handoverDayClosed));
  });

  it('takes a handover from a blocked collector, who may still hold cash', async () => {
    const blocked = await collectorWhere('Acme Microfinance', sql`dc.is_blocked`);
    const response = await handover({ collector_id: blocked.id, amount: 30 });
    expect(response.statusCode).toBe(201);
    expect(rowOf(await cashOf(today()), blocked.id)).toMatchObject({
      handed_over: { amount: 30, count: 1 },
      variance: 30,
    });
  });

  it("shows another tenant none of Acme's collectors, refuses them Acme's, and keeps to the matrix", async () => {
    const beacon = await cashOf(day, as('admin@beacon.test'));
    expect(rowOf(beacon)).toBeUndefined();
    expect(beacon.data.length).toBeGreaterThan(0);
    const foreign = await handover({ amount: 10 }, as('admin@beacon.test'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fieldErrors.collector_id).toEqual([
      english(COLLECTOR_MESSAGES.notFound),
    ]);
    expect((await close({}, as('admin@beacon.test'))).statusCode).toBe(400);
    expect((await agent()('GET', `/collections/cash?date=${day}`)).statusCode).toBe(200);
    expect((await handover({ amount: 10 }, agent())).statusCode).toBe(403);
    expect((await as('field@acme.test')('GET', '/collections/cash')).statusCode).toBe(403);
    const owners = await cashOf(day, as('owner@lendline.test'));
    expect(rowOf(owners)).toBeDefined();
    expect(rowOf(owners, beacon.data[0]!.collector_id)).toBeDefined();
  });
});
