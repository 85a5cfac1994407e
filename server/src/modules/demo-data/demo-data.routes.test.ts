import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { checkWholeLedger } from '../../jobs/check-whole-ledger.ts';
import {
  DEMO_DATA_START_GRACE_MS,
  failStaleDemoDataRuns,
} from '../../jobs/fail-stale-demo-data-runs.ts';
import {
  demoDataRunsHere,
  runDemoDataJob,
  type DemoDataJob,
} from '../../jobs/generate-demo-data.ts';
import { generatedIdPattern } from '../../seed/organization-history.ts';
import { lendingCallers } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const owner = () => as('owner@lendline.test');
const organizationIds: Record<string, string> = {};
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const db = () => ownerConnection(testApp.database);
type Counted = 'customers' | 'loans' | 'payments' | 'entries' | 'promises' | 'visits' | 'snapshots';

/** Rows per table and organization, to prove a generation writes into its organization only. */
async function rowCounts(organizationId: string) {
  const [row] = await queryRows<Record<Counted, number>>(
    db(),
    sql`select
      (select count(*) from customers where organization_id = ${organizationId})::int as customers,
      (select count(*) from loans where organization_id = ${organizationId})::int as loans,
      (select count(*) from loan_payments where organization_id = ${organizationId})::int as payments,
      (select count(*) from journal_entries where organization_id = ${organizationId})::int as entries,
      (select count(*) from payment_promises where organization_id = ${organizationId})::int as promises,
      (select count(*) from field_visits where organization_id = ${organizationId})::int as visits,
      (select count(*) from portfolio_snapshots where organization_id = ${organizationId})::int as snapshots`,
  );
  return row!;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('owner@lendline.test', 'admin@acme.test', 'manager@acme.test', 'admin@beacon.test');
  for (const row of await queryRows<{ id: string; name: string }>(
    db(),
    sql`select id, name from organizations`,
  )) {
    organizationIds[row.name] = row.id;
  }
}, 120_000);
afterAll(() => testApp.close());

