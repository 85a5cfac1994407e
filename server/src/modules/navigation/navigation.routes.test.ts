import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { runSystem } from '../../db/scope.ts';
import { customers, loans, type NewLoan } from '../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  testApp = await buildTestApp();
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
    testApp.database.db,
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
    testApp.database.db,
    sql`select id from organizations where name = ${organizationName}`,
  );
  const [creator] = await queryRows<{ id: string }>(
    testApp.database.db,
    sql`select user_id as id from user_profiles where organization_id = ${organization!.id} limit 1`,
  );
  const organizationId = organization!.id;
  await runSystem(testApp.database.db, async (tx) => {
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
      status,
      created_by: creator!.id,
      ...(status !== 'pending' && {
        approved_at: now,
        disbursed_at: now,
        due_date: dueDate,
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
    expect(response.json()).toEqual({ loans_open: 0, due_today: 0 });
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
      expect(response.json()).toEqual({ loans_open: 3, due_today: 1 });
    });

    it('counts an organization admin’s organization and its child', async () => {
      const response = await countsFor('admin@acme.test');
      expect(response.json()).toEqual({ loans_open: 4, due_today: 1 });
    });

    it('counts a branch manager’s branch without its parent', async () => {
      const response = await countsFor('branch.manager@acme.test');
      expect(response.json()).toEqual({ loans_open: 1, due_today: 0 });
    });

    it('counts another tenant’s admin only their own loans', async () => {
      const response = await countsFor('admin@beacon.test');
      expect(response.json()).toEqual({ loans_open: 1, due_today: 1 });
    });

    it('counts every organization for the platform owner', async () => {
      const response = await countsFor('owner@lendline.test');
      expect(response.json()).toEqual({ loans_open: 5, due_today: 2 });
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
        expect(response.json()).toEqual({ loans_open: 3, due_today: 1 });
        const beacon = await countsFor('admin@beacon.test');
        expect(beacon.json()).toEqual({ loans_open: 1, due_today: 0 });
      } finally {
        testApp.clock.now = realNow;
        for (const email of ['manager@acme.test', 'admin@beacon.test']) {
          cookies[email] = await loginAs(testApp.app, email);
        }
      }
    });
  });
});
