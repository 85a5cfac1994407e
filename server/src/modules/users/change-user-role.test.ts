import { english } from '../../testing/english.ts';
import { APPROVAL_MESSAGES, USER_MESSAGES } from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, auditLogs, userRoles } from '../../db/schema/index.ts';
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
let acmeId: string;
let ownerId: string;

const rolesOf = async (userId: string) =>
  (
    await ownerConnection(testApp.database)
      .select()
      .from(userRoles)
      .where(eq(userRoles.user_id, userId))
  ).map((row) => ({ role: row.role, position: row.position }));

beforeAll(async () => {
  testApp = await buildTestApp();
  asAcmeAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
  asOwner = requestAs(testApp, await loginAs(testApp.app, 'owner@lendline.test'));
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  ownerId = await userIdByEmail(testApp.database, 'owner@lendline.test');
});
afterAll(() => testApp.close());

describe('PUT /api/v1/users/:id/role', () => {
  it('replaces the old role row at once and audits role_change', async () => {
    const id = await insertUser(testApp.database, {
      email: 'promote@acme.test',
      organizationId: acmeId,
      role: 'loan_officer',
    });
    const response = await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'manager' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(USER_MESSAGES.roleUpdated));
    expect(response.json().user).toMatchObject({ role: 'manager', roles: ['manager'] });
    expect(await rolesOf(id)).toEqual([{ role: 'manager', position: 0 }]);
    const [audit] = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, id), eq(auditLogs.action, 'role_change')));
    expect(audit?.old_values).toEqual({ role: 'loan_officer' });
    expect(audit?.new_values).toEqual({ role: 'manager' });
    expect(audit?.approval_required).toBe(true);
  });

  it('gives a user without a role row the new role (they counted as field_agent)', async () => {
    const id = await insertUser(testApp.database, {
      email: 'roleless@acme.test',
      organizationId: acmeId,
      role: null,
    });
    const same = await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'field_agent' });
    expect(same.statusCode).toBe(422);
    expect(same.json().error.message).toBe(english(USER_MESSAGES.sameRole));
    const response = await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'auditor' });
    expect(response.statusCode).toBe(200);
    expect(await rolesOf(id)).toEqual([{ role: 'auditor', position: 0 }]);
  });

  it('takes effect on the user’s next request', async () => {
    const id = await userIdByEmail(testApp.database, 'compliance@acme.test');
    const cookie = await loginAs(testApp.app, 'compliance@acme.test');
    expect((await requestAs(testApp, cookie)('GET', '/auth/session')).json().roles).toEqual([
      'compliance_officer',
    ]);
    await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'field_agent' });
    const session = await requestAs(testApp, cookie)('GET', '/auth/session');
    expect(session.json().roles).toEqual(['field_agent']);
  });

  it('turns a promotion to platform_super_admin into an approval request, changing nothing yet', async () => {
    const id = await insertUser(testApp.database, {
      email: 'to.owner@acme.test',
      firstName: 'Tara',
      lastName: 'Owner',
      organizationId: acmeId,
      role: 'manager',
    });
    const response = await asAcmeAdmin('PUT', `/users/${id}/role`, {
      role: 'platform_super_admin',
    });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body.status).toBe('pending_approval');
    expect(body.message).toBe('Role change request has been submitted for approval');
    expect(body.approval_request).toMatchObject({
      request_type: 'role_change',
      entity_type: 'user_role',
      entity_id: id,
      organization_id: acmeId,
      required_role: 'platform_super_admin',
      current_approver_id: ownerId,
      status: 'pending',
      request_data: { user_id: id, old_role: 'manager', new_role: 'platform_super_admin' },
    });
    expect(body.approval_request.summary).toBe(
      "Change Tara Owner's role from Manager to Super Admin",
    );
    expect(await rolesOf(id)).toEqual([{ role: 'manager', position: 0 }]);

    const approved = await asOwner('POST', `/approvals/${body.approval_request.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(english(APPROVAL_MESSAGES.approved));
    expect(approved.json().approval_request.status).toBe('approved');
    expect(await rolesOf(id)).toEqual([{ role: 'platform_super_admin', position: 0 }]);
    const audits = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, id), eq(auditLogs.action, 'role_change')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.user_id).toBe(ownerId);
  });

  it('turns a demotion of a platform_super_admin into an approval request', async () => {
    const platformId = await organizationIdByName(testApp.database, 'Lendline Platform');
    const id = await insertUser(testApp.database, {
      email: 'second.owner@lendline.test',
      organizationId: platformId,
      role: 'platform_super_admin',
    });
    const response = await asOwner('PUT', `/users/${id}/role`, { role: 'auditor' });
    expect(response.statusCode).toBe(202);
    expect(response.json().approval_request.request_data).toMatchObject({
      old_role: 'platform_super_admin',
      new_role: 'auditor',
    });
    // Four eyes: the requester is never the approver.
    expect(response.json().approval_request.current_approver_id).not.toBe(ownerId);
    expect(await rolesOf(id)).toEqual([{ role: 'platform_super_admin', position: 0 }]);
  });

  it('leaves the request pending when the role changed meanwhile', async () => {
    const id = await insertUser(testApp.database, {
      email: 'moving.target@acme.test',
      organizationId: acmeId,
      role: 'manager',
    });
    const pending = (
      await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'platform_super_admin' })
    ).json();
    await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'auditor' });
    const approved = await asOwner('POST', `/approvals/${pending.approval_request.id}/approve`, {});
    expect(approved.statusCode).toBe(409);
    const [request] = await ownerConnection(testApp.database)
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, pending.approval_request.id));
    expect(request?.status).toBe('pending');
    expect(await rolesOf(id)).toEqual([{ role: 'auditor', position: 0 }]);
  });

  it('refuses a partner_admin granting a role with more permissions than theirs (403)', async () => {
    const asPartner = requestAs(testApp, await loginAs(testApp.app, 'partner@acme.test'));
    const id = await insertUser(testApp.database, {
      email: 'partner.target@acme.test',
      organizationId: acmeId,
      role: 'field_agent',
    });
    const manager = await asPartner('PUT', `/users/${id}/role`, { role: 'manager' });
    expect(manager.statusCode).toBe(403);
    expect(manager.json().error.message).toBe('You cannot assign the role Manager');
    expect((await asPartner('PUT', `/users/${id}/role`, { role: 'loan_officer' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a role that holds no permissions (403), also for a demoted platform_super_admin', async () => {
    const id = await insertUser(testApp.database, {
      email: 'to.legacy@acme.test',
      organizationId: acmeId,
      role: 'loan_officer',
    });
    const collector = await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'collector' });
    expect(collector.statusCode).toBe(403);
    expect(collector.json().error.message).toBe('You cannot assign the role Collector');
    expect(await rolesOf(id)).toEqual([{ role: 'loan_officer', position: 0 }]);

    const ownerTwo = await insertUser(testApp.database, {
      email: 'owner.legacy@acme.test',
      organizationId: acmeId,
      role: 'platform_super_admin',
    });
    const demotion = await asOwner('PUT', `/users/${ownerTwo}/role`, { role: 'viewer' });
    expect(demotion.statusCode).toBe(403);
    const requests = await ownerConnection(testApp.database)
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.entity_id, ownerTwo));
    expect(requests).toEqual([]);
  });

  it('lets an organization_admin give a user holding a legacy role a real one', async () => {
    const id = await insertUser(testApp.database, {
      email: 'was.collector@acme.test',
      organizationId: acmeId,
      role: 'collector',
    });
    const response = await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'field_agent' });
    expect(response.statusCode).toBe(200);
    expect(await rolesOf(id)).toEqual([{ role: 'field_agent', position: 0 }]);
  });

  it('refuses changing your own role with 422', async () => {
    const adminId = await userIdByEmail(testApp.database, 'admin@acme.test');
    const response = await asAcmeAdmin('PUT', `/users/${adminId}/role`, { role: 'manager' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(english(USER_MESSAGES.cannotChangeOwnRole));
  });

  it("answers 404 for another organization's user", async () => {
    const id = await userIdByEmail(testApp.database, 'officer@beacon.test');
    expect((await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'manager' })).statusCode).toBe(
      404,
    );
  });

  it('refuses an unknown role with 400 and answers 403 without users:update', async () => {
    const id = await userIdByEmail(testApp.database, 'field@acme.test');
    expect((await asAcmeAdmin('PUT', `/users/${id}/role`, { role: 'emperor' })).statusCode).toBe(
      400,
    );
    const asManager = requestAs(testApp, await loginAs(testApp.app, 'manager@acme.test'));
    expect((await asManager('PUT', `/users/${id}/role`, { role: 'auditor' })).statusCode).toBe(403);
  });
});
