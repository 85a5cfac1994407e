import { addDays, calendarDayIn } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { ownerConnection, runSystem } from '../db/system.ts';
import { lendingCallers, registerCustomer, type Caller } from '../testing/lending.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { runStartOfDay } from './start-of-day.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const manager = (...args: Parameters<Caller>) => as('manager@acme.test')(...args);
const startDay = () =>
  runSystem(ownerConnection(testApp.database), (tx) => runStartOfDay(tx, testApp.clock.now));

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('manager@acme.test');
});
afterAll(() => testApp.close());

describe('the start of an organization’s day', () => {
  it('turns a loan more than 7 days behind overdue, once a day, and a payment brings it back', async () => {
    const customerId = await registerCustomer(as('manager@acme.test'), {
      firstName: 'Meera',
      lastName: 'Rao',
      phone: '+919820077701',
    });
    const applied = await manager('POST', '/loans', {
      customer_id: customerId,
      principal_amount: 10_000,
    });
    const loanId = applied.json().loan.id as string;
    await manager('POST', `/loans/${loanId}/disburse`, {
      method: 'cash',
      disbursement_date: addDays(calendarDayIn('Asia/Kolkata', testApp.clock.now), -7),
    });
    expect((await manager('GET', `/loans/${loanId}`)).json().status).toBe('active');
    const first = await startDay();
    expect(first.organizations).toBeGreaterThan(0);

    // Eight days on, nothing paid: the oldest instalment is more than 7 days behind.
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 8 * 86_400_000);
    await signIn('manager@acme.test');
    const next = await startDay();
    expect(next.loans).toBeGreaterThanOrEqual(1);
    // The day's entries are in the table's statistics at once (its newest day).
    expect(next.entries).toBeGreaterThan(0);
    const [statistics] = await queryRows<{ seen: string }>(
      ownerConnection(testApp.database),
      sql`select coalesce(most_common_vals::text, '') || coalesce(histogram_bounds::text, '')
            as seen
          from pg_stats where tablename = 'daily_collection_entries' and attname = 'collection_date'`,
    );
    expect(statistics?.seen).toContain(calendarDayIn('Asia/Kolkata', testApp.clock.now));
    const behind = (await manager('GET', `/loans/${loanId}`)).json();
    expect(behind).toMatchObject({ status: 'overdue' });
    expect(behind.days_overdue).toBeGreaterThan(7);
    // The same day again: already done.
    expect(await startDay()).toEqual({ organizations: 0, loans: 0, entries: 0, snapshots: 0 });

    // Paying the arrears brings it back to active at once, in the payment's transaction.
    const paid = await manager('POST', `/loans/${loanId}/payments`, {
      amount: behind.arrears_amount,
      payment_method: 'cash',
    });
    expect(paid.json().loan).toMatchObject({
      status: 'active',
      arrears_amount: 0,
      days_overdue: 0,
    });
  });
});
