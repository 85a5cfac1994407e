import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import type { TestApp } from './test-app.ts';
import { loginAs } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Callers by e-mail for one test app, each signed in once: `as('manager@acme.test')('POST',
 * '/loans', body, { 'idempotency-key': 'k' })`. `signInAgain` renews a session after the test
 * moved the clock past its idle limit.
 */
export function lendingCallers(testApp: () => TestApp) {
  const cookies = new Map<string, string>();
  const as =
    (email: string) =>
    (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
      testApp().app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { cookie: cookies.get(email) ?? '', ...headers },
        ...(payload ? { payload } : {}),
      });
  const signIn = async (...emails: string[]) => {
    for (const email of emails) cookies.set(email, await loginAs(testApp().app, email));
  };
  return { as, signIn };
}

export type Caller = ReturnType<ReturnType<typeof lendingCallers>['as']>;

/** Registers a customer through the API and answers its id. */
export async function registerCustomer(
  caller: Caller,
  options: { firstName: string; lastName: string; phone: string; riskLevel?: 'low' | 'high' },
): Promise<string> {
  const response = await caller('POST', '/customers', {
    first_name: options.firstName,
    last_name: options.lastName,
    phone: options.phone,
    residential_address: '12 Market Road, Pune',
    ...(options.riskLevel && { risk_level: options.riskLevel }),
  });
  if (response.statusCode !== 201) throw new Error(`Register customer: ${response.body}`);
  return response.json().customer.id;
}

/**
 * Removes the demo seed's loans, their payments, journal, collection entries, promises, visits,
 * the cash handed over and closed for those payments, and the calendars (the journal's
 * append-only triggers off for this transaction only), for tests that count every loan of an
 * organization.
 */
export async function removeSeededLoans(database: Database): Promise<void> {
  await runSystem(ownerConnection(database), async (tx) => {
    await tx.execute(sql`select set_config('app.all_orgs', 'on', true)`);
    await tx.execute(sql`alter table journal_lines disable trigger journal_lines_append_only`);
    await tx.execute(sql`alter table journal_entries disable trigger journal_entries_append_only`);
    await tx.execute(sql`delete from journal_lines`);
    await tx.execute(sql`delete from journal_entries`);
    await tx.execute(sql`delete from payment_promises`);
    await tx.execute(sql`delete from field_visits`);
    await tx.execute(sql`delete from cash_handovers`);
    await tx.execute(sql`delete from collector_day_closes`);
    await tx.execute(sql`delete from loan_payments`);
    await tx.execute(sql`delete from daily_collection_entries`);
    await tx.execute(sql`delete from loans`);
    // The snapshots of their history (issue 14).
    await tx.execute(sql`delete from portfolio_snapshot_transitions`);
    await tx.execute(sql`delete from portfolio_snapshot_buckets`);
    await tx.execute(sql`delete from portfolio_snapshots`);
    // The calendars numbered for them too: a test may set other collection days from scratch.
    await tx.execute(sql`delete from collection_calendar`);
    await tx.execute(sql`alter table journal_entries enable trigger journal_entries_append_only`);
    await tx.execute(sql`alter table journal_lines enable trigger journal_lines_append_only`);
  });
}
