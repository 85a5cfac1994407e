import { expect } from 'vitest';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { runStartOfDay } from '../../jobs/start-of-day.ts';
import { lendingCallers, registerCustomer, removeSeededLoans } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { backfillPortfolioSnapshots } from './portfolio-snapshot.ts';

/** The users the analytics tests sign in as (again after each move of the clock). */
const CALLERS = ['manager@acme.test', 'admin@beacon.test', 'officer@acme.test'] as const;

/**
 * The analytics route tests' shared setup: a test app without the seeded loans, Acme collecting
 * every day, and loans of 10,000 disbursed by name on chosen days (each on a customer of its own,
 * `<name> <lastName>`), paid, and snapshotted. Each test file keeps its own portfolio and clock.
 */
export function analyticsPortfolio(customers: {
  lastName: string;
  /** The phone of the customer of a loan: this prefix, then base + the name's first code. */
  phonePrefix: string;
  phoneBase: number;
}) {
  let testApp: TestApp;
  let acmeId = '';
  const { as, signIn } = lendingCallers(() => testApp);
  const manager = () => as('manager@acme.test');
  const owner = () => ownerConnection(testApp.database);
  /** Each disbursed loan's id, by its name. */
  const loans: Record<string, string> = {};

  return {
    app: () => testApp,
    as,
    manager,
    owner,
    loans,
    acmeId: () => acmeId,

    /** Builds the app, removes the seeded loans, signs in, and has Acme collect every day. */
    async setUp(): Promise<void> {
      testApp = await buildTestApp();
      await removeSeededLoans(testApp.database);
      await signIn(...CALLERS, 'admin@acme.test');
      acmeId = (await as('admin@acme.test')('GET', '/auth/session')).json().profile.organization_id;
      const everyDay = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
        collection_days: 'every_day',
      });
      expect(everyDay.statusCode).toBe(200);
    },

    close: () => testApp.close(),

    /** Sets the clock (a day at 06:00 UTC, or an instant) and signs the callers in again. */
    async setClock(at: string | Date): Promise<void> {
      testApp.clock.now = typeof at === 'string' ? new Date(`${at}T06:00:00Z`) : at;
      await signIn(...CALLERS);
    },

    /** Applies for and disburses 10,000 on `day` for a new customer named `name`. */
    async disburse(name: string, day: string, caller = manager()): Promise<void> {
      const customerId = await registerCustomer(caller, {
        firstName: name,
        lastName: customers.lastName,
        phone: `${customers.phonePrefix}${String(customers.phoneBase + name.charCodeAt(0)).padStart(5, '0')}`,
      });
      const applied = await caller('POST', '/loans', {
        customer_id: customerId,
        principal_amount: 10_000,
      });
      if (applied.statusCode !== 201) throw new Error(applied.body);
      const id = applied.json().loan.id as string;
      const disbursed = await caller('POST', `/loans/${id}/disburse`, {
        method: 'cash',
        disbursement_date: day,
      });
      if (disbursed.statusCode !== 200) throw new Error(disbursed.body);
      loans[name] = id;
    },

    /** A cash payment on the loan named `name`, today; answers the payment's id. */
    async pay(name: string, amount: number): Promise<string> {
      const paid = await manager()('POST', `/loans/${loans[name]}/payments`, {
        amount,
        payment_method: 'cash',
      });
      if (paid.statusCode !== 201) throw new Error(paid.body);
      return paid.json().payment.id as string;
    },

    /** The start-of-day job at the clock's instant (today's snapshot among its work). */
    runStartOfDay: () => runSystem(owner(), (tx) => runStartOfDay(tx, testApp.clock.now)),

    /** The snapshots of these days, rebuilt from the loans and their payments. */
    backfill: (from: string, to: string) =>
      runSystem(owner(), (tx) => backfillPortfolioSnapshots(tx, { from, to })),
  };
}
