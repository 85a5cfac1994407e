import { addDays, type CollectionAlert } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { ownerConnection } from '../../../db/system.ts';
import { lendingCallers } from '../../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  disbursedLoan,
  onAWeekday,
  plainCollector,
  todayOf,
  type ScheduledLoan,
} from '../field-work-test-helpers.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
let overdue: ScheduledLoan;
let risky: ScheduledLoan;
const ids: Record<string, string> = {};

async function insertRow(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ id: string }>(ownerConnection(testApp.database), query);
  return row!.id;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  onAWeekday(testApp);
  await signIn('manager@acme.test', 'admin@beacon.test');
  const today = todayOf(testApp);
  const owner = ownerConnection(testApp.database);
  overdue = await disbursedLoan(testApp, manager(), { lastName: 'Overdue' });
  risky = await disbursedLoan(testApp, manager(), { lastName: 'Risky', riskLevel: 'high' });
  await owner.execute(sql`update loans set status = 'overdue' where id = ${overdue.id}`);
  expect((await manager()('POST', '/collections/generate', {})).statusCode).toBe(200);

  const manager_ = sql`(select id from users where email = 'manager@acme.test')`;
  const document = (name: string, expires: string) =>
    insertRow(sql`insert into documents (organization_id, entity_type, entity_id, document_type,
        file_name, content_type, size_bytes, sha256, storage_key, uploaded_by, expires_at)
      values (${overdue.organization_id}, 'customer', ${overdue.customer_id}, 'identity_proof',
        ${name}, 'application/pdf', 10, ${'0'.repeat(64)}, ${`alerts-${name}`}, ${manager_},
        ${expires})
      returning id`);
  ids.expiring = await document('aadhaar.pdf', addDays(today, 3));
  ids.later = await document('pan.pdf', addDays(today, 8));
  ids.expired = await document('old.pdf', addDays(today, -1));

  const promise = (promisedDate: string) =>
    insertRow(sql`insert into payment_promises (organization_id, loan_id, customer_id, amount,
        promised_date, created_by, created_at)
      values (${risky.organization_id}, ${risky.id}, ${risky.customer_id}, 100, ${promisedDate},
        ${manager_}, ${new Date(testApp.clock.now.getTime() - 12 * 86_400_000)})
      returning id`);
  ids.broken = await promise(addDays(today, -2));
  ids.longAgo = await promise(addDays(today, -9));

  const collector = await plainCollector(testApp, 'manager@acme.test', 'Short Changed');
  const close = (date: string, collected: number, handedOver: number) =>
    insertRow(sql`insert into collector_day_closes (organization_id, collector_id, collection_date,
        collected_amount, handed_over_amount, variance_amount, closed_by)
      values (${overdue.organization_id}, ${collector}, ${date}, ${collected}, ${handedOver},
        ${handedOver - collected}, ${manager_})
      returning id`);
  await close(addDays(today, -1), 1000, 900);
  await close(today, 500, 500);
  ids.collector = collector;
}, 60_000);
afterAll(() => testApp.close());

