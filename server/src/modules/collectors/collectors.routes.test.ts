import { english } from '../../testing/english.ts';
import { COLLECTOR_MESSAGES, MESSAGES, ORGANIZATION_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  createCollectorAs,
  createOrganizationAs,
  organizationIdByName,
  requestAs,
  type Requester,
} from '../organizations/organizations-test-helpers.ts';
import { ownerConnection } from '../../db/system.ts';
import { userIdByEmail } from '../../testing/demo-lookups.ts';

let testApp: TestApp;
let asOwner: Requester;
let asAcmeAdmin: Requester;
let asManager: Requester;
let asOfficer: Requester;
let asBeaconAdmin: Requester;
let acmeId: string;
let acmeNorthId: string;
let beaconId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const as = async (email: string) => requestAs(testApp, await loginAs(testApp.app, email));
  asOwner = await as('owner@lendline.test');
  asAcmeAdmin = await as('admin@acme.test');
  asManager = await as('manager@acme.test');
  asOfficer = await as('officer@acme.test');
  asBeaconAdmin = await as('admin@beacon.test');
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  acmeNorthId = await organizationIdByName(testApp.database, 'Acme North Branch');
  beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
});
afterAll(() => testApp.close());

describe('POST /api/v1/collectors', () => {
  it("creates a collector in the user's own organization by default, audited", async () => {
    const response = await asAcmeAdmin('POST', '/collectors', {
      name: ' Ravi Kumar ',
      phone: '+91 98200 11111',
      email: 'Ravi@Acme.test',
      territory: 'Andheri East',
    });
    expect(response.statusCode).toBe(201);
    const { message, collector } = response.json();
    expect(message).toBe(english(COLLECTOR_MESSAGES.created));
    expect(collector).toMatchObject({
      organization_id: acmeId,
      organization_name: 'Acme Microfinance',
      organization_is_blocked: false,
      name: 'Ravi Kumar',
      phone: '+919820011111',
      email: 'ravi@acme.test',
      territory: 'Andheri East',
      is_active: true,
      is_blocked: false,
      blocked_due_to_org: false,
      blocked_reason: null,
    });
    const [audit] = await queryRows<{ action: string; user_role: string }>(
      ownerConnection(testApp.database),
      sql`select action, user_role from audit_logs where entity_id = ${collector.id}`,
    );
    expect(audit).toEqual({ action: 'create', user_role: 'organization_admin' });
  });

  it("creates a collector in a child organization of the admin's tree", async () => {
    const response = await asAcmeAdmin('POST', '/collectors', {
      name: 'Branch Collector',
      phone: '+919820011112',
      organization_id: acmeNorthId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().collector.organization_name).toBe('Acme North Branch');
  });

  it.each([
    [{ name: 'Bad Phone', phone: '12' }, 'Please enter a valid phone number'],
    [{ name: 'Bad Mail', phone: '+919820011113', email: 'not-mail' }, 'Invalid email format'],
    [
      { name: 'javascript:alert(1)', phone: '+919820011113' },
      'Input contains potentially dangerous content',
    ],
    [{ name: '', phone: '+919820011113' }, 'Input cannot be empty'],
    [
      { name: 'Long', phone: '+919820011113', territory: 'x'.repeat(256) },
      'Input exceeds maximum length of 255 characters',
    ],
  ])('refuses %o with 400 and the field message', async (payload, message) => {
    const response = await asAcmeAdmin('POST', '/collectors', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it("answers 404 when the body names another tenant's organization", async () => {
    const response = await asBeaconAdmin('POST', '/collectors', {
      name: 'Intruder',
      phone: '+919820011114',
      organization_id: acmeId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.notFound));
  });

  it('refuses to add a collector to a blocked organization with 422', async () => {
    const id = await createOrganizationAs(asOwner, {
      name: 'Frozen Branch',
      parent_organization_id: acmeId,
    });
    await asOwner('POST', `/organizations/${id}/block`, { reason: 'Frozen' });
    const response = await asAcmeAdmin('POST', '/collectors', {
      name: 'Late Hire',
      phone: '+919820011115',
      organization_id: id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Cannot add a collector while organization "Frozen Branch" is blocked.',
    );
  });

  it('refuses a manager (read and assign only) with 403', async () => {
    const response = await asManager('POST', '/collectors', { name: 'No', phone: '+919820011116' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(MESSAGES.accessDenied));
  });
});

describe('GET /api/v1/collectors', () => {
  let listOrganizationId: string;

  beforeAll(async () => {
    listOrganizationId = await createOrganizationAs(asOwner, {
      name: 'List Branch',
      parent_organization_id: acmeId,
    });
    const create = (name: string, phone: string, territory?: string) =>
      createCollectorAs(asAcmeAdmin, {
        name,
        phone,
        territory,
        organization_id: listOrganizationId,
      });
    const zara = await create('Zara', '+919820022221', 'Powai');
    await create('Amit', '+919820022222', 'Bandra');
    const bina = await create('Bina', '+919820022223');
    const chetan = await create('Chetan', '+919820022224');
    await asAcmeAdmin('POST', `/collectors/${bina}/block`, { reason: 'Complaint' });
    await asAcmeAdmin('PATCH', `/collectors/${chetan}`, { is_active: false });
    await asAcmeAdmin('PATCH', `/collectors/${zara}`, { territory: 'Powai North' });
  });

  it('lists active and unblocked collectors first, then by name', async () => {
    const response = await asAcmeAdmin('GET', `/collectors?organization_id=${listOrganizationId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((row: { name: string }) => row.name)).toEqual([
      'Amit',
      'Zara',
      'Bina',
      'Chetan',
    ]);
    expect(body).toMatchObject({ page: 1, page_size: 25, total: 4 });
  });

  it('filters by status and searches name, phone and territory', async () => {
    const list = async (query: string) =>
      (await asAcmeAdmin('GET', `/collectors?organization_id=${listOrganizationId}&${query}`))
        .json()
        .data.map((row: { name: string }) => row.name);
    expect(await list('status=active')).toEqual(['Amit', 'Zara']);
    expect(await list('status=blocked')).toEqual(['Bina']);
    expect(await list('status=inactive')).toEqual(['Chetan']);
    expect(await list('search=powai')).toEqual(['Zara']);
    expect(await list('search=22224')).toEqual(['Chetan']);
    expect(await list(`search=${encodeURIComponent('98200 22224')}`)).toEqual(['Chetan']);
    expect(await list(`search=${encodeURIComponent('98200-22224')}`)).toEqual(['Chetan']);
    expect(await list('search=%25')).toEqual([]);
  });

  it('pages with the total of the whole set, and clamps a page past the end to the last', async () => {
    const second = (
      await asAcmeAdmin(
        'GET',
        `/collectors?organization_id=${listOrganizationId}&page=2&page_size=3`,
      )
    ).json();
    expect(second.data.map((row: { name: string }) => row.name)).toEqual(['Chetan']);
    expect(second.total).toBe(4);
    const past = (
      await asAcmeAdmin(
        'GET',
        `/collectors?organization_id=${listOrganizationId}&page=9&page_size=3`,
      )
    ).json();
    // Spec part 1 §5: the page number is clamped between 1 and the total page count.
    expect(past).toMatchObject({ page: 2, total: 4 });
    expect(past.data.map((row: { name: string }) => row.name)).toEqual(['Chetan']);
  });

  it('lists every organization in scope without organization_id', async () => {
    const body = (await asAcmeAdmin('GET', '/collectors?page_size=100')).json();
    const organizations = new Set(
      body.data.map((row: { organization_id: string }) => row.organization_id),
    );
    expect(organizations.has(listOrganizationId)).toBe(true);
    expect(organizations.has(beaconId)).toBe(false);
  });

  it("never shows another tenant's collectors, and answers 404 for its organization_id", async () => {
    await createCollectorAs(asBeaconAdmin, { name: 'Beacon Only', phone: '+919820033331' });
    const own = (await asBeaconAdmin('GET', '/collectors?page_size=100')).json();
    expect(
      own.data.every((row: { organization_id: string }) => row.organization_id === beaconId),
    ).toBe(true);
    const acme = (await asAcmeAdmin('GET', '/collectors?page_size=100')).json();
    expect(acme.data.map((row: { name: string }) => row.name)).not.toContain('Beacon Only');
    const response = await asBeaconAdmin('GET', `/collectors?organization_id=${acmeId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.notFound));
  });

  it('refuses a role without debt_collectors:read with 403', async () => {
    expect((await asOfficer('GET', '/collectors')).statusCode).toBe(403);
  });

  it('refuses an unknown status with 400', async () => {
    expect((await asAcmeAdmin('GET', '/collectors?status=gone')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/collectors/:id', () => {
  it('answers a collector in scope, to a manager too', async () => {
    const id = await createCollectorAs(asAcmeAdmin, { name: 'Readable', phone: '+919820044441' });
    const response = await asManager('GET', `/collectors/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: 'Readable' });
  });

  it("answers 404 'Collector not found' for another tenant's or an unknown collector", async () => {
    const id = await createCollectorAs(asAcmeAdmin, { name: 'Hidden', phone: '+919820044442' });
    const other = await asBeaconAdmin('GET', `/collectors/${id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(english(COLLECTOR_MESSAGES.notFound));
    const unknown = await asAcmeAdmin('GET', `/collectors/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(english(COLLECTOR_MESSAGES.notFound));
  });
});

describe('PATCH /api/v1/collectors/:id', () => {
  it('changes only the fields sent, clears with null, and audits old and new values', async () => {
    const id = await createCollectorAs(asAcmeAdmin, { name: 'Editable', phone: '+919820055551' });
    await asAcmeAdmin('PATCH', `/collectors/${id}`, { email: 'edit@acme.test' });
    const response = await asAcmeAdmin('PATCH', `/collectors/${id}`, {
      territory: 'Thane',
      email: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: english(COLLECTOR_MESSAGES.updated),
      collector: { name: 'Editable', territory: 'Thane', email: null, phone: '+919820055551' },
    });
    const [audit] = await queryRows<{ changed_fields: string[] }>(
      ownerConnection(testApp.database),
      sql`select changed_fields from audit_logs where entity_id = ${id} and action = 'update'
          order by created_at desc limit 1`,
    );
    expect(audit!.changed_fields).toEqual(['email', 'territory']);
  });

  it('refuses to activate a blocked collector with 422', async () => {
    const id = await createCollectorAs(asAcmeAdmin, {
      name: 'Blocked Edit',
      phone: '+919820055552',
    });
    await asAcmeAdmin('POST', `/collectors/${id}/block`, { reason: 'Test' });
    const response = await asAcmeAdmin('PATCH', `/collectors/${id}`, { is_active: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(english(COLLECTOR_MESSAGES.activateBlocked));
  });

  it("answers 404 for another tenant's collector and 403 for a manager", async () => {
    const id = await createCollectorAs(asAcmeAdmin, { name: 'Guarded', phone: '+919820055553' });
    const other = await asBeaconAdmin('PATCH', `/collectors/${id}`, { name: 'Taken' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(english(COLLECTOR_MESSAGES.notFound));
    expect((await asManager('PATCH', `/collectors/${id}`, { name: 'Taken' })).statusCode).toBe(403);
  });

  it('links the user who works as the collector, one collector each, and unlinks with null', async () => {
    const agentId = await userIdByEmail(testApp.database, 'officer@acme.test');
    const first = await createCollectorAs(asAcmeAdmin, { name: 'Linked', phone: '+919820055555' });
    const linked = await asAcmeAdmin('PATCH', `/collectors/${first}`, { user_id: agentId });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().collector).toMatchObject({
      user_id: agentId,
      user_name: expect.any(String),
    });

    const second = await asAcmeAdmin('POST', '/collectors', {
      name: 'Second',
      phone: '+919820055556',
      user_id: agentId,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.details.fieldErrors.user_id).toEqual([
      'This user already works as Linked',
    ]);

    const unlinked = await asAcmeAdmin('PATCH', `/collectors/${first}`, { user_id: null });
    expect(unlinked.json().collector).toMatchObject({ user_id: null, user_name: null });
    const [audit] = await queryRows<{ changed_fields: string[] }>(
      ownerConnection(testApp.database),
      sql`select changed_fields from audit_logs where entity_id = ${first} and action = 'update'
          order by created_at desc limit 1`,
    );
    expect(audit!.changed_fields).toEqual(['user_id']);
  });

  it("refuses a user of another organization, even of the admin's own tree", async () => {
    const beaconUser = await userIdByEmail(testApp.database, 'admin@beacon.test');
    const id = await createCollectorAs(asAcmeAdmin, { name: 'Unlinked', phone: '+919820055557' });
    for (const userId of [
      beaconUser,
      await userIdByEmail(testApp.database, 'owner@lendline.test'),
    ]) {
      const response = await asAcmeAdmin('PATCH', `/collectors/${id}`, { user_id: userId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fieldErrors.user_id).toEqual([
        english(COLLECTOR_MESSAGES.userNotInOrganization),
      ]);
    }
  });

  it('refuses an empty body with 400', async () => {
    const id = await createCollectorAs(asAcmeAdmin, {
      name: 'Empty Patch',
      phone: '+919820055554',
    });
    const response = await asAcmeAdmin('PATCH', `/collectors/${id}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(english(COLLECTOR_MESSAGES.nothingToUpdate));
  });
});
