import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { customers, debtCollectors, loans, type NewLoan } from '../../db/schema/index.ts';
import {
  insertPendingRequest,
  organizationIdByName,
  userIdByEmail,
} from '../approvals/approvals-test-helpers.ts';
import { removeSeededLoans } from '../../testing/lending.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const cookies: Record<string, string> = {};

/**
 * The demo seed's loans (and their payments and journal) removed, so the counts below are of
 * this file's loans only. The journal is append-only: its owner lifts the guard for this.
 */
beforeAll(async () => {
  // Loans are written straight into the table here, without their journal.
  testApp = await buildTestApp({ ledgerCheck: false });
  await removeSeededLoans(testApp.database);
  for (const email of [
    'manager@acme.test',
    'admin@acme.test',
    'branch.manager@acme.test',
    'admin@beacon.test',
    'owner@lendline.test',
  ]) {
    cookies[email] = await loginAs(testApp.app, email);
  }
});
afterAll(() => testApp.close());

const countsFor = (email: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/v1/navigation/counts',
    headers: { cookie: cookies[email]! },
  });

/**
 * Today and tomorrow in Asia/Kolkata, every demo organization's timezone. The database computes
 * them, as it does for the count, so the test cannot disagree with it about what today is.
 */
async function datesInKolkata() {
  const [row] = await queryRows<{ today: string; tomorrow: string }>(
    ownerConnection(testApp.database),
    sql`select (now() at time zone 'Asia/Kolkata')::date::text as today,
          ((now() at time zone 'Asia/Kolkata')::date + 1)::text as tomorrow`,
  );
  return row!;
}

type LoanStatus = 'pending' | 'active' | 'completed';

/** Inserts, as the system, one customer in the organization and a loan of theirs per entry. */
async function insertLoans(
  organizationName: string,
  entries: readonly { status: LoanStatus; dueDate?: string }[],
) {
  const [organization] = await queryRows<{ id: string }>(
    ownerConnection(testApp.database),
    sql`select id from organizations where name = ${organizationName}`,
  );
  const [creator] = await queryRows<{ id: string }>(
    ownerConnection(testApp.database),
    sql`select user_id as id from user_profiles where organization_id = ${organization!.id} limit 1`,
  );
  const organizationId = organization!.id;
  await runSystem(ownerConnection(testApp.database), async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({
        organization_id: organizationId,
        customer_id: 'CUST-NAV-1',
        first_name: 'Asha',
        last_name: 'Patil',
        phone: '+919800000001',
      })
      .returning({ id: customers.id });
    const now = new Date();
    const rows = entries.map(({ status, dueDate }, index): NewLoan => ({
      organization_id: organizationId,
      loan_number: `LN-NAV-${index + 1}`,
      customer_id: customer!.id,
      principal_amount: '10000.00',
      upfront_interest_percent: '10.00',
      upfront_interest_amount: '1000.00',
      disbursed_amount: status === 'pending' ? '0.00' : '9000.00',
      remaining_amount: status === 'completed' ? '0.00' : '10000.00',
      daily_interest_rate: '0.200',
      max_repayment_days: 100,
      daily_repayment_amount: '100.00',
      total_interest: '100.00',
      total_repayable: '10000.00',
      instalment_count: 100,
      last_instalment_amount: '100.00',
      status,
      created_by: creator!.id,
      ...(status !== 'pending' && {
        approved_at: now,
        disbursed_at: now,
        due_date: dueDate,
        first_instalment_seq: 1,
      }),
    }));
    await tx.insert(loans).values(rows);
  });
}

describe('GET /api/v1/navigation/counts', () => {
  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/navigation/counts' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('NOT_AUTHENTICATED');
  });

  it('counts zero when there are no loans', async () => {
    const response = await countsFor('manager@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ loans_open: 0, due_today: 0 });
  });

  describe('with loans in several organizations', () => {
    beforeAll(async () => {
      const { today, tomorrow } = await datesInKolkata();
      await insertLoans('Acme Microfinance', [
        { status: 'active', dueDate: today },
        { status: 'active', dueDate: tomorrow },
        // Due today, but completed loans are neither open nor due.
        { status: 'completed', dueDate: today },
        { status: 'pending' },
      ]);
      await insertLoans('Acme North Branch', [{ status: 'pending' }]);
      await insertLoans('Beacon Lending', [{ status: 'active', dueDate: today }]);
    });

    it('counts a manager’s own organization only: open loans, and active ones due today', async () => {
      const response = await countsFor('manager@acme.test');
      expect(response.json()).toMatchObject({ loans_open: 3, due_today: 1 });
    });

    it('counts an organization admin’s organization and its child', async () => {
      const response = await countsFor('admin@acme.test');
      expect(response.json()).toMatchObject({ loans_open: 4, due_today: 1 });
    });

    it('counts a branch manager’s branch without its parent', async () => {
      const response = await countsFor('branch.manager@acme.test');
      expect(response.json()).toMatchObject({ loans_open: 1, due_today: 0 });
    });

    it('counts another tenant’s admin only their own loans', async () => {
      const response = await countsFor('admin@beacon.test');
      expect(response.json()).toMatchObject({ loans_open: 1, due_today: 1 });
    });

    it('counts every organization for the platform owner', async () => {
      const response = await countsFor('owner@lendline.test');
      expect(response.json()).toMatchObject({ loans_open: 5, due_today: 2 });
    });

    it('takes "today" from the app clock, so tomorrow the other loan is due', async () => {
      const realNow = testApp.clock.now;
      testApp.clock.now = new Date(realNow.getTime() + 24 * 3_600_000);
      try {
        // A day later the old sessions have idled out: sign in again at the new time.
        for (const email of ['manager@acme.test', 'admin@beacon.test']) {
          cookies[email] = await loginAs(testApp.app, email);
        }
        const response = await countsFor('manager@acme.test');
        expect(response.json()).toMatchObject({ loans_open: 3, due_today: 1 });
        const beacon = await countsFor('admin@beacon.test');
        expect(beacon.json()).toMatchObject({ loans_open: 1, due_today: 0 });
      } finally {
        testApp.clock.now = realNow;
        for (const email of ['manager@acme.test', 'admin@beacon.test']) {
          cookies[email] = await loginAs(testApp.app, email);
        }
      }
    });
  });
});

