import { english } from '../../testing/english.ts';
import { MESSAGES, ORGANIZATION_MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  createCollectorAs,
  createOrganizationAs,
  insertLoan,
  organizationIdByName,
  requestAs,
  userIdByEmail,
  type Requester,
} from './organizations-test-helpers.ts';
import { ownerConnection } from '../../db/system.ts';

let testApp: TestApp;
let asOwner: Requester;
let asAcmeAdmin: Requester;
let asManager: Requester;
let asBranchManager: Requester;
let asBeaconAdmin: Requester;
let acmeId: string;
let acmeNorthId: string;
let beaconId: string;
let platformId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const as = async (email: string) => requestAs(testApp, await loginAs(testApp.app, email));
  asOwner = await as('owner@lendline.test');
  asAcmeAdmin = await as('admin@acme.test');
  asManager = await as('manager@acme.test');
  asBranchManager = await as('branch.manager@acme.test');
  asBeaconAdmin = await as('admin@beacon.test');
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  acmeNorthId = await organizationIdByName(testApp.database, 'Acme North Branch');
  beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
  platformId = await organizationIdByName(testApp.database, 'Lendline Platform');
});
afterAll(() => testApp.close());

const namesOf = (body: { data: { name: string }[] }) => body.data.map((row) => row.name).sort();

async function auditRows(entityId: string) {
  return queryRows<{ action: string; reason: string | null; approval_required: boolean }>(
    ownerConnection(testApp.database),
    sql`select action, reason, approval_required, old_values, new_values, changed_fields
        from audit_logs where entity_id = ${entityId} order by created_at, action`,
  );
}

