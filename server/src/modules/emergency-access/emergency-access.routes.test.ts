import { MANUAL_REVOKE_REASON } from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emergencyAccessGrants, securityEvents } from '../../db/schema/index.ts';
import { ownerConnection } from '../../db/system.ts';
import { organizationIdByName, userIdByEmail } from '../../testing/demo-lookups.ts';
import { lendingCallers, registerCustomer } from '../../testing/lending.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
const { as, signIn } = lendingCallers(() => testApp);
const admin = () => as('admin@acme.test');
const officer = () => as('officer@acme.test');
let officerId: string;
let serial = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  await signIn(
    'admin@acme.test',
    'officer@acme.test',
    'manager@acme.test',
    'admin@beacon.test',
    'owner@lendline.test',
  );
  officerId = await userIdByEmail(testApp.database, 'officer@acme.test');
  // Every loan waits for a second approver, so a small loan stays pending for the officer.
  const acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
  const policy = await admin()('PATCH', `/organizations/${acmeId}`, {
    second_loan_approver: true,
  });
  expect(policy.statusCode).toBe(200);
});
afterAll(() => testApp.close());

/** A 20,000 loan the manager applied for, pending a second approver; answers its id. */
async function pendingLoan(): Promise<string> {
  serial += 1;
  const customerId = await registerCustomer(as('manager@acme.test'), {
    firstName: 'Grant',
    lastName: `Case${serial}`,
    phone: `+9198200777${String(serial).padStart(2, '0')}`,
  });
  const applied = await as('manager@acme.test')('POST', '/loans', {
    customer_id: customerId,
    principal_amount: 20_000,
  });
  // 202: accepted as an application waiting for its approver.
  expect(applied.statusCode).toBe(202);
  expect(applied.json().loan.status).toBe('pending');
  return applied.json().loan.id;
}

