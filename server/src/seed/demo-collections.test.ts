import { PGlite } from '@electric-sql/pglite';
import {
  addDays,
  calendarDayIn,
  daysBetween,
  instantAtLocalHour,
  type CashInHandResponse,
  type CollectionAlert,
  type CollectionEntry,
  type PaymentPromise,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, PGLITE_EXTENSIONS } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection } from '../db/system.ts';
import { checkWholeLedger } from '../jobs/check-whole-ledger.ts';
import { createDiskDocumentStorage } from '../storage/disk-storage.ts';
import { lendingCallers } from '../testing/lending.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoData } from './demo.ts';

const TIMEZONE = 'Asia/Kolkata';
let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = () => as('manager@acme.test');
/** The demo day: Acme's latest collection day when the test database was seeded. */
let day: string;
let yesterday: string;

const owner = () => ownerConnection(testApp.database);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(owner(), query);

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test', 'agent@acme.test', 'field@acme.test');
  const [days] = await rows<{ day: string; yesterday: string }>(
    sql`select to_char(max(e.collection_date), 'YYYY-MM-DD') as day,
          (select to_char(max(c.day), 'YYYY-MM-DD') from collection_calendar c
            where c.organization_id = o.id and c.day < max(e.collection_date)) as yesterday
        from daily_collection_entries e join organizations o on o.id = e.organization_id
        where o.name = 'Acme Microfinance' group by o.id`,
  );
  day = days!.day;
  yesterday = days!.yesterday;
});
afterAll(() => testApp.close());

/** The demo users' audited work of a kind, as the demo seed recorded it. */
const demoAudits = (action: string) =>
  rows<{ entity_id: string; email: string }>(
    sql`select a.entity_id, u.email from audit_logs a join users u on u.id = a.user_id
        where a.action = ${action} and a.user_agent = 'Demo data'`,
  );