describe('GET /api/v1/organizations', () => {
  it('lists every organization to a platform_super_admin in the list format', async () => {
    const response = await asOwner('GET', '/organizations?page_size=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(namesOf(body)).toEqual(
      expect.arrayContaining([
        'Acme Microfinance',
        'Acme North Branch',
        'Beacon Lending',
        'Lendline Platform',
      ]),
    );
    expect(body).toMatchObject({ page: 1, page_size: 100, total: body.data.length });
  });

  it('shows an organization_admin its own organization and its descendants only', async () => {
    const body = (await asAcmeAdmin('GET', '/organizations')).json();
    expect(namesOf(body)).toEqual(['Acme Microfinance', 'Acme North Branch']);
    expect(body.total).toBe(2);
    const branch = body.data.find((row: { id: string }) => row.id === acmeNorthId);
    expect(branch).toMatchObject({
      organization_type: 'branch',
      parent_organization_id: acmeId,
      parent_organization_name: 'Acme Microfinance',
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      is_active: true,
      is_blocked: false,
    });
  });

  it('shows other roles their own organization and its direct children', async () => {
    expect(namesOf((await asManager('GET', '/organizations')).json())).toEqual([
      'Acme Microfinance',
      'Acme North Branch',
    ]);
    expect(namesOf((await asBranchManager('GET', '/organizations')).json())).toEqual([
      'Acme North Branch',
    ]);
  });

  it("never lists another tenant's organizations", async () => {
    const body = (await asBeaconAdmin('GET', '/organizations')).json();
    expect(body.data.map((row: { id: string }) => row.id)).toEqual([beaconId]);
  });

  it('filters by name, active and blocked flags, and sorts by name', async () => {
    const byName = (await asOwner('GET', '/organizations?search=NORTH')).json();
    expect(namesOf(byName)).toEqual(['Acme North Branch']);
    const sorted = (
      await asOwner('GET', '/organizations?sort=name&order=asc&page_size=100')
    ).json();
    const names = sorted.data.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const blocked = (await asOwner('GET', '/organizations?is_blocked=true')).json();
    expect(blocked.data.every((row: { is_blocked: boolean }) => row.is_blocked)).toBe(true);
    const active = (await asAcmeAdmin('GET', '/organizations?is_active=true')).json();
    expect(active.total).toBe(2);
  });

  it('pages with the total of the whole set', async () => {
    const body = (await asOwner('GET', '/organizations?page=2&page_size=1&sort=name')).json();
    expect(body.data).toHaveLength(1);
    expect(body.page).toBe(2);
    expect(body.total).toBeGreaterThanOrEqual(4);
  });

  it('refuses a page size above 100 with 400', async () => {
    const response = await asOwner('GET', '/organizations?page_size=101');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/organizations' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/organizations/:id', () => {
  it('answers an organization in scope with its parent name', async () => {
    const response = await asManager('GET', `/organizations/${acmeNorthId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: acmeNorthId,
      name: 'Acme North Branch',
      parent_organization_name: 'Acme Microfinance',
    });
  });

  it("answers 404 for another tenant's organization", async () => {
    const response = await asBeaconAdmin('GET', `/organizations/${acmeId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.notFound));
    expect((await asBranchManager('GET', `/organizations/${acmeId}`)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    expect((await asOwner('GET', '/organizations/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/organizations', () => {
  it('creates an organization with the default timezone, currency and active flag, audited', async () => {
    const response = await asOwner('POST', '/organizations', {
      name: '  Coastal Credit  ',
      organization_type: 'lender',
    });
    expect(response.statusCode).toBe(201);
    const { message, organization } = response.json();
    expect(message).toBe(english(ORGANIZATION_MESSAGES.created));
    expect(organization).toMatchObject({
      name: 'Coastal Credit',
      organization_type: 'lender',
      parent_organization_id: null,
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      is_active: true,
      is_blocked: false,
    });
    const [audit] = await auditRows(organization.id);
    expect(audit).toMatchObject({ action: 'create', approval_required: false });
  });

  it('creates a child with its own timezone and currency', async () => {
    const response = await asOwner('POST', '/organizations', {
      name: 'Acme Dubai Desk',
      organization_type: 'branch',
      parent_organization_id: acmeId,
      timezone: 'Asia/Dubai',
      currency: 'aed',
      is_active: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().organization).toMatchObject({
      parent_organization_id: acmeId,
      parent_organization_name: 'Acme Microfinance',
      timezone: 'Asia/Dubai',
      currency: 'AED',
      is_active: false,
    });
  });

  it.each([
    [{ name: 'X', organization_type: 'lender', timezone: 'Mars/Olympus' }, 'Invalid timezone'],
    [
      { name: 'X', organization_type: 'lender', currency: 'RUPEE' },
      english(ORGANIZATION_MESSAGES.invalidCurrency),
    ],
    [
      { name: '<script>alert(1)</script>', organization_type: 'lender' },
      'Input contains potentially dangerous content',
    ],
    [{ name: '   ', organization_type: 'lender' }, 'Input cannot be empty'],
    [{ organization_type: 'lender' }, 'Input is required and must be a string'],
  ])('refuses %o with 400 and the field message', async (payload, message) => {
    const response = await asOwner('POST', '/organizations', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('answers 404 for an unknown parent', async () => {
    const response = await asOwner('POST', '/organizations', {
      name: 'Orphan',
      organization_type: 'branch',
      parent_organization_id: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.parentNotFound));
  });

  it('refuses anyone but a platform_super_admin with 403', async () => {
    const response = await asAcmeAdmin('POST', '/organizations', {
      name: 'Acme South',
      organization_type: 'branch',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(MESSAGES.accessDenied));
  });
});

describe('PATCH /api/v1/organizations/:id', () => {
  it('changes only the fields sent and audits old and new values', async () => {
    const id = await createOrganizationAs(asOwner, { name: 'Patch Me' });
    const response = await asOwner('PATCH', `/organizations/${id}`, {
      name: 'Patched',
      timezone: 'Europe/London',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: english(ORGANIZATION_MESSAGES.updated),
      organization: { name: 'Patched', timezone: 'Europe/London', currency: 'INR' },
    });
    const update = (await auditRows(id)).find((row) => row.action === 'update');
    expect(update).toMatchObject({
      old_values: expect.objectContaining({ name: 'Patch Me', timezone: 'Asia/Kolkata' }),
      new_values: expect.objectContaining({ name: 'Patched', timezone: 'Europe/London' }),
      changed_fields: ['name', 'timezone'],
    });
  });

  it('refuses to place an organization under its own descendant with 422', async () => {
    const response = await asOwner('PATCH', `/organizations/${acmeId}`, {
      parent_organization_id: acmeNorthId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.parentCycle));
  });

  it('refuses an empty body with 400', async () => {
    const response = await asOwner('PATCH', `/organizations/${acmeId}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.nothingToUpdate));
  });

  it('answers 404 for an unknown organization', async () => {
    const response = await asOwner('PATCH', `/organizations/${crypto.randomUUID()}`, {
      name: 'Ghost',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an organization_admin with 403', async () => {
    const response = await asAcmeAdmin('PATCH', `/organizations/${acmeId}`, { name: 'Acme' });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/organizations/:id', () => {
  it('deletes an organization with nothing left on it, audited', async () => {
    const id = await createOrganizationAs(asOwner, { name: 'Short Lived' });
    const response = await asOwner('DELETE', `/organizations/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(ORGANIZATION_MESSAGES.deleted));
    expect((await asOwner('GET', `/organizations/${id}`)).statusCode).toBe(404);
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('refuses with 409 naming the users and child organizations that remain', async () => {
    const response = await asOwner('DELETE', `/organizations/${acmeId}`);
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    // Whatever else the demo data holds (collectors, loans) is named too; these two always are.
    expect(error.message).toMatch(/^Cannot delete organization "Acme Microfinance": it still has /);
    expect(error.message).toMatch(/\d+ users\b/);
    expect(error.message).toMatch(/\b\d+ child organizations?\b/);
    expect(error.message).toMatch(/ Remove or move them first\.$/);
    expect(error.details.dependents.users).toBeGreaterThan(0);
    expect(error.details.dependents.child_organizations).toBeGreaterThanOrEqual(1);
  });

  it('refuses with 409 while the organization still has loans', async () => {
    const id = await createOrganizationAs(asOwner, { name: 'Has Loans' });
    await insertLoan(testApp.database, {
      organizationId: id,
      createdBy: await userIdByEmail(testApp.database, 'owner@lendline.test'),
    });
    const response = await asOwner('DELETE', `/organizations/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Cannot delete organization "Has Loans": it still has 1 loan and 1 customer. Remove or move them first.',
    );
  });

  it('refuses with 409 while the organization still has collectors or a child', async () => {
    const parentId = await createOrganizationAs(asOwner, { name: 'Parent Co' });
    const childId = await createOrganizationAs(asOwner, {
      name: 'Child Co',
      parent_organization_id: parentId,
    });
    await createCollectorAs(asOwner, { name: 'Ravi', organization_id: childId });
    const parent = await asOwner('DELETE', `/organizations/${parentId}`);
    expect(parent.statusCode).toBe(409);
    expect(parent.json().error.message).toBe(
      'Cannot delete organization "Parent Co": it still has 1 child organization. Remove or move them first.',
    );
    const child = await asOwner('DELETE', `/organizations/${childId}`);
    expect(child.json().error.message).toBe(
      'Cannot delete organization "Child Co": it still has 1 collector. Remove or move them first.',
    );
  });

  it('refuses with 409 while other records still refer to it', async () => {
    const id = await createOrganizationAs(asOwner, { name: 'Has Outbox' });
    await ownerConnection(testApp.database).execute(
      sql`insert into approval_requests (organization_id, entity_type, entity_id, request_type,
            request_data, requested_by, required_role)
          values (${id}, 'organization', ${id}, 'organization_block', '{}',
            ${await userIdByEmail(testApp.database, 'admin@acme.test')}, 'platform_super_admin')`,
    );
    const response = await asOwner('DELETE', `/organizations/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(english(ORGANIZATION_MESSAGES.hasRelatedRecords));
    expect((await asOwner('GET', `/organizations/${id}`)).statusCode).toBe(200);
  });

  it('refuses an organization_admin with 403', async () => {
    expect((await asAcmeAdmin('DELETE', `/organizations/${acmeNorthId}`)).statusCode).toBe(403);
  });
});

describe('organizations with an empty name or type', () => {
  it('are dropped from lists', async () => {
    // The table refuses blank names; a legacy row without the constraint must still be hidden.
    await ownerConnection(testApp.database).execute(
      sql`alter table organizations drop constraint organizations_name_not_blank`,
    );
    await ownerConnection(testApp.database).execute(
      sql`insert into organizations (name, organization_type) values ('  ', 'lender')`,
    );
    const body = (await asOwner('GET', '/organizations?page_size=100')).json();
    expect(body.data.some((row: { name: string }) => row.name.trim() === '')).toBe(false);
    expect(body.total).toBe(body.data.length);
    expect(body.data.map((row: { id: string }) => row.id)).toContain(platformId);
  });
});

describe('the default phone country', () => {
  it('starts the demo lenders on India and reaches the session', async () => {
    const organization = await asAcmeAdmin('GET', `/organizations/${acmeId}`);
    expect(organization.json().default_phone_country).toBe('IN');
    const session = await asAcmeAdmin('GET', '/auth/session');
    expect(session.json().organization.default_phone_country).toBe('IN');
  });

  it('lets the platform owner set another country, normalised to upper case', async () => {
    const response = await asOwner('PATCH', `/organizations/${beaconId}`, {
      default_phone_country: 'ke',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().organization.default_phone_country).toBe('KE');
  });

  it('refuses a country libphonenumber does not know', async () => {
    const response = await asOwner('PATCH', `/organizations/${beaconId}`, {
      default_phone_country: 'XX',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Unknown country code');
  });
});
