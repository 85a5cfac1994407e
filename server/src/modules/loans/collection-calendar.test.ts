import { addDays, calendarDayIn, isCollectionDay } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
let acmeId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn('admin@acme.test', 'manager@acme.test');
  acmeId = (await as('admin@acme.test')('GET', '/auth/session')).json().profile.organization_id;
});
afterAll(() => testApp.close());

describe('lending settings', () => {
  it('are edited by the organization admin, checked and audited', async () => {
    const response = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
      default_daily_interest_rate: 0.25,
      default_upfront_interest: 15.5,
      default_max_repayment_days: 60,
      second_loan_approver: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().organization).toMatchObject({
      collection_days: 'weekdays',
      default_daily_interest_rate: 0.25,
      default_upfront_interest: 15.5,
      default_max_repayment_days: 60,
    });
    const refused = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
      default_max_repayment_days: 45,
      default_daily_interest_rate: 3,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.details.fieldErrors).sort()).toEqual([
      'default_daily_interest_rate',
      'default_max_repayment_days',
    ]);
    // An application that leaves its terms out takes the organization's new defaults.
    const customerId = await registerCustomer(as('manager@acme.test'), {
      firstName: 'Defaults',
      lastName: 'Case',
      phone: '+919820099902',
    });
    const applied = await as('manager@acme.test')('POST', '/loans', {
      customer_id: customerId,
      principal_amount: 10_000,
    });
    expect(applied.json().loan).toMatchObject({
      daily_interest_rate: 0.25,
      upfront_interest: 15.5,
      max_repayment_days: 60,
    });
    // settings:update reaches the lending settings only, not the rest of the organization.
    const renamed = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
      name: 'Renamed',
      second_loan_approver: true,
    });
    expect(renamed.statusCode).toBe(403);
    const audit = (
      await as('admin@acme.test')('GET', `/audit-logs?entity_type=organization&action=update`)
    ).json();
    expect(audit.data[0].changed_fields).toEqual(
      expect.arrayContaining(['default_daily_interest_rate', 'default_upfront_interest']),
    );
  });

  it('a holiday added later moves the instalments not yet due by one collection day', async () => {
    const customerId = await registerCustomer(as('manager@acme.test'), {
      firstName: 'Holiday',
      lastName: 'Case',
      phone: '+919820099901',
    });
    const applied = await as('manager@acme.test')('POST', '/loans', {
      customer_id: customerId,
      principal_amount: 5_000,
      max_repayment_days: 30,
    });
    const loanId = applied.json().loan.id as string;
    await as('manager@acme.test')('POST', `/loans/${loanId}/disburse`, { method: 'cash' });
    const before = (await as('manager@acme.test')('GET', `/loans/${loanId}`)).json();
    const dates = before.schedule.map(
      (instalment: { date: string }) => instalment.date,
    ) as string[];
    const holiday = dates[4]!;
    await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, { holidays: [holiday] });
    const after = (await as('manager@acme.test')('GET', `/loans/${loanId}`)).json();
    const moved = after.schedule.map((instalment: { date: string }) => instalment.date) as string[];
    // Instalments before the holiday stay; the one on it and every later one move by one
    // collection day, so the last falls one collection day later.
    expect(moved.slice(0, 4)).toEqual(dates.slice(0, 4));
    expect(moved).not.toContain(holiday);
    expect(moved.slice(4, -1)).toEqual(dates.slice(5));
    const set = new Set([holiday]);
    expect(isCollectionDay(moved.at(-1)!, 'weekdays', set)).toBe(true);
    expect(moved.at(-1)! > dates.at(-1)!).toBe(true);
    expect(after.due_date).toBe(moved.at(-1));
    // Every day on and after tomorrow follows the new settings; today and before never move.
    const today = calendarDayIn('Asia/Kolkata', testApp.clock.now);
    expect(moved.every((date) => date > today || dates.includes(date))).toBe(true);
    expect(addDays(today, 1) <= holiday).toBe(true);
  });
});