describe('the demo collections', () => {
  it("writes each lender's entries of its latest collection day, overdue ones among them", async () => {
    const entries = await rows<{ name: string; day: string; total: number; overdue: number }>(
      sql`select o.name, to_char(e.collection_date, 'YYYY-MM-DD') as day, count(*)::int as total,
            (count(*) filter (where e.days_overdue > 0))::int as overdue
          from daily_collection_entries e join organizations o on o.id = e.organization_id
          group by o.name, e.collection_date order by o.name`,
    );
    expect(entries.map((row) => row.name)).toEqual([
      'Acme Microfinance',
      'Acme North Branch',
      'Beacon Lending',
    ]);
    for (const row of entries) {
      expect(row.day).toBe(day);
      expect(row.total).toBeGreaterThan(100);
      expect(row.overdue).toBeGreaterThan(0);
    }
    // Today, unless today is a day the lenders do not collect (a weekend): then the day before.
    const today = calendarDayIn(TIMEZONE, testApp.clock.now);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    expect(daysBetween(day, today)).toBe(weekday === 0 ? 2 : weekday === 6 ? 1 : 0);
  });

  it("gives each of Acme's loans in collection a collector, and the agents their 'Mine' lists", async () => {
    const [unassigned] = await rows<{ count: number }>(
      sql`select count(*)::int as count from loans l join organizations o on o.id = l.organization_id
          where o.name = 'Acme Microfinance' and l.status in ('active', 'overdue')
            and l.collector_id is null`,
    );
    expect(unassigned!.count).toBe(0);
    for (const [email, name] of [
      ['agent@acme.test', 'Vikram Singh'],
      ['field@acme.test', 'Anil Yadav'],
    ] as const) {
      for (const tab of ['pending', 'overdue']) {
        const response = await as(email)(
          'GET',
          `/collections?date=${day}&mine=true&tab=${tab}&page_size=100`,
        );
        expect(response.statusCode).toBe(200);
        const { data, total } = response.json() as { data: CollectionEntry[]; total: number };
        expect(total).toBeGreaterThan(0);
        expect(new Set(data.map((entry) => entry.collector_name))).toEqual(new Set([name]));
      }
    }
  });

  it("marks four of the agent's entries collected through Record Payment, the last in part", async () => {
    const collected = await rows<{ status: string; method: string; collector: string }>(
      sql`select e.payment_status as status, p.payment_method as method, dc.name as collector
          from audit_logs a
          join users u on u.id = a.user_id and u.email = 'agent@acme.test'
          join loan_payments p on p.id::text = a.entity_id
          join daily_collection_entries e on e.loan_id = p.loan_id
            and e.collection_date = p.payment_date
          join debt_collectors dc on dc.id = p.collector_id
          where a.action = 'record_payment' and a.user_agent = 'Demo data'
            and p.status = 'completed'
          order by e.payment_status, p.payment_method`,
    );
    expect(collected).toEqual([
      { status: 'completed', method: 'cash', collector: 'Vikram Singh' },
      { status: 'completed', method: 'cash', collector: 'Vikram Singh' },
      { status: 'completed', method: 'upi', collector: 'Vikram Singh' },
      { status: 'partial', method: 'cash', collector: 'Vikram Singh' },
    ]);
  });

  it('records promises open, kept and broken, and the broken one raises its alert', async () => {
    const response = await manager()('GET', '/collections/promises?page_size=100');
    expect(response.statusCode).toBe(200);
    const promises = response.json().data as PaymentPromise[];
    const statuses = promises.map((promise) => promise.status).sort();
    expect(statuses).toEqual(['broken', 'kept', 'open', 'open']);
    const broken = promises.find((promise) => promise.status === 'broken')!;
    expect(broken).toMatchObject({ collector_name: 'Vikram Singh', paid_amount: 0 });
    expect(broken.promised_date < calendarDayIn(TIMEZONE, testApp.clock.now)).toBe(true);
    const alerts = await alertsOf('broken_promise');
    expect(alerts.map((alert) => alert.entity_id)).toEqual([broken.id]);
    const promisedAtVisit = promises.filter((promise) => promise.visit_id !== null);
    expect(promisedAtVisit).toMatchObject([{ status: 'open', collector_name: 'Anil Yadav' }]);
  });

  it("records the field agent's visits, one of them far from the customer's pin", async () => {
    const visits = await rows<{
      outcome: string;
      day: string;
      is_far: boolean;
      distance_metres: number;
      paid: boolean;
    }>(
      sql`select v.outcome, to_char(v.visited_at at time zone ${TIMEZONE}, 'YYYY-MM-DD') as day,
            v.is_far, v.distance_metres, v.payment_id is not null as paid
          from field_visits v join debt_collectors dc on dc.id = v.collector_id
          where dc.name = 'Anil Yadav' order by v.visited_at, v.outcome`,
    );
    expect(visits.map(({ outcome, day: visitDay, paid }) => [outcome, visitDay, paid])).toEqual([
      ['paid', yesterday, true],
      ['partial', yesterday, true],
      ['not_home', day, false],
      ['paid', day, true],
      ['refused', day, false],
    ]);
    expect(visits.filter((visit) => visit.is_far)).toMatchObject([{ outcome: 'refused' }]);
    expect(visits.find((visit) => visit.is_far)!.distance_metres).toBeGreaterThan(2_000);
    expect(
      visits.filter((visit) => !visit.is_far).map((visit) => visit.distance_metres < 100),
    ).toEqual([true, true, true, true]);
  });

  it("shows the agent's cash short of today's and the field agent's day closed short, with its alert", async () => {
    const cashOf = async (date: string, name: string) => {
      const response = await manager()('GET', `/collections/cash?date=${date}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as CashInHandResponse).data.find(
        (row) => row.collector_name === name,
      )!;
    };
    const [partial] = await rows<{ amount: string }>(
      sql`select p.amount from loan_payments p
          join daily_collection_entries e on e.loan_id = p.loan_id
            and e.collection_date = p.payment_date and e.payment_status = 'partial'
          join debt_collectors dc on dc.id = p.collector_id and dc.name = 'Vikram Singh'
          where p.payment_date = ${day} and p.payment_method = 'cash'
            and exists (select 1 from audit_logs a where a.entity_id = p.id::text
              and a.user_agent = 'Demo data')`,
    );
    const agent = await cashOf(day, 'Vikram Singh');
    expect(agent).toMatchObject({ closed: false, handed_over: { count: 1 } });
    expect(agent.collected.count).toBe(3);
    expect(agent.variance).toBe(-Number(partial!.amount));

    const field = await cashOf(yesterday, 'Anil Yadav');
    expect(field).toMatchObject({
      closed: true,
      collected: { count: 2 },
      handed_over: { count: 1 },
    });
    expect(field.close!.variance_amount).toBeLessThan(0);
    expect(field.close!.variance_amount).toBe(field.variance);
    const alerts = await alertsOf('cash_variance');
    expect(alerts).toMatchObject([{ entity_id: field.collector_id, amount: field.variance }]);
  });

  it("stores a customer's document expiring within the week, listed with its alert", async () => {
    const [alert] = await alertsOf('document_expiry');
    expect(alert).toBeDefined();
    const [document] = await rows<{ customer_id: string }>(
      sql`select entity_id as customer_id from documents where id = ${alert!.entity_id}`,
    );
    const response = await manager()('GET', `/customers/${document!.customer_id}/documents`);
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.find((row: { id: string }) => row.id === alert!.entity_id);
    expect(listed).toMatchObject({
      file_name: 'driving-licence.pdf',
      document_type: 'identity_proof',
      expires_at: addDays(day, 3),
    });
  });

  it('audits every piece of the work as the demo user who did it', async () => {
    const who = async (action: string) => (await demoAudits(action)).map((row) => row.email).sort();
    expect(await who('record_promise')).toEqual([
      'agent@acme.test',
      'agent@acme.test',
      'agent@acme.test',
      'field@acme.test',
    ]);
    expect(await who('record_visit')).toEqual(Array(5).fill('field@acme.test'));
    expect(await who('record_cash_handover')).toEqual(Array(2).fill('manager@acme.test'));
    expect(await who('close_collector_day')).toEqual(['manager@acme.test']);
    expect(await who('upload')).toEqual(['officer@acme.test']);
  });
});

async function alertsOf(type: CollectionAlert['type']): Promise<CollectionAlert[]> {
  const response = await manager()('GET', '/collections/alerts?limit=100');
  expect(response.statusCode).toBe(200);
  return (response.json().data as CollectionAlert[]).filter((alert) => alert.type === type);
}

describe('the demo collections seeded on a Saturday', () => {
  it("works on Friday's entries, none of Saturday's, and keeps the books", async () => {
    const today = calendarDayIn(TIMEZONE, new Date());
    let saturday = addDays(today, -1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, -1);
    const friday = addDays(saturday, -1);
    const folder = await mkdtemp(join(tmpdir(), 'lendline-demo-test-'));
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = openPglite(client);
    try {
      await migrateDatabase(database);
      await seedDemoData(database, {
        now: instantAtLocalHour(TIMEZONE, saturday, 11),
        documentStorage: createDiskDocumentStorage(join(folder, 'documents')),
      });
      const [seeded] = await queryRows<{ entry_days: string[]; work_days: string[] }>(
        ownerConnection(database),
        sql`select
              array(select distinct to_char(collection_date, 'YYYY-MM-DD')
                from daily_collection_entries) as entry_days,
              array(select distinct to_char(w.at at time zone ${TIMEZONE}, 'YYYY-MM-DD')
                from (select p.created_at as at from loan_payments p
                    where exists (select 1 from audit_logs a
                      where a.entity_id = p.id::text and a.user_agent = 'Demo data')
                  union all select created_at from cash_handovers
                  union all select uploaded_at from documents) w
                where w.at >= ${instantAtLocalHour(TIMEZONE, friday, 0)})
                as work_days`,
      );
      expect(seeded).toEqual({ entry_days: [friday], work_days: [friday] });
      expect(await checkWholeLedger(ownerConnection(database))).toEqual([]);
      // The document's bytes went to the storage given.
      expect((await readdir(join(folder, 'documents'), { recursive: true })).length).toBe(2);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
