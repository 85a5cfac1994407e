import { COLLECTOR_MESSAGES } from '@lendline/core';
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
const { owner, entryOf, loanWithEntry, collectorWhere } = collectionsFixtures(
  () => testApp,
  manager,
);

let customerId: string;
type Collector = { id: string; name: string };
let first: Collector;
let second: Collector;

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test', 'agent@acme.test', 'admin@acme.test', 'admin@beacon.test');
  customerId = await registerCustomer(manager(), {
    firstName: 'Lata',
    lastName: 'Reassign',
    phone: '+919820077901',
  });
  const active = sql`dc.is_active and not dc.is_blocked`;
  first = await collectorWhere('Acme Microfinance', active);
  second = await collectorWhere('Acme Microfinance', sql`${active} and dc.id <> ${first.id}`);
}, 60_000);
afterAll(async () => {
  expect(await checkWholeLedger(ownerConnection(testApp.database))).toEqual([]);
  await testApp.close();
});

const reassign = (entryIds: string[], collectorId: string, who = manager()) =>
  who('POST', '/collections/reassign', { entry_ids: entryIds, collector_id: collectorId });

describe('POST /api/v1/collections/reassign', () => {
  it('gives many entries to another collector in one request, audited with each one’s previous collector', async () => {
    const a = await loanWithEntry({ customerId, collectorId: first.id });
    const b = await loanWithEntry({ customerId, collectorId: first.id });
    const response = await reassign([a.entry.id, b.entry.id, a.entry.id], second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `2 collections reassigned to ${second.name}`,
      updated: 2,
    });
    for (const { loan, day } of [a, b]) {
      expect(await entryOf(loan, day)).toMatchObject({
        collector_id: second.id,
        collector_name: second.name,
      });
    }
    const audits = await queryRows<{ new_values: { entries: object[]; collector_id: string } }>(
      owner(),
      sql`select new_values from audit_logs where action = 'reassign_collections'
          and entity_type = 'daily_collection_entry'`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.new_values.collector_id).toBe(second.id);
    expect(audits[0]!.new_values.entries).toEqual(
      expect.arrayContaining([
        { id: a.entry.id, previous_collector_id: first.id },
        { id: b.entry.id, previous_collector_id: first.id },
      ]),
    );

    const unchanged = await reassign([a.entry.id], second.id);
    expect(unchanged.json().updated).toBe(0);
    // A forced rebuild of the day keeps the collector a manager chose.
    await manager()('POST', '/collections/generate', { date: a.day, force_regenerate: true });
    expect((await entryOf(a.loan, a.day)).collector_id).toBe(second.id);
  });

  it('refuses a blocked, an inactive, another branch’s or another tenant’s collector on collector_id', async () => {
    const { loan, day, entry } = await loanWithEntry({ customerId, collectorId: first.id });
    const blocked = await collectorWhere('Acme Microfinance', sql`dc.is_blocked`);
    const refusedBlocked = await reassign([entry.id], blocked.id);
    expect(refusedBlocked.statusCode).toBe(400);
    expect(refusedBlocked.json().error.details.fieldErrors.collector_id).toEqual([
      `${blocked.name} is blocked or inactive and cannot be given collections`,
    ]);

    const [inactive] = await queryRows<Collector>(
      owner(),
      sql`insert into debt_collectors (organization_id, name, is_active)
          select organization_id, 'Idle Collector', false from debt_collectors where id = ${first.id}
          returning id, name`,
    );
    expect((await reassign([entry.id], inactive!.id)).statusCode).toBe(400);

    const branch = await collectorWhere('Acme North Branch', sql`not dc.is_blocked`);
    const otherBranch = await reassign([entry.id], branch.id, as('admin@acme.test'));
    expect(otherBranch.statusCode).toBe(400);
    expect(otherBranch.json().error.details.fieldErrors.collector_id).toEqual([
      `${branch.name} does not work for the organization of these collections`,
    ]);

    const beacon = await collectorWhere('Beacon Lending', sql`not dc.is_blocked`);
    const foreign = await reassign([entry.id], beacon.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fieldErrors.collector_id).toEqual([
      english(COLLECTOR_MESSAGES.notFound),
    ]);
    expect((await entryOf(loan, day)).collector_id).toBe(first.id);
  });

  it('refuses the whole request when an entry is completed, and changes none', async () => {
    const open = await loanWithEntry({ customerId, collectorId: first.id });
    const done = await loanWithEntry({ customerId, collectorId: first.id });
    const paid = await manager()('POST', `/collections/${done.entry.id}/collect`, {
      amount: done.entry.calculated_due,
      payment_method: 'cash',
    });
    expect(paid.json().entry.payment_status).toBe('completed');
    const response = await reassign([open.entry.id, done.entry.id], second.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      '1 of these collections is already completed and cannot be reassigned',
    );
    expect((await entryOf(open.loan, open.day)).collector_id).toBe(first.id);
  });

  it('answers 404 for entries out of the caller’s scope, and 403 to a role that may not assign', async () => {
    const { loan, day, entry } = await loanWithEntry({ customerId, collectorId: first.id });
    const beacon = await collectorWhere('Beacon Lending', sql`dc.is_active and not dc.is_blocked`);
    const foreign = await reassign([entry.id], beacon.id, as('admin@beacon.test'));
    expect(foreign.statusCode).toBe(404);
    const byAgent = await reassign([entry.id], second.id, as('agent@acme.test'));
    expect(byAgent.statusCode).toBe(403);
    expect((await entryOf(loan, day)).collector_id).toBe(first.id);
  });
});