describe('the demo data endpoints', () => {
  it('refuse everyone but the platform owner', async () => {
    const beacon = organizationIds['Beacon Lending']!;
    for (const email of ['admin@acme.test', 'manager@acme.test', 'admin@beacon.test']) {
      const started = await as(email)('POST', `/organizations/${beacon}/demo-data`, {
        customers: 20,
        months: 2,
      });
      expect(started.statusCode, email).toBe(403);
      const read = await as(email)('GET', `/organizations/${beacon}/demo-data`);
      expect(read.statusCode, email).toBe(403);
    }
    const [runs] = await queryRows<{ runs: number }>(
      db(),
      sql`select count(*)::int as runs from demo_data_runs`,
    );
    expect(runs!.runs).toBe(0);
  });

  it('validate the size and the organization', async () => {
    const beacon = organizationIds['Beacon Lending']!;
    for (const body of [
      {},
      { customers: 5, months: 2 },
      { customers: 20, months: 0 },
      { customers: 20, months: 13 },
      { customers: 20.5, months: 2 },
      { customers: 20_001, months: 2 },
    ]) {
      const response = await owner()('POST', `/organizations/${beacon}/demo-data`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await owner()('POST', `/organizations/${NO_SUCH_ID}/demo-data`, {
      customers: 20,
      months: 2,
    });
    expect(missing.statusCode).toBe(404);
    expect((await owner()('GET', `/organizations/${NO_SUCH_ID}/demo-data`)).statusCode).toBe(404);
    const none = await owner()('GET', `/organizations/${beacon}/demo-data`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ run: null });
  });

  it('run one generation at a time per organization', async () => {
    const north = organizationIds['Acme North Branch']!;
    const [ownerRow] = await queryRows<{ id: string }>(
      db(),
      sql`select id from users where email = 'owner@lendline.test'`,
    );
    await db().execute(
      sql`insert into demo_data_runs (organization_id, requested_by, customers, months, seed, status)
          values (${north}, ${ownerRow!.id}, 20, 2, 77, 'running')`,
    );
    const second = await owner()('POST', `/organizations/${north}/demo-data`, {
      customers: 20,
      months: 2,
    });
    expect(second.statusCode).toBe(409);
    const read = await owner()('GET', `/organizations/${north}/demo-data`);
    expect(read.json().run).toMatchObject({ status: 'running', customers: 20, months: 2 });
  });

  it('fails a generation an instance that is gone left running, so a new one can start', async () => {
    const north = organizationIds['Acme North Branch']!;
    const [left] = await queryRows<{ id: string; created_at: Date }>(
      db(),
      sql`select id, created_at from demo_data_runs
        where organization_id = ${north} and status = 'running'`,
    );
    const createdAt = new Date(left!.created_at).getTime();
    // Within the start grace (its job may not have locked it yet), or run here: left alone.
    expect(
      await failStaleDemoDataRuns(testApp.database, {
        now: new Date(createdAt + DEMO_DATA_START_GRACE_MS - 1_000),
        runningHere: [],
      }),
    ).toBe(0);
    const later = new Date(createdAt + DEMO_DATA_START_GRACE_MS + 1_000);
    expect(
      await failStaleDemoDataRuns(testApp.database, { now: later, runningHere: [left!.id] }),
    ).toBe(0);
    expect((await owner()('GET', `/organizations/${north}/demo-data`)).json().run.status).toBe(
      'running',
    );

    expect(await failStaleDemoDataRuns(testApp.database, { now: later, runningHere: [] })).toBe(1);
    const read = (await owner()('GET', `/organizations/${north}/demo-data`)).json().run;
    expect(read).toMatchObject({
      id: left!.id,
      status: 'failed',
      error: 'interrupted',
      finished_at: later.toISOString(),
    });
    // Done and failed runs stay as they are.
    expect(await failStaleDemoDataRuns(testApp.database, { now: later, runningHere: [] })).toBe(0);
    const [before] = await queryRows<{ runs: number }>(
      db(),
      sql`select count(*)::int as runs from demo_data_runs where organization_id = ${north}`,
    );
    const again = await owner()('POST', `/organizations/${north}/demo-data`, {
      customers: 20,
      months: 1,
    });
    expect(again.statusCode).toBe(202);
    // Read by its id: the test clock dates it before the interrupted one.
    let run: { status: string; error: string | null } = again.json();
    for (let attempt = 0; attempt < 600 && !['done', 'failed'].includes(run.status); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [row] = await queryRows<{ status: string; error: string | null }>(
        db(),
        sql`select status, error from demo_data_runs where id = ${again.json().id}`,
      );
      run = row!;
    }
    expect(run).toMatchObject({ status: 'done', error: null });
    const [after] = await queryRows<{ runs: number }>(
      db(),
      sql`select count(*)::int as runs from demo_data_runs where organization_id = ${north}`,
    );
    expect(after!.runs).toBe(before!.runs + 1);
  }, 120_000);

  it('leaves alone a generation this instance is running, however old', async () => {
    const north = organizationIds['Acme North Branch']!;
    const [job] = await queryRows<DemoDataJob>(
      db(),
      sql`insert into demo_data_runs (organization_id, requested_by, customers, months, seed,
            created_at)
          select ${north}, id, 20, 1, 78, now() - interval '1 day' from users
          where email = 'owner@lendline.test'
          returning id, organization_id, requested_by, customers, months, seed`,
    );
    const running = runDemoDataJob(testApp.database, job!);
    expect(demoDataRunsHere()).toContain(job!.id);
    expect(await failStaleDemoDataRuns(testApp.database, { now: new Date() })).toBe(0);
    await running;
    expect(demoDataRunsHere()).not.toContain(job!.id);
    const [row] = await queryRows<{ status: string; error: string | null }>(
      db(),
      sql`select status, error from demo_data_runs where id = ${job!.id}`,
    );
    expect(row).toEqual({ status: 'done', error: null });
  }, 120_000);

  it('generates months of history into the organization alone, with the ledger balanced', async () => {
    const beacon = organizationIds['Beacon Lending']!;
    const acme = organizationIds['Acme Microfinance']!;
    const beaconBefore = await rowCounts(beacon);
    const acmeBefore = await rowCounts(acme);

    const started = await owner()('POST', `/organizations/${beacon}/demo-data`, {
      customers: 40,
      months: 3,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'queued', percent: 0, customers: 40 });

    const seen = new Set<string>();
    let run = started.json();
    for (let attempt = 0; attempt < 600 && !['done', 'failed'].includes(run.status); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await owner()('GET', `/organizations/${beacon}/demo-data`)).json().run;
      seen.add(`${run.status}:${run.step ?? ''}`);
    }
    expect(run.error).toBeNull();
    expect(run.status).toBe('done');
    expect(run.percent).toBe(100);
    // Every state read on the way was one the job writes, in order.
    expect([...seen].every((state) => /^(queued|running:\w+|done|failed):?$/.test(state))).toBe(
      true,
    );
    expect(run.counts.customers).toBe(40);
    expect(run.counts.loans).toBe(60);
    expect(run.counts.payments).toBeGreaterThan(0);
    expect(run.counts.visits).toBeGreaterThan(0);
    expect(run.counts.promises).toBeGreaterThan(0);
    expect(run.counts.snapshots).toBe(90);

    const beaconAfter = await rowCounts(beacon);
    expect(beaconAfter.customers - beaconBefore.customers).toBe(40);
    expect(beaconAfter.loans - beaconBefore.loans).toBe(60);
    expect(beaconAfter.payments - beaconBefore.payments).toBe(run.counts.payments);
    expect(beaconAfter.entries - beaconBefore.entries).toBe(run.counts.journal_entries);
    expect(beaconAfter.promises - beaconBefore.promises).toBe(run.counts.promises);
    expect(beaconAfter.visits - beaconBefore.visits).toBe(run.counts.visits);
    // Another tenant gains nothing.
    expect(await rowCounts(acme)).toEqual(acmeBefore);

    // Loans in several states, each on a generated customer of Beacon.
    const [seedRow] = await queryRows<{ seed: number }>(
      db(),
      sql`select seed from demo_data_runs where id = ${run.id}`,
    );
    const statuses = await queryRows<{ status: string; on_generated: boolean }>(
      db(),
      sql`select distinct l.status, c.id::text like ${generatedIdPattern(seedRow!.seed)} as on_generated
        from loans l join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
        where l.organization_id = ${beacon} and l.id::text like ${generatedIdPattern(seedRow!.seed, 'a001')}`,
    );
    expect(statuses.every((row) => row.on_generated)).toBe(true);
    expect(new Set(statuses.map((row) => row.status)).size).toBeGreaterThanOrEqual(3);

    // The books balance (npm run check:ledger's checks) and the generation is audited.
    expect(await checkWholeLedger(db())).toEqual([]);
    const audits = await queryRows<{ user_email: string; new_values: unknown }>(
      db(),
      sql`select u.email as user_email, a.new_values from audit_logs a join users u on u.id = a.user_id
        where a.entity_type = 'demo_data' and a.organization_id = ${beacon}`,
    );
    expect(audits).toEqual([
      { user_email: 'owner@lendline.test', new_values: { customers: 40, months: 3 } },
    ]);
  }, 120_000);
});
