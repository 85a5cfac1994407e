import { addDays, calendarDayIn, MESSAGES, ORGANIZATION_MESSAGES } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../testing/english.ts';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

/** Issue 13, /settings: what settings:update holders may change through PATCH /organizations/:id. */
let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
let acmeId: string;
let acmeNorthId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn(
    'admin@acme.test',
    'manager@acme.test',
    'branch.manager@acme.test',
    'owner@lendline.test',
  );
  acmeId = (await as('admin@acme.test')('GET', '/auth/session')).json().profile.organization_id;
  acmeNorthId = (await as('branch.manager@acme.test')('GET', '/auth/session')).json().profile
    .organization_id;
});
afterAll(() => testApp.close());

const auditOf = async (id: string) =>
  (
    await as('admin@acme.test')(
      'GET',
      `/audit-logs?entity_type=organization&action=update&entity_id=${id}`,
    )
  ).json().data as {
    changed_fields: string[];
    old_values: Record<string, unknown>;
    new_values: Record<string, unknown>;
  }[];

describe('the organization settings (timezone, currency, phone country)', () => {
  it('are changed by an organization admin on its own organization, audited old and new', async () => {
    const response = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
      timezone: 'Africa/Nairobi',
      currency: 'kes',
      default_phone_country: 'ke',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().organization).toMatchObject({
      timezone: 'Africa/Nairobi',
      currency: 'KES',
      default_phone_country: 'KE',
    });
    // Every session of the organization sees the new settings at once.
    const session = (await as('manager@acme.test')('GET', '/auth/session')).json();
    expect(session.organization).toMatchObject({
      timezone: 'Africa/Nairobi',
      currency: 'KES',
      default_phone_country: 'KE',
    });
    const [audit] = await auditOf(acmeId);
    expect(audit?.changed_fields.sort()).toEqual(['currency', 'default_phone_country', 'timezone']);
    expect(audit?.old_values).toMatchObject({
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      default_phone_country: 'IN',
    });
    expect(audit?.new_values).toMatchObject({
      timezone: 'Africa/Nairobi',
      currency: 'KES',
      default_phone_country: 'KE',
    });
    // Back to the demo's settings for the other tests.
    const back = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      default_phone_country: 'IN',
    });
    expect(back.statusCode).toBe(200);
  });

  it("are refused on another organization of the admin's tree, whose lending settings it may change", async () => {
    const refused = await as('admin@acme.test')('PATCH', `/organizations/${acmeNorthId}`, {
      timezone: 'Europe/London',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(english(MESSAGES.accessDenied));
    const lending = await as('admin@acme.test')('PATCH', `/organizations/${acmeNorthId}`, {
      second_loan_approver: true,
    });
    expect(lending.statusCode).toBe(200);
  });

  it('are refused to roles without settings:update, and reached by the platform owner anywhere', async () => {
    for (const email of ['manager@acme.test', 'branch.manager@acme.test']) {
      const response = await as(email)('PATCH', `/organizations/${acmeNorthId}`, {
        currency: 'USD',
      });
      expect(response.statusCode, email).toBe(403);
    }
    const owner = await as('owner@lendline.test')('PATCH', `/organizations/${acmeNorthId}`, {
      timezone: 'Asia/Dubai',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().organization.timezone).toBe('Asia/Dubai');
  });

  it('are checked: an IANA timezone, an ISO 4217 currency, a known country', async () => {
    const response = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
      timezone: 'Mars/Olympus_Mons',
      currency: 'ABC',
      default_phone_country: 'ZZ',
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json().error.details;
    expect(fieldErrors).toEqual({
      timezone: [english(ORGANIZATION_MESSAGES.invalidTimezone)],
      currency: [english(ORGANIZATION_MESSAGES.invalidCurrency)],
      default_phone_country: [english(ORGANIZATION_MESSAGES.unknownCountry)],
    });
    const offset = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
      timezone: '+05:30',
    });
    expect(offset.statusCode).toBe(400);
  });
});

describe('the collection days', () => {
  it("a change to every day applies to the instalments not yet due and to the next loans' schedules", async () => {
    const manager = as('manager@acme.test');
    const customerId = await registerCustomer(manager, {
      firstName: 'Every',
      lastName: 'Day',
      phone: '+919820099903',
    });
    const applied = await manager('POST', '/loans', {
      customer_id: customerId,
      principal_amount: 5_000,
      max_repayment_days: 30,
    });
    const loanId = applied.json().loan.id as string;
    await manager('POST', `/loans/${loanId}/disburse`, { method: 'cash' });
    const datesOf = async (id: string) =>
      ((await manager('GET', `/loans/${id}`)).json().schedule as { date: string }[]).map(
        (instalment) => instalment.date,
      );
    const weekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    const before = await datesOf(loanId);
    expect(before.some(weekend)).toBe(false);

    const changed = await as('admin@acme.test')('PATCH', `/organizations/${acmeId}`, {
      collection_days: 'every_day',
    });
    expect(changed.statusCode).toBe(200);
    const [audit] = await auditOf(acmeId);
    expect(audit?.changed_fields).toEqual(['collection_days']);

    // The disbursed loan's instalments after today fall on consecutive days now.
    const today = calendarDayIn('Asia/Kolkata', testApp.clock.now);
    const after = await datesOf(loanId);
    const future = after.filter((date) => date > today);
    expect(future.length).toBeGreaterThan(7);
    for (let index = 1; index < future.length; index += 1) {
      expect(future[index]).toBe(addDays(future[index - 1]!, 1));
    }
    expect(after.at(-1)! < before.at(-1)!).toBe(true);

    // A loan disbursed now is scheduled on every day from tomorrow.
    const next = await manager('POST', '/loans', {
      customer_id: customerId,
      principal_amount: 3_000,
      max_repayment_days: 30,
    });
    const nextId = next.json().loan.id as string;
    await manager('POST', `/loans/${nextId}/disburse`, { method: 'cash' });
    const nextDates = await datesOf(nextId);
    expect(nextDates[0]).toBe(addDays(today, 1));
    expect(nextDates.at(-1)).toBe(addDays(today, 30));
    expect(nextDates.some(weekend)).toBe(true);
  });
});