async function grantApprove(hours = 1) {
  const response = await admin()('POST', '/emergency-access', {
    user_id: officerId,
    permissions: ['loans:approve'],
    reason: 'Branch manager on leave',
    duration_hours: hours,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/v1/emergency-access', () => {
  it('grants held permissions to a tree user, answers the grant and audits it', async () => {
    const body = await grantApprove(2);
    expect(body.message).toBe('Emergency access granted');
    expect(body.grant).toMatchObject({
      target_user_id: officerId,
      target_email: 'officer@acme.test',
      permissions: ['loans:approve'],
      reason: 'Branch manager on leave',
      duration_hours: 2,
      status: 'active',
      use_count: 0,
    });
    const [audit] = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entity_id, body.grant.id),
          eq(auditLogs.action, 'emergency_access_granted'),
        ),
      );
    expect(audit?.reason).toBe('Branch manager on leave');
    // A security event for the Security tab, in the same transaction as the grant.
    const events = await ownerConnection(testApp.database)
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'emergency_access_granted'));
    expect(
      events.find((event) => (event.metadata as { grant_id?: string }).grant_id === body.grant.id),
    ).toMatchObject({
      severity: 'high',
      message: 'Emergency access granted for 2 hours: loans:approve',
    });
    await admin()('POST', `/emergency-access/${body.grant.id}/revoke`, {});
  });

  it('refuses permissions the grantor does not hold (organizations:delete)', async () => {
    const response = await admin()('POST', '/emergency-access', {
      user_id: officerId,
      permissions: ['loans:approve', 'organizations:delete'],
      reason: 'Too much',
      duration_hours: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      message: 'You can only grant permissions you hold yourself',
      details: { permissions: ['organizations:delete'] },
    });
  });

  it('refuses more than 24 hours', async () => {
    const response = await admin()('POST', '/emergency-access', {
      user_id: officerId,
      permissions: ['loans:approve'],
      reason: 'Long',
      duration_hours: 25,
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers 404 for another organization's user", async () => {
    const response = await as('admin@beacon.test')('POST', '/emergency-access', {
      user_id: officerId,
      permissions: ['loans:approve'],
      reason: 'Not mine',
      duration_hours: 1,
    });
    expect(response.statusCode).toBe(404);
  });

  it('is refused to roles without emergency_override (a manager)', async () => {
    const response = await as('manager@acme.test')('POST', '/emergency-access', {
      user_id: officerId,
      permissions: ['loans:read'],
      reason: 'Nope',
      duration_hours: 1,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets the platform owner grant anywhere', async () => {
    const beaconOfficerId = await userIdByEmail(testApp.database, 'officer@beacon.test');
    const response = await as('owner@lendline.test')('POST', '/emergency-access', {
      user_id: beaconOfficerId,
      permissions: ['users:read'],
      reason: 'Audit support',
      duration_hours: 1,
    });
    expect(response.statusCode).toBe(201);
    const listed = await as('admin@beacon.test')('GET', '/emergency-access');
    expect(listed.json().data[0]).toMatchObject({
      id: response.json().grant.id,
      target_email: 'officer@beacon.test',
    });
    // Another organization's grants stay out of Acme's list.
    const acme = (await admin()('GET', '/emergency-access')).json();
    expect(acme.data.map((grant: { id: string }) => grant.id)).not.toContain(
      response.json().grant.id,
    );
  });
});

describe('acting under a grant', () => {
  it('widens the permission at once, audits the action with the grant id, then stops at revoke', async () => {
    const first = await pendingLoan();
    expect((await officer()('POST', `/loans/${first}/approve`, {})).statusCode).toBe(403);

    const { grant } = await grantApprove(1);
    const session = (await officer()('GET', '/auth/session')).json();
    expect(session.security.emergency_access).toEqual([
      { id: grant.id, permissions: ['loans:approve'], expires_at: grant.expires_at },
    ]);
    const approved = await officer()('POST', `/loans/${first}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().loan.status).toBe('approved');

    const rows = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, first));
    const approval = rows.find((row) => row.action === 'approve');
    expect(approval?.metadata).toEqual({ emergency_grant_id: grant.id });
    const [used] = await ownerConnection(testApp.database)
      .select()
      .from(emergencyAccessGrants)
      .where(eq(emergencyAccessGrants.id, grant.id));
    expect(used).toMatchObject({ use_count: 1 });
    expect(used?.last_used_at).not.toBeNull();
    const uses = await ownerConnection(testApp.database)
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'emergency_access_used'));
    expect(
      uses.filter((event) => (event.metadata as { grant_id?: string }).grant_id === grant.id),
    ).toEqual([expect.objectContaining({ severity: 'medium', user_id: officerId })]);

    const revoked = await admin()('POST', `/emergency-access/${grant.id}/revoke`, {});
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: 'Emergency access revoked',
      grant: { status: 'revoked', revoke_reason: MANUAL_REVOKE_REASON },
    });
    const second = await pendingLoan();
    expect((await officer()('POST', `/loans/${second}/approve`, {})).statusCode).toBe(403);
    expect((await officer()('GET', '/auth/session')).json().security.emergency_access).toEqual([]);
    // A revoked grant cannot be revoked again.
    expect(
      (await admin()('POST', `/emergency-access/${grant.id}/revoke`, { reason: 'Again' }))
        .statusCode,
    ).toBe(422);
  });

  it('stops when the grant expires, with no job (the clock moves past it)', async () => {
    const loan = await pendingLoan();
    const { grant } = await grantApprove(1);
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 61 * 60_000);
    await signIn('officer@acme.test', 'admin@acme.test');
    expect((await officer()('POST', `/loans/${loan}/approve`, {})).statusCode).toBe(403);
    const listed = (await admin()('GET', '/emergency-access')).json();
    expect(listed.data.find((item: { id: string }) => item.id === grant.id).status).toBe('expired');
    const createdAt = listed.data.map((item: { created_at: string }) => item.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
  });
});
