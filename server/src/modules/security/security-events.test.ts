import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { databaseErrorOf } from '../../testing/database-error.ts';
import { requestAs } from '../../testing/demo-lookups.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { organizationIdByName, userIdByEmail } from '../approvals/approvals-test-helpers.ts';
import { logSecurityEvent } from './log-security-event.ts';

let testApp: TestApp;
const cookies: Record<string, string> = {};
const as = (email: string) => requestAs(testApp, cookies[email]!);
let acme = '';
let beacon = '';
let managerId = '';
let officerId = '';

const eventsOf = (userId: string, type: string) =>
  queryRows<{ message: string; severity: string; metadata: Record<string, unknown> }>(
    ownerConnection(testApp.database),
    sql`select message, severity, metadata from security_events
      where user_id = ${userId} and type = ${type} order by created_at`,
  );

beforeAll(async () => {
  testApp = await buildTestApp();
  for (const email of [
    'admin@acme.test',
    'manager@acme.test',
    'compliance@acme.test',
    'auditor@acme.test',
    'field@acme.test',
    'admin@beacon.test',
    'owner@lendline.test',
  ]) {
    cookies[email] = await loginAs(testApp.app, email);
  }
  acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
  beacon = await organizationIdByName(testApp.database, 'Beacon Lending');
  managerId = await userIdByEmail(testApp.database, 'manager@acme.test');
  officerId = await userIdByEmail(testApp.database, 'officer@acme.test');
  const beaconAdmin = await userIdByEmail(testApp.database, 'admin@beacon.test');
  const event = (
    organizationId: string,
    userId: string,
    type: 'rate_limit_exceeded' | 'policy_violation',
    severity: 'high' | 'medium',
    at: string,
  ) =>
    logSecurityEvent(testApp.database, {
      organizationId,
      userId,
      type,
      severity,
      message: `${type} at ${at}`,
      at: new Date(at),
    });
  // 00:15 on 11 March in Kolkata, still 10 March in UTC.
  await event(acme, managerId, 'rate_limit_exceeded', 'high', '2024-03-10T18:45:00Z');
  await event(acme, officerId, 'policy_violation', 'medium', '2024-03-09T08:00:00Z');
  await event(acme, managerId, 'policy_violation', 'high', '2024-03-08T08:00:00Z');
  await event(beacon, beaconAdmin, 'rate_limit_exceeded', 'high', '2024-03-10T09:00:00Z');
});
afterAll(() => testApp.close());

const fixtureEvents = '&date_from=2024-03-01&date_to=2024-03-31';

