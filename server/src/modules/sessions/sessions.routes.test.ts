import { ADMIN_TERMINATED_REASON, USER_TERMINATED_REASON } from '@lendline/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userSessions } from '../../db/schema/index.ts';
import { ownerConnection } from '../../db/system.ts';
import { requestAs, userIdByEmail } from '../../testing/demo-lookups.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

/** Signs in with a given device, so the sessions can be told apart. */
async function signInFrom(email: string, device: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    headers: { 'user-agent': device },
    payload: { email, password: 'Demo1234!' },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((item) => item.name === 'lendline_session')!;
  return `${cookie.name}=${cookie.value}`;
}

describe('GET /api/v1/sessions', () => {
  it("lists one's own active sessions newest first with device, address and times, the current one marked", async () => {
    const laptop = await signInFrom('field@acme.test', 'Laptop Browser');
    // The test app's clock stands still: the phone signs in a minute later.
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 60_000);
    const phone = await signInFrom('field@acme.test', 'Phone Browser');
    const response = await requestAs(testApp, phone)('GET', '/sessions');
    expect(response.statusCode).toBe(200);
    const sessions = response.json().data;
    expect(sessions.map((item: { user_agent: string }) => item.user_agent)).toEqual([
      'Phone Browser',
      'Laptop Browser',
    ]);
    expect(sessions[0]).toMatchObject({ current: true, is_active: true });
    expect(sessions[1]).toMatchObject({ current: false, ip_address: expect.any(String) });
    expect(sessions[0].created_at).toEqual(expect.any(String));
    expect(sessions[0].last_seen_at).toEqual(expect.any(String));
    expect(JSON.stringify(sessions)).not.toContain('token');
    await requestAs(testApp, laptop)('POST', '/auth/sign-out');
  });

  it('tells the session answer how many sessions are active, when this one started', async () => {
    const first = await signInFrom('auditor@acme.test', 'One');
    await signInFrom('auditor@acme.test', 'Two');
    const session = (await requestAs(testApp, first)('GET', '/auth/session')).json();
    expect(session.security).toMatchObject({
      active_session_count: 2,
      session_started_at: expect.any(String),
      emergency_access: [],
    });
  });

  it("refuses another user's sessions to a role that does not manage them", async () => {
    const manager = requestAs(testApp, await loginAs(testApp.app, 'manager@acme.test'));
    const officerId = await userIdByEmail(testApp.database, 'officer@acme.test');
    expect((await manager('GET', `/sessions?user_id=${officerId}`)).statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/sessions/:id', () => {
  it("ends one's other session ('User terminated'): it fails at once with 401", async () => {
    const other = await signInFrom('compliance@acme.test', 'Old Tablet');
    const current = requestAs(testApp, await signInFrom('compliance@acme.test', 'Desk'));
    expect((await requestAs(testApp, other)('GET', '/auth/session')).statusCode).toBe(200);
    const list = (await current('GET', '/sessions')).json().data;
    const target = list.find((item: { user_agent: string }) => item.user_agent === 'Old Tablet');

    const ended = await current('DELETE', `/sessions/${target.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      message: 'Session ended',
      session: { id: target.id, is_active: false, termination_reason: USER_TERMINATED_REASON },
    });
    expect((await requestAs(testApp, other)('GET', '/customers')).statusCode).toBe(401);
    const [audit] = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, target.id), eq(auditLogs.action, 'session_terminated')));
    expect(audit).toMatchObject({ entity_type: 'user_session', reason: USER_TERMINATED_REASON });
  });

  it('refuses to end the session in use: that is signing out', async () => {
    const current = requestAs(testApp, await signInFrom('partner@acme.test', 'Desk'));
    const [mine] = (await current('GET', '/sessions')).json().data;
    const response = await current('DELETE', `/sessions/${mine.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'This is the session you are using: sign out to end it',
    );
  });

  it("lets an organization admin list and end a tree user's session, audited with a reason", async () => {
    const branchManager = await signInFrom('branch.manager@acme.test', 'Branch PC');
    const admin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
    const branchManagerId = await userIdByEmail(testApp.database, 'branch.manager@acme.test');
    const listed = await admin('GET', `/sessions?user_id=${branchManagerId}`);
    expect(listed.statusCode).toBe(200);
    const target = listed
      .json()
      .data.find((item: { user_agent: string }) => item.user_agent === 'Branch PC');
    expect(target).toMatchObject({ user_id: branchManagerId, current: false });

    const ended = await admin('DELETE', `/sessions/${target.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().session.termination_reason).toBe(ADMIN_TERMINATED_REASON);
    expect((await requestAs(testApp, branchManager)('GET', '/customers')).statusCode).toBe(401);
    const [audit] = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity_id, target.id));
    expect(audit).toMatchObject({
      action: 'session_terminated_by_admin',
      reason: ADMIN_TERMINATED_REASON,
    });
  });

  it("answers 404 for another organization's user and session, and leaves the session alive", async () => {
    const beaconOfficer = await signInFrom('officer@beacon.test', 'Beacon PC');
    const admin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
    const beaconOfficerId = await userIdByEmail(testApp.database, 'officer@beacon.test');
    expect((await admin('GET', `/sessions?user_id=${beaconOfficerId}`)).statusCode).toBe(404);
    const [session] = await ownerConnection(testApp.database)
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.user_id, beaconOfficerId), eq(userSessions.is_active, true)));
    expect((await admin('DELETE', `/sessions/${session!.id}`)).statusCode).toBe(404);
    expect((await requestAs(testApp, beaconOfficer)('GET', '/auth/session')).statusCode).toBe(200);
  });

  it("refuses a manager ending a colleague's session (403)", async () => {
    await signInFrom('agent@acme.test', 'Agent Phone');
    const manager = requestAs(testApp, await loginAs(testApp.app, 'manager@acme.test'));
    const agentId = await userIdByEmail(testApp.database, 'agent@acme.test');
    const [session] = await ownerConnection(testApp.database)
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.user_id, agentId), eq(userSessions.is_active, true)));
    expect((await manager('DELETE', `/sessions/${session!.id}`)).statusCode).toBe(403);
  });
});
