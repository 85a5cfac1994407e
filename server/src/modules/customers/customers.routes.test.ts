import { english } from '../../testing/english.ts';
import {
  CUSTOMER_ADDRESS_FIELDS,
  CUSTOMER_FIELD_MESSAGES,
  CUSTOMER_MESSAGES,
  ORGANIZATION_MESSAGES,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { loans } from '../../db/schema/index.ts';
import {
  organizationIdByName,
  requestAs,
  userIdByEmail,
  type Requester,
} from '../../testing/demo-lookups.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let asOwner: Requester;
let asAdmin: Requester;
let asManager: Requester;
let asOfficer: Requester;
let asField: Requester;
let asAgent: Requester;
let asAuditor: Requester;
let asBeaconAdmin: Requester;
let acmeId: string;
let beaconId: string;

beforeAll(async () => {
  // Loans are written straight into the table here, without their journal.
  testApp = await buildTestApp({ ledgerCheck: false });
  const as = async (email: string) => requestAs(testApp, await loginAs(testApp.app, email));
  asOwner = await as('owner@lendline.test');
  asAdmin = await as('admin@acme.test');
  asManager = await as('manager@acme.test');
  asOfficer = await as('officer@acme.test');
  asField = await as('field@acme.test');
  asAgent = await as('agent@acme.test');
  asAuditor = await as('auditor@acme.test');
  asBeaconAdmin = await as('admin@beacon.test');
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
});
afterAll(() => testApp.close());

let phoneCounter = 0;
/** A valid, unique Indian mobile number. */
function nextPhone(): string {
  phoneCounter += 1;
  return `+91987${String(1_000_000 + phoneCounter)
    .slice(1)
    .padStart(7, '0')}`;
}

async function categoryIdOf(as: Requester, name: string, organizationId?: string) {
  const query = organizationId ? `?organization_id=${organizationId}` : '';
  const response = await as('GET', `/customer-categories${query}`);
  const category = response.json().data.find((row: { name: string }) => row.name === name);
  if (!category) throw new Error(`No category ${name}`);
  return category.id as string;
}

async function createCustomer(as: Requester, body: Record<string, unknown> = {}) {
  const response = await as('POST', '/customers', {
    first_name: 'Test',
    last_name: 'Customer',
    phone: nextPhone(),
    residential_address: '4, Station Road, Pune',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`Create customer: ${response.body}`);
  return response.json().customer as Record<string, unknown> & { id: string; customer_id: string };
}

describe('POST /api/v1/customers', () => {
  it('creates a customer with a CUST display id, medium risk and active status, audited', async () => {
    const response = await asOfficer('POST', '/customers', {
      first_name: ' Kamala ',
      last_name: 'Devi',
      phone: '+91 98765-43210',
      email: 'Kamala.Devi@Gmail.com',
      business_name: 'Kamala Kirana Store',
      business_type: 'retail',
      category_id: await categoryIdOf(asOfficer, 'Kirana Store'),
      residential_address: '12, Dharavi, Mumbai',
      residential_latitude: 19.0421,
      residential_longitude: 72.8545,
    });
    expect(response.statusCode).toBe(201);
    const { message, customer } = response.json();
    expect(message).toBe(english(CUSTOMER_MESSAGES.created));
    expect(customer).toMatchObject({
      organization_id: acmeId,
      organization_name: 'Acme Microfinance',
      first_name: 'Kamala',
      last_name: 'Devi',
      full_name: 'Kamala Devi',
      phone: '+919876543210',
      email: 'kamala.devi@gmail.com',
      business_name: 'Kamala Kirana Store',
      business_type: 'retail',
      category_name: 'Kirana Store',
      risk_level: 'medium',
      status: 'active',
      residential_address: '12, Dharavi, Mumbai',
      residential_latitude: 19.0421,
      residential_longitude: 72.8545,
      business_latitude: null,
      hidden_fields: [],
    });
    expect(customer.customer_id).toMatch(/^CUST\d+$/);
    const [audit] = await queryRows<{ action: string; new_values: { customer_id: string } }>(
      ownerConnection(testApp.database),
      sql`select action, new_values from audit_logs where entity_id = ${customer.id}`,
    );
    expect(audit?.action).toBe('create');
    expect(audit?.new_values.customer_id).toBe(customer.customer_id);
  });

  it('gives every concurrent create its own customer id', async () => {
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createCustomer(asOfficer, { first_name: `Concurrent${index}` }),
      ),
    );
    const ids = new Set(created.map((customer) => customer.customer_id));
    expect(ids.size).toBe(8);
  });

  it.each([
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ phone: '+44 1234' }, 'Please enter a valid phone number'],
    [{ first_name: '   ' }, 'Input cannot be empty'],
    [{ first_name: '<script>alert(1)</script>' }, 'Input contains potentially dangerous content'],
    [{ email: 'ravi@mailinator.com' }, 'Please use a permanent email address'],
    [{ email: 'ravi@gmial.com' }, 'Did you mean one of these?'],
    [
      { residential_latitude: 91, residential_longitude: 72 },
      english(CUSTOMER_MESSAGES.coordinatesInvalid),
    ],
    [{ residential_latitude: 19 }, english(CUSTOMER_MESSAGES.coordinatesInvalid)],
    [{ business_type: 'mining' }, undefined],
  ])('refuses %j with 400', async (body, message) => {
    const response = await asOfficer('POST', '/customers', {
      first_name: 'Bad',
      last_name: 'Input',
      phone: nextPhone(),
      residential_address: '4, Station Road, Pune',
      ...body,
    });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.body).toContain(message);
  });

  it('requires a residential location: an address or a pin, on the residential field', async () => {
    const none = await asOfficer('POST', '/customers', {
      first_name: 'No',
      last_name: 'Home',
      phone: nextPhone(),
      residential_address: '  ',
      business_address: '9, Market Lane',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details.fieldErrors).toEqual({
      residential_address: [english(CUSTOMER_MESSAGES.residentialRequired)],
    });
    const pinned = await createCustomer(asOfficer, {
      residential_address: undefined,
      residential_latitude: 18.52,
      residential_longitude: 73.85,
    });
    expect(pinned).toMatchObject({ residential_address: null, residential_latitude: 18.52 });
  });

  it('requires first name, last name and phone', async () => {
    const response = await asOfficer('POST', '/customers', {});
    expect(response.statusCode).toBe(400);
  });

  it('accepts an empty e-mail as none', async () => {
    const customer = await createCustomer(asOfficer, { email: '' });
    expect(customer.email).toBeNull();
  });

  it('refuses a field agent (no customers:create)', async () => {
    const response = await asField('POST', '/customers', {
      first_name: 'No',
      last_name: 'Access',
      phone: nextPhone(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a loan officer setting the risk level, naming the field', async () => {
    const response = await asOfficer('POST', '/customers', {
      first_name: 'Risky',
      last_name: 'Officer',
      phone: nextPhone(),
      residential_address: '4, Station Road, Pune',
      risk_level: 'low',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(CUSTOMER_FIELD_MESSAGES.risk));
    expect(response.json().error.details).toEqual({ field: 'risk_level' });
  });

  it('lets a manager set high risk', async () => {
    const customer = await createCustomer(asManager, { risk_level: 'high' });
    expect(customer.risk_level).toBe('high');
  });

  it('lets an organization admin set high risk', async () => {
    const customer = await createCustomer(asAdmin, { organization_id: acmeId, risk_level: 'high' });
    expect(customer.risk_level).toBe('high');
  });

  it('refuses high risk from the platform owner but accepts low', async () => {
    const refused = await asOwner('POST', '/customers', {
      first_name: 'Owner',
      last_name: 'High',
      phone: nextPhone(),
      residential_address: '4, Station Road, Pune',
      organization_id: acmeId,
      risk_level: 'high',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(english(CUSTOMER_FIELD_MESSAGES.highRisk));
    const customer = await createCustomer(asOwner, { organization_id: acmeId, risk_level: 'low' });
    expect(customer).toMatchObject({ risk_level: 'low', organization_id: acmeId });
  });

  it('refuses the business section from a partner admin, naming the field', async () => {
    const asPartner = requestAs(testApp, await loginAs(testApp.app, 'partner@acme.test'));
    const response = await asPartner('POST', '/customers', {
      first_name: 'Partner',
      last_name: 'Business',
      phone: nextPhone(),
      residential_address: '4, Station Road, Pune',
      business_type: 'retail',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      english(CUSTOMER_FIELD_MESSAGES.business('business_type')),
    );
    expect(response.json().error.details).toEqual({ field: 'business_type' });
    const allowed = await createCustomer(asPartner, {
      first_name: 'PartnerPlain',
      organization_id: acmeId,
    });
    expect(allowed.business_name).toBeNull();
  });

  it('refuses a create from a role without customers:create (auditor)', async () => {
    const response = await asAuditor('POST', '/customers', {
      first_name: 'Audit',
      last_name: 'Create',
      phone: nextPhone(),
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses another organization's category with 404", async () => {
    const beaconCategory = await categoryIdOf(asBeaconAdmin, 'Dairy');
    const response = await asOfficer('POST', '/customers', {
      first_name: 'Cross',
      last_name: 'Category',
      phone: nextPhone(),
      residential_address: '4, Station Road, Pune',
      category_id: beaconCategory,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(CUSTOMER_MESSAGES.categoryNotFound));
  });

  it('makes the platform owner and a tree admin pick the organization, filing where they pick', async () => {
    for (const as of [asOwner, asAdmin]) {
      const unnamed = await as('POST', '/customers', {
        first_name: 'Nowhere',
        last_name: 'Filed',
        phone: nextPhone(),
        residential_address: '4, Station Road, Pune',
      });
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().error.details.fieldErrors).toEqual({
        organization_id: [english(CUSTOMER_MESSAGES.organizationRequired)],
      });
    }
    const acmeNorthId = await organizationIdByName(testApp.database, 'Acme North Branch');
    const filed = await createCustomer(asAdmin, { organization_id: acmeNorthId });
    expect(filed).toMatchObject({
      organization_id: acmeNorthId,
      organization_name: 'Acme North Branch',
    });
    // A user of one organization still gets their own without naming it.
    expect((await createCustomer(asOfficer)).organization_id).toBe(acmeId);
  });

  it('refuses another organization in the body with 404', async () => {
    const response = await asOfficer('POST', '/customers', {
      first_name: 'Cross',
      last_name: 'Org',
      phone: nextPhone(),
      residential_address: '4, Station Road, Pune',
      organization_id: beaconId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.notFound));
  });
});

describe('PATCH /api/v1/customers/:id', () => {
  it('updates the fields sent, audited with old and new values', async () => {
    const customer = await createCustomer(asOfficer, { last_name: 'Before' });
    const response = await asOfficer('PATCH', `/customers/${customer.id}`, {
      last_name: 'After',
      status: 'inactive',
      business_name: 'After Tailors',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(CUSTOMER_MESSAGES.updated));
    expect(response.json().customer).toMatchObject({
      last_name: 'After',
      first_name: 'Test',
      status: 'inactive',
      business_name: 'After Tailors',
      customer_id: customer.customer_id,
    });
    const [audit] = await queryRows<{
      old_values: { last_name: string };
      new_values: { last_name: string };
      changed_fields: string[] | string;
    }>(
      ownerConnection(testApp.database),
      sql`select old_values, new_values, changed_fields from audit_logs
          where entity_id = ${customer.id} and action = 'update'`,
    );
    expect(audit?.old_values.last_name).toBe('Before');
    expect(audit?.new_values.last_name).toBe('After');
  });

  it('clears an optional field sent as null', async () => {
    const customer = await createCustomer(asOfficer, { business_name: 'Gone Soon' });
    const response = await asOfficer('PATCH', `/customers/${customer.id}`, {
      business_name: null,
    });
    expect(response.json().customer.business_name).toBeNull();
  });

  it('clears the pin while the address stays, but never the whole residential location', async () => {
    const customer = await createCustomer(asOfficer, {
      residential_latitude: 18.52,
      residential_longitude: 73.85,
    });
    const unpinned = await asOfficer('PATCH', `/customers/${customer.id}`, {
      residential_latitude: null,
      residential_longitude: null,
    });
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.json().customer).toMatchObject({
      residential_address: '4, Station Road, Pune',
      residential_latitude: null,
      residential_longitude: null,
    });

    const emptied = await asOfficer('PATCH', `/customers/${customer.id}`, {
      residential_address: null,
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error.details.fieldErrors).toEqual({
      residential_address: [english(CUSTOMER_MESSAGES.residentialRequired)],
    });
    const [row] = await queryRows<{ residential_address: string | null }>(
      ownerConnection(testApp.database),
      sql`select residential_address from customers where id = ${customer.id}`,
    );
    expect(row?.residential_address).toBe('4, Station Road, Pune');
  });

  it("refuses an empty update with 'Nothing to update'", async () => {
    const customer = await createCustomer(asOfficer);
    const response = await asOfficer('PATCH', `/customers/${customer.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(english(CUSTOMER_MESSAGES.nothingToUpdate));
  });

  it('refuses a field agent (no customers:update)', async () => {
    const customer = await createCustomer(asOfficer);
    const response = await asField('PATCH', `/customers/${customer.id}`, { last_name: 'X' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a loan officer changing the risk level, and leaves the customer unchanged', async () => {
    const customer = await createCustomer(asOfficer);
    const response = await asOfficer('PATCH', `/customers/${customer.id}`, {
      last_name: 'Changed',
      risk_level: 'low',
    });
    expect(response.statusCode).toBe(403);
    const detail = await asOfficer('GET', `/customers/${customer.id}`);
    expect(detail.json()).toMatchObject({ last_name: 'Customer', risk_level: 'medium' });
  });

  it('lets a manager raise the risk to high', async () => {
    const customer = await createCustomer(asOfficer);
    const response = await asManager('PATCH', `/customers/${customer.id}`, { risk_level: 'high' });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer.risk_level).toBe('high');
  });

  it("answers 404 for another organization's customer", async () => {
    const beaconCustomer = await createCustomer(asBeaconAdmin);
    const response = await asOfficer('PATCH', `/customers/${beaconCustomer.id}`, {
      last_name: 'Hijack',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(CUSTOMER_MESSAGES.notFound));
  });

  it("answers 404 for another organization's category", async () => {
    const customer = await createCustomer(asOfficer);
    const response = await asManager('PATCH', `/customers/${customer.id}`, {
      category_id: await categoryIdOf(asBeaconAdmin, 'Tea Stall'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(CUSTOMER_MESSAGES.categoryNotFound));
  });

  it("lets the platform owner set a category of the customer's organization", async () => {
    const customer = await createCustomer(asBeaconAdmin);
    const categoryId = await categoryIdOf(asOwner, 'Dairy', beaconId);
    const response = await asOwner('PATCH', `/customers/${customer.id}`, {
      category_id: categoryId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer.category_name).toBe('Dairy');
  });
});

describe('GET /api/v1/customers/:id', () => {
  it('answers the customer with category, organization, zero financial summary and no loans', async () => {
    const customer = await createCustomer(asOfficer, {
      category_id: await categoryIdOf(asOfficer, 'Tailoring'),
    });
    const response = await asOfficer('GET', `/customers/${customer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: customer.id,
      category_name: 'Tailoring',
      organization_name: 'Acme Microfinance',
      financial_summary: { total_borrowed: 0, outstanding: 0, active_loans: 0, overdue_loans: 0 },
      loans: [],
    });
  });

  it('sums the loans in the financial summary and lists them', async () => {
    const customer = await createCustomer(asOfficer);
    const createdBy = await userIdByEmail(testApp.database, 'officer@acme.test');
    const loan = (number: string, status: 'active' | 'overdue' | 'pending', remaining: string) => ({
      organization_id: acmeId,
      loan_number: `LN-${customer.customer_id}-${number}`,
      customer_id: customer.id,
      principal_amount: '10000.00',
      upfront_interest_percent: '20.00',
      upfront_interest_amount: '2000.00',
      disbursed_amount: '8000.00',
      remaining_amount: remaining,
      daily_interest_rate: '0.200',
      max_repayment_days: 100,
      daily_repayment_amount: '100.00',
      total_interest: '100.00',
      total_repayable: '10000.00',
      instalment_count: 100,
      last_instalment_amount: '100.00',
      status,
      ...(status !== 'pending' && {
        approved_at: new Date(),
        disbursed_at: new Date(),
        due_date: '2030-01-01',
        first_instalment_seq: 1,
      }),
      created_by: createdBy,
    });
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx
        .insert(loans)
        .values([
          loan('1', 'active', '6000.50'),
          loan('2', 'overdue', '2500.25'),
          loan('3', 'pending', '10000.00'),
        ]),
    );
    const response = await asOfficer('GET', `/customers/${customer.id}`);
    expect(response.json().financial_summary).toEqual({
      total_borrowed: 20000,
      outstanding: 8500.75,
      active_loans: 1,
      overdue_loans: 1,
    });
    expect(response.json().loans).toHaveLength(3);
    expect(response.json().loans[0]).toMatchObject({ principal_amount: 10000 });
    // Newest first (ties by id), each time an ISO string in UTC.
    const listed = response.json().loans as { id: string; created_at: string }[];
    expect(listed.map((item) => item.id)).toEqual(
      [...listed]
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
        .map((item) => item.id),
    );
    for (const item of listed) {
      expect(item.created_at).toBe(new Date(item.created_at).toISOString());
    }
  });

  it('hides the e-mail and the address from a field agent', async () => {
    const customer = await createCustomer(asOfficer, {
      email: 'hidden.person@gmail.com',
      residential_address: '4, Kurla West, Mumbai',
      residential_latitude: 19.07,
      residential_longitude: 72.88,
    });
    const response = await asField('GET', `/customers/${customer.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.email).toBeNull();
    expect(body.residential_address).toBeNull();
    expect(body.residential_latitude).toBeNull();
    expect(body.hidden_fields).toEqual(['email', ...CUSTOMER_ADDRESS_FIELDS]);
    expect(body.phone).toBe(customer.phone);
  });

  it('hides the e-mail and the address from a collection agent', async () => {
    const customer = await createCustomer(asOfficer, { email: 'agent.hidden@gmail.com' });
    const response = await asAgent('GET', `/customers/${customer.id}`);
    expect(response.json().email).toBeNull();
    expect(response.json().hidden_fields).toContain('email');
  });

  it('shows the e-mail but not the address to an auditor', async () => {
    const customer = await createCustomer(asOfficer, {
      email: 'audit.visible@gmail.com',
      residential_address: '9, Govandi, Mumbai',
    });
    const body = (await asAuditor('GET', `/customers/${customer.id}`)).json();
    expect(body.email).toBe('audit.visible@gmail.com');
    expect(body.residential_address).toBeNull();
    expect(body.hidden_fields).toEqual([...CUSTOMER_ADDRESS_FIELDS]);
  });

  it("answers 404 for another organization's customer, and for an unknown id", async () => {
    const beaconCustomer = await createCustomer(asBeaconAdmin);
    expect((await asOfficer('GET', `/customers/${beaconCustomer.id}`)).statusCode).toBe(404);
    const unknown = await asOfficer('GET', '/customers/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(english(CUSTOMER_MESSAGES.notFound));
  });

  it('lets the platform owner read any organization’s customer', async () => {
    const beaconCustomer = await createCustomer(asBeaconAdmin);
    const response = await asOwner('GET', `/customers/${beaconCustomer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().organization_name).toBe('Beacon Lending');
  });
});

describe('GET /api/v1/customers/:id/audit', () => {
  it("lists this customer's audit rows newest first", async () => {
    const customer = await createCustomer(asOfficer);
    testApp.clock.now = new Date(Date.now() + 1000);
    await asManager('PATCH', `/customers/${customer.id}`, { risk_level: 'low' });
    const response = await asManager('GET', `/customers/${customer.id}/audit`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { action: string }) => row.action)).toEqual([
      'update',
      'create',
    ]);
    testApp.clock.now = new Date();
  });

  it('refuses a field agent (no audit_logs:read) and 404s another organization', async () => {
    const customer = await createCustomer(asOfficer);
    expect((await asField('GET', `/customers/${customer.id}/audit`)).statusCode).toBe(403);
    expect((await asBeaconAdmin('GET', `/customers/${customer.id}/audit`)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/customers', () => {
  it('answers 25 a page by default, newest first, with the total', async () => {
    const response = await asOfficer('GET', '/customers');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page_size).toBe(25);
    expect(body.data).toHaveLength(25);
    expect(body.total).toBeGreaterThanOrEqual(60);
    const dates = body.data.map((row: { created_at: string }) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses a page size outside 10, 25, 50, 100', async () => {
    expect((await asOfficer('GET', '/customers?page_size=20')).statusCode).toBe(400);
    expect((await asOfficer('GET', '/customers?page_size=50')).json().data).toHaveLength(50);
  });

  it("lists only the user's organizations", async () => {
    const beaconCustomer = await createCustomer(asBeaconAdmin, { first_name: 'Beaconista' });
    const response = await asOfficer('GET', '/customers?search=Beaconista');
    expect(response.json().total).toBe(0);
    const summary = await asOfficer('GET', '/customers/summary?search=Beaconista');
    expect(summary.json().total).toBe(0);
    const own = await asBeaconAdmin('GET', '/customers?search=Beaconista');
    expect(own.json().data.map((row: { id: string }) => row.id)).toContain(beaconCustomer.id);
  });

  it("filters a tree admin's list and summary by one organization of the tree, never past it", async () => {
    const acmeNorthId = await organizationIdByName(testApp.database, 'Acme North Branch');
    const branch = await asAdmin('GET', `/customers?organization_id=${acmeNorthId}&page_size=100`);
    expect(branch.statusCode).toBe(200);
    const rows: { organization_id: string; organization_name: string }[] = branch.json().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.organization_name))).toEqual(
      new Set(['Acme North Branch']),
    );
    const whole = await asAdmin('GET', '/customers');
    expect(whole.json().total).toBeGreaterThan(branch.json().total);
    const summary = await asAdmin('GET', `/customers/summary?organization_id=${acmeNorthId}`);
    expect(summary.json().total).toBe(branch.json().total);

    const foreign = await asAdmin('GET', `/customers?organization_id=${beaconId}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().total).toBe(0);
  });

  describe('search', () => {
    let target: Awaited<ReturnType<typeof createCustomer>>;
    beforeAll(async () => {
      target = await createCustomer(asOfficer, {
        first_name: 'Zebulon',
        last_name: 'Quixote',
        email: 'zebulon.q@outlook.com',
      });
    });

    it.each([
      ['first name, any case', 'zEBUL'],
      ['full name', 'zebulon quix'],
      ['e-mail', 'ZEBULON.Q@OUT'],
    ])('finds by %s', async (_, term) => {
      const response = await asOfficer('GET', `/customers?search=${encodeURIComponent(term)}`);
      expect(response.json().data.map((row: { id: string }) => row.id)).toEqual([target.id]);
    });

    it('finds by customer id and by phone', async () => {
      const byId = await asOfficer('GET', `/customers?search=${target.customer_id.toLowerCase()}`);
      expect(byId.json().data.map((row: { id: string }) => row.id)).toEqual([target.id]);
      const byPhone = await asOfficer(
        'GET',
        `/customers?search=${encodeURIComponent(String(target.phone))}`,
      );
      expect(byPhone.json().data.map((row: { id: string }) => row.id)).toEqual([target.id]);
    });

    it.each([
      ['spaced', (national: string) => `${national.slice(0, 5)} ${national.slice(5)}`],
      ['dashed', (national: string) => `${national.slice(0, 5)}-${national.slice(5)}`],
      ['international', (national: string) => `+91 ${national.slice(0, 5)} ${national.slice(5)}`],
      ['bare', (national: string) => national],
    ])('finds by phone digits typed %s', async (_, spell) => {
      const national = String(target.phone).replace(/^\+91/, '');
      const term = spell(national);
      const response = await asOfficer('GET', `/customers?search=${encodeURIComponent(term)}`);
      expect(response.json().data.map((row: { id: string }) => row.id)).toEqual([target.id]);
    });

    it('does not match every phone for a term of letters or formatting alone', async () => {
      const everyone = (await asOfficer('GET', '/customers?page_size=10')).json().total;
      for (const term of ['zz-top', '( )', '. -']) {
        const response = await asOfficer('GET', `/customers?search=${encodeURIComponent(term)}`);
        expect(response.json().total).toBeLessThan(everyone);
      }
    });

    it('treats % and _ as themselves', async () => {
      const response = await asOfficer('GET', `/customers?search=${encodeURIComponent('%_%')}`);
      expect(response.json().total).toBe(0);
    });

    it('is served by the trigram index on customer_search', async () => {
      const plan = await ownerConnection(testApp.database).transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select 1 from customer_search s where s.search_text like '%' || 'zebul' || '%'`,
        );
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'customer_search_text_trgm_idx',
      );
    });
  });

  it('filters by status, risk level and business type', async () => {
    const archived = await createCustomer(asManager, {
      first_name: 'Filterella',
      risk_level: 'low',
      business_name: 'Filter Farm',
      business_type: 'agriculture',
    });
    await asManager('PATCH', `/customers/${archived.id}`, { status: 'archived' });
    await createCustomer(asManager, { first_name: 'Filterella', risk_level: 'high' });
    const ids = async (query: string) =>
      (await asOfficer('GET', `/customers?search=Filterella&${query}`))
        .json()
        .data.map((row: { id: string }) => row.id);
    expect(await ids('status=archived')).toEqual([archived.id]);
    expect(await ids('risk_level=low')).toEqual([archived.id]);
    expect(await ids('business_type=agriculture')).toEqual([archived.id]);
    expect(await ids('status=active')).toHaveLength(1);
    expect((await asOfficer('GET', '/customers?status=deleted')).statusCode).toBe(400);
  });

  it('filters by each status over the demo data and every row matches', async () => {
    for (const status of ['active', 'inactive', 'archived']) {
      const body = (await asOfficer('GET', `/customers?status=${status}&page_size=100`)).json();
      expect(body.total).toBeGreaterThan(0);
      expect(body.data.every((row: { status: string }) => row.status === status)).toBe(true);
    }
  });

  it.each([
    ['customer_id', 'asc'],
    ['customer_id', 'desc'],
    ['first_name', 'asc'],
    ['phone', 'desc'],
    ['business_type', 'asc'],
    ['status', 'asc'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const body = (
      await asOfficer('GET', `/customers?sort=${sort}&order=${order}&page_size=100`)
    ).json();
    const values = body.data
      .map((row: Record<string, string | null>) => row[sort])
      .filter((value: string | null) => value !== null)
      .map((value: string) => value.toLowerCase());
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
  });

  it('sorts risk level low, medium, high', async () => {
    const body = (
      await asOfficer('GET', '/customers?sort=risk_level&order=asc&page_size=100')
    ).json();
    const rank = { low: 1, medium: 2, high: 3 } as const;
    const ranks = body.data.map((row: { risk_level: keyof typeof rank }) => rank[row.risk_level]);
    expect(ranks).toEqual([...ranks].sort());
  });

  it('hides the e-mail and addresses from a field agent in the list too', async () => {
    const body = (await asField('GET', '/customers?page_size=10')).json();
    expect(body.data.every((row: { email: null }) => row.email === null)).toBe(true);
    expect(body.data[0].hidden_fields).toContain('email');
    expect(body.data[0].hidden_fields).toContain('residential_address');
  });
});

describe('GET /api/v1/customers/summary', () => {
  it('counts the whole filtered scope, not a page', async () => {
    const summary = (await asOfficer('GET', '/customers/summary')).json();
    const total = (query: string) =>
      asOfficer('GET', `/customers?page_size=10${query}`).then((r) => r.json().total as number);
    expect(summary.total).toBe(await total(''));
    expect(summary.total).toBeGreaterThan(10);
    expect(summary.active).toBe(await total('&status=active'));
    expect(summary.high_risk).toBe(await total('&risk_level=high'));
    const [business] = await queryRows<{ count: string | number }>(
      ownerConnection(testApp.database),
      sql`select count(*) from customers
          where organization_id = ${acmeId} and nullif(trim(business_name), '') is not null`,
    );
    expect(summary.business).toBe(Number(business?.count));
  });

  it('applies the list filters', async () => {
    const summary = (await asOfficer('GET', '/customers/summary?risk_level=high')).json();
    expect(summary.high_risk).toBe(summary.total);
    const archived = (await asOfficer('GET', '/customers/summary?status=archived')).json();
    expect(archived.active).toBe(0);
  });

  it("counts only the user's organizations", async () => {
    const acme = (await asOfficer('GET', '/customers/summary')).json();
    const all = (await asOwner('GET', '/customers/summary')).json();
    expect(all.total).toBeGreaterThan(acme.total);
  });
});

describe('GET /api/v1/customer-categories', () => {
  it("lists the organization's categories ordered by name", async () => {
    const response = await asField('GET', '/customer-categories');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((row: { name: string }) => row.name);
    expect(names).toContain('Kirana Store');
    expect(names).toEqual([...names].sort());
    expect(
      response
        .json()
        .data.every((row: { organization_id: string }) => row.organization_id === acmeId),
    ).toBe(true);
  });

  it('answers 404 for another organization in the query', async () => {
    const response = await asOfficer('GET', `/customer-categories?organization_id=${beaconId}`);
    expect(response.statusCode).toBe(404);
  });
});
