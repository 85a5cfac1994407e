import { english } from '../../testing/english.ts';
import { MESSAGES, USER_MESSAGES } from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userProfiles, userRoles } from '../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  insertUser,
  organizationIdByName,
  requestAs,
  userIdByEmail,
} from './users-test-helpers.ts';
import { ownerConnection } from '../../db/system.ts';

let testApp: TestApp;
let asAcmeAdmin: ReturnType<typeof requestAs>;
let asOwner: ReturnType<typeof requestAs>;
let asBeaconAdmin: ReturnType<typeof requestAs>;
let asPartner: ReturnType<typeof requestAs>;
let acmeId: string;
let acmeNorthId: string;
let beaconId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  asAcmeAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
  asOwner = requestAs(testApp, await loginAs(testApp.app, 'owner@lendline.test'));
  asBeaconAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@beacon.test'));
  asPartner = requestAs(testApp, await loginAs(testApp.app, 'partner@acme.test'));
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  acmeNorthId = await organizationIdByName(testApp.database, 'Acme North Branch');
  beaconId = await organizationIdByName(testApp.database, 'Beacon Lending');
});
afterAll(() => testApp.close());

describe('GET /api/v1/users', () => {
  it('lists the users in scope newest first with organization name and type, 50 a page', async () => {
    const response = await asAcmeAdmin('GET', '/users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(1);
    expect(body.page_size).toBe(50);
    expect(body.total).toBe(body.data.length);
    const organizationIds = new Set(
      body.data.map((user: { organization_id: string }) => user.organization_id),
    );
    expect([...organizationIds].sort()).toEqual([acmeId, acmeNorthId].sort());
    const createdAt = body.data.map((user: { created_at: string }) => user.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const manager = body.data.find((user: { email: string }) => user.email === 'manager@acme.test');
    expect(manager).toMatchObject({
      first_name: 'Rohan',
      organization_name: 'Acme Microfinance',
      role: 'manager',
      roles: ['manager'],
      status: 'active',
    });
    expect(manager.organization_type).toEqual(expect.any(String));
  });

  it("never shows another organization's users", async () => {
    const body = (await asBeaconAdmin('GET', '/users')).json();
    expect(
      body.data.every((user: { organization_id: string }) => user.organization_id === beaconId),
    ).toBe(true);
    expect(body.data.map((user: { email: string }) => user.email)).not.toContain('admin@acme.test');
  });

  it('shows every organization to a platform_super_admin', async () => {
    const body = (await asOwner('GET', '/users?page_size=100')).json();
    const emails = body.data.map((user: { email: string }) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining(['admin@acme.test', 'admin@beacon.test', 'owner@lendline.test']),
    );
  });

  it('searches first name, last name, phone and employee id case-insensitively', async () => {
    const byFirst = (await asAcmeAdmin('GET', '/users?search=rohan')).json();
    expect(byFirst.data.map((user: { email: string }) => user.email)).toEqual([
      'manager@acme.test',
    ]);
    expect(byFirst.total).toBe(1);
    const byLast = (await asAcmeAdmin('GET', '/users?search=KULKARNI')).json();
    expect(byLast.data.map((user: { email: string }) => user.email)).toEqual(['officer@acme.test']);
    const byPhone = (await asAcmeAdmin('GET', '/users?search=9820000105')).json();
    expect(byPhone.data.map((user: { email: string }) => user.email)).toEqual(['agent@acme.test']);
    for (const spelled of ['98200 00105', '98200-00105']) {
      const response = await asAcmeAdmin('GET', `/users?search=${encodeURIComponent(spelled)}`);
      expect(response.json().data.map((user: { email: string }) => user.email)).toEqual([
        'agent@acme.test',
      ]);
    }
    const byEmployeeId = (await asAcmeAdmin('GET', '/users?search=an-001')).json();
    expect(byEmployeeId.data.map((user: { email: string }) => user.email)).toEqual([
      'branch.manager@acme.test',
    ]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const body = (await asAcmeAdmin('GET', '/users?search=%25')).json();
    expect(body.total).toBe(0);
    expect(body.data).toEqual([]);
  });

  it('filters by status', async () => {
    await insertUser(testApp.database, {
      email: 'waiting@acme.test',
      organizationId: acmeId,
      status: 'pending',
    });
    const body = (await asAcmeAdmin('GET', '/users?status=pending')).json();
    expect(body.data.map((user: { email: string }) => user.email)).toContain('waiting@acme.test');
    expect(body.data.every((user: { status: string }) => user.status === 'pending')).toBe(true);
  });

  it('filters by one organization of the scope, and never past it', async () => {
    const branch = (await asAcmeAdmin('GET', `/users?organization_id=${acmeNorthId}`)).json();
    expect(branch.total).toBeGreaterThan(0);
    expect(
      branch.data.every(
        (user: { organization_id: string }) => user.organization_id === acmeNorthId,
      ),
    ).toBe(true);
    const whole = (await asAcmeAdmin('GET', '/users')).json();
    expect(whole.total).toBeGreaterThan(branch.total);
    const foreign = (await asAcmeAdmin('GET', `/users?organization_id=${beaconId}`)).json();
    expect(foreign.total).toBe(0);
  });

  it('shows a user without a role row as viewer', async () => {
    const userId = await insertUser(testApp.database, {
      email: 'no.role@acme.test',
      organizationId: acmeId,
      role: null,
    });
    const body = (await asAcmeAdmin('GET', '/users?search=no.role')).json();
    expect(body.total).toBe(0); // e-mail is not a search field…
    const user = (await asAcmeAdmin('GET', `/users/${userId}`)).json();
    expect(user.role).toBe('viewer');
    expect(user.roles).toEqual([]);
  });

  it('clamps the page between 1 and the last page and answers the page served', async () => {
    const base = Date.parse('2020-01-01T00:00:00Z');
    for (let index = 0; index < 3; index += 1) {
      await insertUser(testApp.database, {
        email: `pager${index}@beacon.test`,
        firstName: 'Pager',
        organizationId: beaconId,
        createdAt: new Date(base + index * 1000),
      });
    }
    const last = (await asBeaconAdmin('GET', '/users?search=pager&page_size=2&page=99')).json();
    expect(last.page).toBe(2);
    expect(last.total).toBe(3);
    expect(last.data.map((user: { email: string }) => user.email)).toEqual(['pager0@beacon.test']);
    const first = (await asBeaconAdmin('GET', '/users?search=pager&page_size=2&page=1')).json();
    expect(first.data.map((user: { email: string }) => user.email)).toEqual([
      'pager2@beacon.test',
      'pager1@beacon.test',
    ]);
    const none = (await asBeaconAdmin('GET', '/users?search=nobody-at-all&page=5')).json();
    expect(none).toEqual({ data: [], page: 1, page_size: 50, total: 0 });
  });

  it('refuses page 0 and a page size above 100 with 400', async () => {
    expect((await asAcmeAdmin('GET', '/users?page=0')).statusCode).toBe(400);
    expect((await asAcmeAdmin('GET', '/users?page_size=101')).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 without users:read', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(
      401,
    );
    const asOfficer = requestAs(testApp, await loginAs(testApp.app, 'officer@acme.test'));
    const response = await asOfficer('GET', '/users');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(MESSAGES.accessDenied));
  });
});

describe('GET /api/v1/users/:id', () => {
  it('answers a user in scope', async () => {
    const id = await userIdByEmail(testApp.database, 'branch.manager@acme.test');
    const response = await asAcmeAdmin('GET', `/users/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: id, organization_name: 'Acme North Branch' });
  });

  it("answers 404 for another organization's user", async () => {
    const id = await userIdByEmail(testApp.database, 'admin@beacon.test');
    const response = await asAcmeAdmin('GET', `/users/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(english(USER_MESSAGES.notFound));
  });

  it('answers 400 for an id that is not a UUID', async () => {
    expect((await asAcmeAdmin('GET', '/users/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/users/:id', () => {
  it('edits names, phone and employee id and audits the changed fields', async () => {
    const id = await insertUser(testApp.database, {
      email: 'edit.me@acme.test',
      organizationId: acmeId,
    });
    const response = await asAcmeAdmin('PATCH', `/users/${id}`, {
      first_name: 'Edited',
      phone: '+91 98200 00999',
      employee_id: 'AC-999',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(USER_MESSAGES.updated));
    expect(response.json().user).toMatchObject({
      first_name: 'Edited',
      last_name: 'User',
      // Stored normalized to E.164: one phone rule for users, collectors and customers.
      phone: '+919820000999',
      employee_id: 'AC-999',
    });
    const [audit] = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, id), eq(auditLogs.action, 'update')));
    expect(audit?.changed_fields).toEqual(['employee_id', 'first_name', 'phone']);
  });

  it('moves a user to another organization in scope, role row included', async () => {
    const id = await insertUser(testApp.database, {
      email: 'mover@acme.test',
      organizationId: acmeId,
    });
    const response = await asAcmeAdmin('PATCH', `/users/${id}`, { organization_id: acmeNorthId });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.organization_name).toBe('Acme North Branch');
    const roles = await ownerConnection(testApp.database)
      .select()
      .from(userRoles)
      .where(eq(userRoles.user_id, id));
    expect(roles.map((role) => role.organization_id)).toEqual([acmeNorthId]);
  });

  it('refuses an organization outside scope with 404 and changes nothing', async () => {
    const id = await insertUser(testApp.database, {
      email: 'stayer@acme.test',
      organizationId: acmeId,
    });
    const response = await asAcmeAdmin('PATCH', `/users/${id}`, { organization_id: beaconId });
    expect(response.statusCode).toBe(404);
    const [profile] = await ownerConnection(testApp.database)
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.user_id, id));
    expect(profile?.organization_id).toBe(acmeId);
  });

  it("answers 404 for another organization's user", async () => {
    const id = await userIdByEmail(testApp.database, 'officer@beacon.test');
    expect((await asAcmeAdmin('PATCH', `/users/${id}`, { first_name: 'X' })).statusCode).toBe(404);
  });

  it('refuses dangerous input, a bad phone and an empty body with 400', async () => {
    const id = await userIdByEmail(testApp.database, 'field@acme.test');
    const script = await asAcmeAdmin('PATCH', `/users/${id}`, { first_name: '<script>x</script>' });
    expect(script.statusCode).toBe(400);
    for (const bad of ['0123', '12']) {
      const phone = await asAcmeAdmin('PATCH', `/users/${id}`, { phone: bad });
      expect(phone.statusCode).toBe(400);
    }
    expect((await asAcmeAdmin('PATCH', `/users/${id}`, {})).statusCode).toBe(400);
  });

  it('refuses a partner_admin editing an organization_admin with 403', async () => {
    const id = await userIdByEmail(testApp.database, 'admin@acme.test');
    const response = await asPartner('PATCH', `/users/${id}`, { first_name: 'Nope' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(english(USER_MESSAGES.userNotManageable));
  });

  it('answers 403 without users:update', async () => {
    const asManager = requestAs(testApp, await loginAs(testApp.app, 'manager@acme.test'));
    const id = await userIdByEmail(testApp.database, 'field@acme.test');
    expect((await asManager('PATCH', `/users/${id}`, { first_name: 'X' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/users/:id', () => {
  it('deletes a user without history and audits it', async () => {
    const id = await insertUser(testApp.database, {
      email: 'gone@beacon.test',
      organizationId: beaconId,
    });
    const response = await asOwner('DELETE', `/users/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: english(USER_MESSAGES.deleted) });
    expect((await asOwner('GET', `/users/${id}`)).statusCode).toBe(404);
    const audits = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, id), eq(auditLogs.action, 'delete')));
    expect(audits).toHaveLength(1);
  });

  it('refuses to delete a user with history with 409, suggesting deactivation', async () => {
    // admin@acme.test invited someone: the invitation refers to them.
    const invite = await asAcmeAdmin('POST', '/users/invite', {
      first_name: 'Hist',
      last_name: 'Ory',
      email: 'history.maker@acme.test',
      organization_id: acmeId,
      role: 'field_agent',
    });
    expect(invite.statusCode).toBe(201);
    const id = await userIdByEmail(testApp.database, 'admin@acme.test');
    const response = await asOwner('DELETE', `/users/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(english(USER_MESSAGES.hasHistory));
    expect((await asOwner('GET', `/users/${id}`)).statusCode).toBe(200);
  });

  it('refuses deleting yourself with 422', async () => {
    const id = await userIdByEmail(testApp.database, 'owner@lendline.test');
    const response = await asOwner('DELETE', `/users/${id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(english(USER_MESSAGES.cannotDeleteSelf));
  });

  it('answers 403 to an organization_admin (users:delete is platform_super_admin only)', async () => {
    const id = await insertUser(testApp.database, {
      email: 'kept@acme.test',
      organizationId: acmeId,
    });
    expect((await asAcmeAdmin('DELETE', `/users/${id}`)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (await asOwner('DELETE', '/users/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