describe('GET /security-events', () => {
  it('lists the events in scope newest first, paged', async () => {
    const response = await as('compliance@acme.test')(
      'GET',
      `/security-events?page_size=2${fixtureEvents}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, page_size: 2, total: 3 });
    expect(body.data.map((row: { message: string }) => row.message)).toEqual([
      'rate_limit_exceeded at 2024-03-10T18:45:00Z',
      'policy_violation at 2024-03-09T08:00:00Z',
    ]);
    expect(body.data[0]).toMatchObject({
      organization_id: acme,
      user_id: managerId,
      user_email: 'manager@acme.test',
      type: 'rate_limit_exceeded',
      severity: 'high',
    });
    const second = await as('compliance@acme.test')(
      'GET',
      `/security-events?page_size=2&page=2${fixtureEvents}`,
    );
    expect(second.json().data).toHaveLength(1);
  });

  it('filters by type, severity, user and days in the organization’s timezone', async () => {
    const read = async (filters: string) =>
      (await as('auditor@acme.test')('GET', `/security-events?${filters}${fixtureEvents}`))
        .json()
        .data.map((row: { message: string }) => row.message);
    expect(await read('type=policy_violation')).toHaveLength(2);
    expect(await read('severity=medium')).toEqual(['policy_violation at 2024-03-09T08:00:00Z']);
    expect(await read(`user_id=${managerId}`)).toHaveLength(2);
    // 18:45 UTC on 10 March is 11 March in Kolkata.
    const byDay = await as('auditor@acme.test')(
      'GET',
      '/security-events?date_from=2024-03-11&date_to=2024-03-11',
    );
    expect(byDay.json().data.map((row: { message: string }) => row.message)).toEqual([
      'rate_limit_exceeded at 2024-03-10T18:45:00Z',
    ]);
  });

  it('shows an organization only its own events and the platform owner all', async () => {
    const beaconRows = (await as('admin@beacon.test')('GET', `/security-events?${fixtureEvents}`))
      .json()
      .data.map((row: { organization_id: string }) => row.organization_id);
    expect(beaconRows).toEqual([beacon]);
    const all = (
      await as('owner@lendline.test')('GET', `/security-events?${fixtureEvents}`)
    ).json();
    expect(all.total).toBe(4);
  });

  it('refuses roles without audit_logs:audit', async () => {
    const response = await as('manager@acme.test')('GET', '/security-events');
    expect(response.statusCode).toBe(403);
  });
});

describe('the security events table', () => {
  it('is append-only, even for its owner: no update, delete or truncate', async () => {
    const owner = ownerConnection(testApp.database);
    for (const statement of [
      sql`update security_events set severity = 'low'`,
      sql`delete from security_events`,
      sql`truncate security_events`,
    ]) {
      expect(await databaseErrorOf(runSystem(owner, (tx) => tx.execute(statement)))).toMatch(
        /security_events is append-only/,
      );
    }
    expect((await eventsOf(managerId, 'rate_limit_exceeded')).length).toBeGreaterThan(0);
  });
});

describe('security events the server writes', () => {
  it('writes a policy violation for a refused permission on a sensitive resource, after the refusal', async () => {
    const fieldId = await userIdByEmail(testApp.database, 'field@acme.test');
    const response = await as('field@acme.test')('GET', '/audit-logs');
    expect(response.statusCode).toBe(403);
    const events = await eventsOf(fieldId, 'policy_violation');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      message: 'Permission audit_logs:read refused',
      severity: 'high',
      metadata: { required: 'audit_logs:read', url: '/api/v1/audit-logs' },
    });
    // A refused read of an everyday resource is not an alert.
    expect((await as('field@acme.test')('GET', '/approvals')).statusCode).toBe(403);
    expect(await eventsOf(fieldId, 'policy_violation')).toHaveLength(1);
  });

  it('writes a policy violation for another organization’s user refused as unknown', async () => {
    const beaconAdmin = await userIdByEmail(testApp.database, 'admin@beacon.test');
    const complianceId = await userIdByEmail(testApp.database, 'compliance@acme.test');
    const response = await as('compliance@acme.test')(
      'GET',
      `/security-events?user_id=${beaconAdmin}`,
    );
    expect(response.statusCode).toBe(404);
    const events = await eventsOf(complianceId, 'policy_violation');
    expect(events.at(-1)).toMatchObject({
      message: 'Access to another organization refused',
      metadata: { refused_user_id: beaconAdmin },
    });
  });

  it('writes a policy violation for another organization’s user asked of the audit trail', async () => {
    const beaconAdmin = await userIdByEmail(testApp.database, 'admin@beacon.test');
    const auditorId = await userIdByEmail(testApp.database, 'auditor@acme.test');
    const response = await as('auditor@acme.test')('GET', `/audit-logs?user_id=${beaconAdmin}`);
    expect(response.statusCode).toBe(404);
    expect((await eventsOf(auditorId, 'policy_violation')).at(-1)).toMatchObject({
      metadata: { refused_user_id: beaconAdmin, url: '/api/v1/audit-logs' },
    });
  });

  it('raises a high alert at the fourth failed sign-in of an account in an hour, once', async () => {
    const signIn = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: 'officer@acme.test', password: 'not the password' },
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn()).statusCode).toBe(401);
    }
    expect(await eventsOf(officerId, 'failed_logins')).toHaveLength(0);
    expect((await signIn()).statusCode).toBe(401);
    const events = await eventsOf(officerId, 'failed_logins');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      message: '4 failed login attempts in the last hour',
      severity: 'high',
    });
    expect((await signIn()).statusCode).toBe(401);
    expect(await eventsOf(officerId, 'failed_logins')).toHaveLength(1);
  });
});

describe('the Security tab’s lists', () => {
  it('lists failed sign-ins of accounts in scope only', async () => {
    const acmeRows = (await as('compliance@acme.test')('GET', '/security/failed-sign-ins')).json();
    expect(acmeRows.total).toBeGreaterThanOrEqual(5);
    expect(acmeRows.data[0]).toMatchObject({ email: 'officer@acme.test', user_id: officerId });
    const beaconRows = (await as('admin@beacon.test')('GET', '/security/failed-sign-ins')).json();
    expect(beaconRows.data.map((row: { email: string }) => row.email)).not.toContain(
      'officer@acme.test',
    );
  });

  it('lists active sessions in scope without their tokens, filtered by user', async () => {
    const response = await as('admin@acme.test')(
      'GET',
      `/security/active-sessions?user_id=${managerId}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ user_id: managerId, user_email: 'manager@acme.test' });
    expect(body.data[0]).not.toHaveProperty('token_hash');
    const beacon = (await as('admin@beacon.test')('GET', '/security/active-sessions')).json();
    expect(beacon.data.map((row: { user_email: string }) => row.user_email)).toEqual([
      'admin@beacon.test',
    ]);
  });

  it('lists emergency grants with their state now', async () => {
    const adminId = await userIdByEmail(testApp.database, 'admin@acme.test');
    const now = testApp.clock.now;
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx.execute(sql`insert into emergency_access_grants
        (organization_id, target_user_id, granted_by, permissions, reason, duration_hours, expires_at, created_at)
        values
        (${acme}, ${officerId}, ${adminId}, array['loans:approve'], 'Month end', 1,
          ${new Date(now.getTime() + 3_600_000).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz),
        (${acme}, ${managerId}, ${adminId}, array['users:update'], 'Old', 1,
          ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz,
          ${new Date(now.getTime() - 7_200_000).toISOString()}::timestamptz)`),
    );
    const all = (await as('compliance@acme.test')('GET', '/security/emergency-grants')).json();
    expect(
      all.data.map((row: { state: string; reason: string }) => [row.reason, row.state]),
    ).toEqual([
      ['Month end', 'active'],
      ['Old', 'expired'],
    ]);
    const active = (
      await as('compliance@acme.test')('GET', '/security/emergency-grants?state=active')
    ).json();
    expect(active.total).toBe(1);
    const beaconGrants = (
      await as('admin@beacon.test')('GET', '/security/emergency-grants')
    ).json();
    expect(beaconGrants.total).toBe(0);
  });
});