async function alerts(
  caller = manager(),
  limit = 100,
  headers: Record<string, string> = {},
): Promise<{ data: CollectionAlert[]; total: number }> {
  const response = await caller('GET', `/collections/alerts?limit=${limit}`, undefined, headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/v1/collections/alerts', () => {
  it('raises each kind of alert from the data, with the spec’s fields', async () => {
    const { data, total } = await alerts();
    expect(total).toBe(data.length);
    const about = (id: string) => data.filter((alert) => alert.entity_id === id);
    expect(about(overdue.id)).toEqual([
      expect.objectContaining({
        id: `overdue_due_today:${overdue.id}`,
        type: 'overdue_due_today',
        severity: 'critical',
        title: 'Overdue payment due today',
        customer_name: 'Field Overdue',
        loan_number: overdue.loan_number,
        entity_type: 'loan',
        organization_id: overdue.organization_id,
      }),
    ]);
    const [critical] = about(overdue.id);
    expect(critical!.description).toBe(
      `Field Overdue (${overdue.loan_number}) is ${critical!.days_overdue} days overdue with an instalment due today`,
    );
    expect(critical!.amount).toBeGreaterThan(0);
    expect(about(risky.id)).toEqual([
      expect.objectContaining({ type: 'high_risk_collection', severity: 'high' }),
    ]);
    expect(about(ids.expiring!)).toEqual([
      expect.objectContaining({
        type: 'document_expiry',
        severity: 'medium',
        entity_type: 'document',
        customer_name: 'Field Overdue',
        description: 'aadhaar.pdf of Field Overdue expires in 3 days',
      }),
    ]);
    expect(about(ids.broken!)).toEqual([
      expect.objectContaining({
        type: 'broken_promise',
        severity: 'high',
        amount: 100,
        loan_number: risky.loan_number,
        description: `Field Risky promised to pay by ${addDays(todayOf(testApp), -2)} and has paid nothing`,
      }),
    ]);
    expect(about(ids.collector!)).toEqual([
      expect.objectContaining({
        id: `cash_variance:${ids.collector}:${addDays(todayOf(testApp), -1)}`,
        type: 'cash_variance',
        severity: 'high',
        amount: -100,
        entity_type: 'collector',
        description: `Short Changed handed over less cash than was collected on ${addDays(todayOf(testApp), -1)}`,
      }),
    ]);
    for (const quiet of [ids.later, ids.expired, ids.longAgo]) expect(about(quiet!)).toEqual([]);
  });

  it('puts the most severe first, and answers the first few with the total', async () => {
    const { data, total } = await alerts();
    const rank = { critical: 0, high: 1, medium: 2 };
    const ranks = data.map((alert) => rank[alert.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const firstThree = await alerts(manager(), 3);
    expect(firstThree.data).toEqual(data.slice(0, 3));
    expect(firstThree.total).toBe(total);
  });

  it('answers the same first few at every limit, the critical ones before the high-risk', async () => {
    const { data, total } = await alerts();
    expect(data.filter((alert) => alert.severity === 'critical').length).toBeGreaterThan(0);
    for (let limit = 1; limit <= data.length; limit += 1) {
      const first = await alerts(manager(), limit);
      expect(first.data).toEqual(data.slice(0, limit));
      expect(first.total).toBe(total);
    }
  });

  it("moves an entry's alert with its loan falling overdue and back", async () => {
    const before = await alerts();
    const owner = ownerConnection(testApp.database);
    await owner.execute(sql`update loans set status = 'overdue' where id = ${risky.id}`);
    const overdueNow = await alerts();
    expect(overdueNow.total).toBe(before.total);
    expect(overdueNow.data.filter((alert) => alert.entity_id === risky.id)).toEqual([
      expect.objectContaining({ type: 'overdue_due_today', severity: 'critical' }),
    ]);
    const [first] = (await alerts(manager(), 1)).data;
    expect(first?.severity).toBe('critical');
    await owner.execute(sql`update loans set status = 'active' where id = ${risky.id}`);
    expect(await alerts()).toEqual(before);
  });

  it('writes the titles and descriptions in the language of the request', async () => {
    const { data } = await alerts(manager(), 100, { 'accept-language': 'hi' });
    const expiring = data.find((alert) => alert.entity_id === ids.expiring);
    expect(expiring?.title).toBe('दस्तावेज़ जल्द समाप्त हो रहा है');
    expect(expiring?.description).toBe('Field Overdue का aadhaar.pdf 3 दिनों में समाप्त हो रहा है');
  });

  it('drops an alert as soon as the data no longer raises it', async () => {
    const entries = await manager()('GET', `/collections?search=${risky.loan_number}`);
    const entry = entries.json().data.find((row: { loan_id: string }) => row.loan_id === risky.id);
    const paid = await manager()('POST', `/loans/${risky.id}/payments`, {
      amount: entry.calculated_due,
      payment_method: 'cash',
    });
    expect(paid.statusCode).toBe(201);
    const { data } = await alerts();
    expect(data.some((alert) => alert.entity_id === risky.id)).toBe(false);
    // Paid after its promised date: the promise stays broken.
    expect(data.some((alert) => alert.entity_id === ids.broken)).toBe(true);
    await ownerConnection(testApp.database).execute(
      sql`update documents set expires_at = null where id = ${ids.expiring}`,
    );
    expect((await alerts()).data.some((alert) => alert.entity_id === ids.expiring)).toBe(false);
  });

  it("shows another organization none of Acme's alerts", async () => {
    const { data } = await alerts(as('admin@beacon.test'));
    const acme = new Set([overdue.id, risky.id, ...Object.values(ids)]);
    expect(data.filter((alert) => acme.has(alert.entity_id))).toEqual([]);
    expect(data.every((alert) => alert.organization_id !== overdue.organization_id)).toBe(true);
  });
});
