import { english } from '../../testing/english.ts';
import { MESSAGES, USER_MESSAGES } from '@lendline/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userSessions } from '../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  insertUser,
  organizationIdByName,
  requestAs,
  userIdByEmail,
} from './users-test-helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { ownerConnection } from '../../db/system.ts';
import { queryRows } from '../../db/query-rows.ts';
import { runScoped, type DataScope } from '../../db/scope.ts';

let testApp: TestApp;
let asAcmeAdmin: ReturnType<typeof requestAs>;
let adminId: string;
let acmeId: string;

/** A signed-in fixture user of Acme, with the demo password. */
async function signedInUser(email: string) {
  const id = await insertUser(testApp.database, {
    email,
    organizationId: acmeId,
    role: 'field_agent',
  });
  await ownerConnection(testApp.database)
    .update(users)
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.id, id));
  const cookie = await loginAs(testApp.app, email);
  return { id, cookie };
}

const sessionOf = (cookie: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });

beforeAll(async () => {
  testApp = await buildTestApp();
  asAcmeAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
  adminId = await userIdByEmail(testApp.database, 'admin@acme.test');
  acmeId = await organizationIdByName(testApp.database, 'Acme Microfinance');
});
afterAll(() => testApp.close());

describe('POST /api/v1/users/:id/status', () => {
  it('suspends with the default reason, ends the sessions at once and audits status_change', async () => {
    const { id, cookie } = await signedInUser('suspend.me@acme.test');
    expect((await sessionOf(cookie)).statusCode).toBe(200);

    const response = await asAcmeAdmin('POST', `/users/${id}/status`, { status: 'suspended' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(USER_MESSAGES.suspended));
    expect(response.json().user).toMatchObject({
      status: 'suspended',
      blocked_by: adminId,
      blocked_at: testApp.clock.now.toISOString(),
      blocked_reason: 'User suspended by administrator',
    });

    // Ended by the status change itself, before the user makes another request.
    const sessions = await ownerConnection(testApp.database)
      .select()
      .from(userSessions)
      .where(eq(userSessions.user_id, id));
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      expect(session.is_active).toBe(false);
      expect(session.terminated_at).not.toBeNull();
      expect(session.termination_reason).toBe('User suspended');
    }
    const after = await sessionOf(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(english(MESSAGES.notAuthenticated));

    const [audit] = await ownerConnection(testApp.database)
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_id, id), eq(auditLogs.action, 'status_change_suspended')));
    expect(audit?.approval_required).toBe(true);
    expect(audit?.reason).toBe('User suspended by administrator');
    expect(audit?.changed_fields).toEqual(
      expect.arrayContaining(['status', 'blocked_at', 'blocked_by', 'blocked_reason']),
    );
  });

  it('blocks as a suspension with the block reason', async () => {
    const { id, cookie } = await signedInUser('block.me@acme.test');
    const response = await asAcmeAdmin('POST', `/users/${id}/status`, { status: 'blocked' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('User blocked successfully');
    expect(response.json().user).toMatchObject({
      status: 'suspended',
      blocked_reason: 'User blocked by administrator',
    });
    expect((await sessionOf(cookie)).statusCode).toBe(401);
  });

  it('stores the reason given', async () => {
    const { id } = await signedInUser('reasoned@acme.test');
    const response = await asAcmeAdmin('POST', `/users/${id}/status`, {
      status: 'blocked',
      reason: 'Shared credentials',
    });
    expect(response.json().user.blocked_reason).toBe('Shared credentials');
  });

  it('unblocks: activates, sets activated_at and clears the block fields', async () => {
    const { id } = await signedInUser('unblock.me@acme.test');
    await asAcmeAdmin('POST', `/users/${id}/status`, { status: 'blocked' });
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 60_000);
    const response = await asAcmeAdmin('POST', `/users/${id}/status`, { status: 'active' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('User unblocked successfully');
    expect(response.json().user).toMatchObject({
      status: 'active',
      activated_at: testApp.clock.now.toISOString(),
      blocked_at: null,
      blocked_by: null,
      blocked_reason: null,
    });
    await expect(loginAs(testApp.app, 'unblock.me@acme.test')).resolves.toContain(
      'lendline_session=',
    );
  });

  it('deactivates and ends the sessions', async () => {
    const { id, cookie } = await signedInUser('deactivate.me@acme.test');
    const response = await asAcmeAdmin('POST', `/users/${id}/status`, { status: 'inactive' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(english(USER_MESSAGES.deactivated));
    expect(response.json().user.status).toBe('inactive');
    expect((await sessionOf(cookie)).statusCode).toBe(401);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'deactivate.me@acme.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toBe(english(MESSAGES.accountDeactivated));
  });

  it('refuses changing your own status with 422', async () => {
    const response = await asAcmeAdmin('POST', `/users/${adminId}/status`, { status: 'inactive' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(english(USER_MESSAGES.cannotChangeOwnStatus));
  });

  it("answers 404 for another organization's user and leaves them active", async () => {
    const id = await userIdByEmail(testApp.database, 'officer@beacon.test');
    const response = await asAcmeAdmin('POST', `/users/${id}/status`, { status: 'suspended' });
    expect(response.statusCode).toBe(404);
    await expect(loginAs(testApp.app, 'officer@beacon.test')).resolves.toContain(
      'lendline_session=',
    );
  });

  it('refuses an unknown status with 400', async () => {
    const id = await userIdByEmail(testApp.database, 'field@acme.test');
    expect(
      (await asAcmeAdmin('POST', `/users/${id}/status`, { status: 'deleted' })).statusCode,
    ).toBe(400);
  });

  it('refuses a partner_admin suspending an organization_admin with 403', async () => {
    const asPartner = requestAs(testApp, await loginAs(testApp.app, 'partner@acme.test'));
    const response = await asPartner('POST', `/users/${adminId}/status`, { status: 'suspended' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 without users:update', async () => {
    const asManager = requestAs(testApp, await loginAs(testApp.app, 'manager@acme.test'));
    const id = await userIdByEmail(testApp.database, 'field@acme.test');
    expect(
      (await asManager('POST', `/users/${id}/status`, { status: 'suspended' })).statusCode,
    ).toBe(403);
  });
});

describe('ending sessions inside the status change (end_user_sessions)', () => {
  const activeSessionsOf = async (userId: string) =>
    (
      await ownerConnection(testApp.database)
        .select()
        .from(userSessions)
        .where(and(eq(userSessions.user_id, userId), eq(userSessions.is_active, true)))
    ).length;
  const endSessionsAs = (scope: DataScope, userId: string) =>
    runScoped(ownerConnection(testApp.database), scope, async (tx) => {
      const [row] = await queryRows<{ ended: number }>(
        tx,
        sql`select end_user_sessions(${userId}, 'User suspended', now()) as ended`,
      );
      return row!.ended;
    });

  it('ends nothing for a user outside the caller’s scope', async () => {
    const { id } = await signedInUser('scope-check@acme.test');
    const beacon = await organizationIdByName(testApp.database, 'Beacon Lending');
    const ended = await endSessionsAs(
      { userId: adminId, organizationIds: [beacon], allOrganizations: false },
      id,
    );
    expect(ended).toBe(0);
    expect(await activeSessionsOf(id)).toBe(1);
    expect(
      await endSessionsAs(
        { userId: adminId, organizationIds: [acmeId], allOrganizations: false },
        id,
      ),
    ).toBe(1);
    expect(await activeSessionsOf(id)).toBe(0);
  });

  it('leaves the sessions alive when the status change rolls back', async () => {
    const { id, cookie } = await signedInUser('rollback-check@acme.test');
    const failure = new Error('the status change failed after ending the sessions');
    await expect(
      runScoped(
        ownerConnection(testApp.database),
        { userId: adminId, organizationIds: [acmeId], allOrganizations: false },
        async (tx) => {
          await tx.execute(sql`select end_user_sessions(${id}, 'User suspended', now())`);
          throw failure;
        },
      ),
    ).rejects.toBe(failure);
    expect(await activeSessionsOf(id)).toBe(1);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
  });
});
