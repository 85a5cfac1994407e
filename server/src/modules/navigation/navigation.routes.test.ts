import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import {
  customers,
  dailyCollectionEntries,
  debtCollectors,
  loans,
  type NewLoan,
} from '../../db/schema/index.ts';
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

/** A loan's collection entry of a day: open, partly collected, or completed. */
interface EntryOf {
  date: string;
  collected?: 'none' | 'part' | 'all';
}

/**
 * Inserts, as the system, one customer in the organization and a loan of theirs per row, with
 * the row's collection entry when it has one (due 100).
 */
async function insertLoans(
  organizationName: string,
  rows: readonly { status: LoanStatus; entry?: EntryOf }[],
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
    const values = rows.map(({ status, entry }, index): NewLoan => ({
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
        due_date: entry?.date,
        first_instalment_seq: 1,
      }),
    }));
    const inserted = await tx.insert(loans).values(values).returning({ id: loans.id });
    const collected = { none: '0', part: '50', all: '100' } as const;
    const entries = rows.flatMap(({ entry }, index) =>
      entry
        ? [
            {
              organization_id: organizationId,
              loan_id: inserted[index]!.id,
              customer_id: customer!.id,
              due_amount: '100',
              collected_amount: collected[entry.collected ?? 'none'],
              outstanding_amount: '10000',
              payment_status:
                entry.collected === 'all'
                  ? ('completed' as const)
                  : entry.collected === 'part'
                    ? ('partial' as const)
                    : ('pending' as const),
              collection_date: entry.date,
            },
          ]
        : [],
    );
    if (entries.length > 0) await tx.insert(dailyCollectionEntries).values(entries);
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
        { status: 'active', entry: { date: today } },
        // Partly collected: still open.
        { status: 'active', entry: { date: today, collected: 'part' } },
        { status: 'active', entry: { date: tomorrow } },
        // Collected in full today: an entry, but no longer due.
        { status: 'completed', entry: { date: today, collected: 'all' } },
        { status: 'pending' },
      ]);
      await insertLoans('Acme North Branch', [{ status: 'pending' }]);
      await insertLoans('Beacon Lending', [{ status: 'active', entry: { date: today } }]);
    });

    it('counts a manager’s own organization only: open loans, and today’s open collection entries', async () => {
      const response = await countsFor('manager@acme.test');
      expect(response.json()).toMatchObject({ loans_open: 4, due_today: 2 });
    });

    it('counts Due Today as the Due Today cards do: their pending and overdue entries', async () => {
      for (const email of ['manager@acme.test', 'admin@beacon.test', 'owner@lendline.test']) {
        const badge = (await countsFor(email)).json().due_today;
        const cards = await testApp.app.inject({
          method: 'GET',
          url: '/api/v1/collections/summary',
          headers: { cookie: cookies[email]! },
        });
        const { pending, overdue } = cards.json();
        expect(pending.count + overdue.count, email).toBe(badge);
      }
    });

    it('counts an organization admin’s organization and its child', async () => {
      const response = await countsFor('admin@acme.test');
      expect(response.json()).toMatchObject({ loans_open: 5, due_today: 2 });
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
      expect(response.json()).toMatchObject({ loans_open: 6, due_today: 3 });
    });

    it('takes "today" from the app clock, so tomorrow the other entry is due', async () => {
      const realNow = testApp.clock.now;
      testApp.clock.now = new Date(realNow.getTime() + 24 * 3_600_000);
      try {
        // A day later the old sessions have idled out: sign in again at the new time.
        for (const email of ['manager@acme.test', 'admin@beacon.test']) {
          cookies[email] = await loginAs(testApp.app, email);
        }
        const response = await countsFor('manager@acme.test');
        expect(response.json()).toMatchObject({ loans_open: 4, due_today: 1 });
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

  it('counts customers and overdue loans as the Customers list and the Loans tabs do', async () => {
    const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx.execute(sql`update loans set status = 'overdue'
        where organization_id = ${acme} and loan_number = 'LN-NAV-1'`),
    );
    for (const email of ['manager@acme.test', 'admin@acme.test', 'admin@beacon.test']) {
      const badges = await counts(email);
      const headers = { cookie: cookies[email]! };
      const customersList = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/customers?page_size=10',
        headers,
      });
      const loansList = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/loans?page_size=1',
        headers,
      });
      expect(badges.customers, email).toBe(customersList.json().total);
      expect(badges.loans_overdue, email).toBe(loansList.json().counts.overdue);
    }
    expect((await counts('manager@acme.test')).loans_overdue).toBe(1);
    expect((await counts('admin@beacon.test')).loans_overdue).toBe(0);
    expect((await counts('admin@acme.test')).customers).toBeGreaterThan(0);
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