describe('GET /api/v1/navigation/counts for people, approvals and audit', () => {
  type Counts = Record<string, number>;
  const counts = async (email: string): Promise<Counts> => (await countsFor(email)).json();

  async function systemCount(query: ReturnType<typeof sql>) {
    const [row] = await queryRows<{ value: number }>(ownerConnection(testApp.database), query);
    return Number(row!.value);
  }

  it('counts users and active collectors in the scope', async () => {
    const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
    const acmeNorth = await organizationIdByName(testApp.database, 'Acme North Branch');
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx.insert(debtCollectors).values([
        { organization_id: acmeNorth, name: 'Imran Shaikh', territory: 'Thane West' },
        {
          organization_id: acmeNorth,
          name: 'Gopal Rao',
          is_active: false,
          is_blocked: true,
          blocked_at: new Date(),
          blocked_reason: 'Left the company',
        },
      ]),
    );
    const usersIn = (ids: string[]) =>
      systemCount(sql`select count(*)::int as value from user_profiles
        where organization_id = any(${`{${ids.join(',')}}`}::uuid[])`);
    const collectorsIn = (ids: string[]) =>
      systemCount(sql`select count(*)::int as value from debt_collectors
        where is_active and not is_blocked and organization_id = any(${`{${ids.join(',')}}`}::uuid[])`);

    const manager = await counts('manager@acme.test');
    expect(manager.users).toBe(await usersIn([acme]));
    expect(manager.collectors).toBe(await collectorsIn([acme]));
    const admin = await counts('admin@acme.test');
    expect(admin.users).toBe(await usersIn([acme, acmeNorth]));
    expect(admin.collectors).toBe(await collectorsIn([acme, acmeNorth]));
    expect(admin.collectors).toBeGreaterThan(manager.collectors!);
    const owner = await counts('owner@lendline.test');
    expect(owner.users).toBe(
      await systemCount(sql`select count(*)::int as value from user_profiles`),
    );
  });

  it('counts pending approvals in the scope, and those awaiting the user', async () => {
    const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
    const admin = await userIdByEmail(testApp.database, 'admin@acme.test');
    const manager = await userIdByEmail(testApp.database, 'manager@acme.test');
    const before = {
      admin: await counts('admin@acme.test'),
      beacon: await counts('admin@beacon.test'),
    };
    await insertPendingRequest(testApp.database, {
      organizationId: acme,
      requestedBy: manager,
      approverId: admin,
    });
    await insertPendingRequest(testApp.database, {
      organizationId: acme,
      requestedBy: admin,
      approverId: manager,
    });
    const after = {
      admin: await counts('admin@acme.test'),
      beacon: await counts('admin@beacon.test'),
    };
    expect(after.admin.approvals_pending).toBe(before.admin.approvals_pending! + 2);
    expect(after.admin.approvals_mine).toBe(before.admin.approvals_mine! + 1);
    expect(after.beacon.approvals_pending).toBe(before.beacon.approvals_pending);
    expect(after.beacon.approvals_mine).toBe(before.beacon.approvals_mine);
  });

  it('counts today’s audit rows of the scope only', async () => {
    const before = {
      acme: await counts('manager@acme.test'),
      beacon: await counts('admin@beacon.test'),
    };
    // A sign-in writes one audit row in the user's organization.
    await loginAs(testApp.app, 'officer@beacon.test');
    const after = {
      acme: await counts('manager@acme.test'),
      beacon: await counts('admin@beacon.test'),
    };
    expect(after.beacon.audit_today).toBe(before.beacon.audit_today! + 1);
    expect(after.acme.audit_today).toBe(before.acme.audit_today);
    expect(after.beacon.audit_today).toBeGreaterThan(0);
  });
});
