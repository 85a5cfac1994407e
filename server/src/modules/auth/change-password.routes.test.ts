import { CHANGE_PASSWORD_MESSAGES, SIGN_IN_LIMITS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { english } from '../../testing/english.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const NEW_PASSWORD = 'Harbour lights at 6';

const changePassword = (cookie: string, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/change-password',
    headers: { cookie, origin: 'http://localhost' },
    payload,
  });

const sessionStatus = async (cookie: string) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie },
    })
  ).statusCode;

const auditRows = (email: string, action: string) =>
  queryRows<{ new_values: Record<string, unknown> | null; reason: string | null }>(
    ownerConnection(testApp.database),
    sql`select a.new_values, a.reason, a.old_values from audit_logs a
        join users u on u.id::text = a.entity_id::text
        where u.email = ${email} and a.action = ${action} order by a.created_at`,
  );

describe('POST /api/v1/auth/change-password', () => {
  it('refuses a wrong current password on current_password, and counts it', async () => {
    const cookie = await loginAs(testApp.app, 'auditor@acme.test');
    const response = await changePassword(cookie, {
      current_password: 'not my password',
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.current_password).toEqual([
      english(CHANGE_PASSWORD_MESSAGES.currentWrong),
    ]);
    expect(await auditRows('auditor@acme.test', 'password_change_failed')).toHaveLength(1);
    // The password did not change.
    await loginAs(testApp.app, 'auditor@acme.test');
  });

  it('refuses a new password shorter than 12 characters', async () => {
    const cookie = await loginAs(testApp.app, 'auditor@acme.test');
    const response = await changePassword(cookie, {
      current_password: DEMO_PASSWORD,
      new_password: 'Short1!abcd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.new_password).toEqual([
      'The new password must be at least 12 characters',
    ]);
  });

  it('refuses one of the 10,000 most common passwords, whatever its case', async () => {
    expect(await isCommonPassword('1qaz2wsx3edc')).toBe(true);
    expect(await isCommonPassword(NEW_PASSWORD)).toBe(false);
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    const cookie = await loginAs(testApp.app, 'auditor@acme.test');
    const response = await changePassword(cookie, {
      current_password: DEMO_PASSWORD,
      new_password: '1QAZ2WSX3EDC',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.new_password).toEqual([
      english(CHANGE_PASSWORD_MESSAGES.tooCommon),
    ]);
  });

  it('refuses a new password equal to the current one', async () => {
    const cookie = await loginAs(testApp.app, 'auditor@acme.test');
    const response = await changePassword(cookie, {
      current_password: 'The same long one',
      new_password: 'The same long one',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.new_password).toEqual([
      english(CHANGE_PASSWORD_MESSAGES.sameAsCurrent),
    ]);
  });

  it('changes the password, ends the other sessions at once and keeps this one, audited', async () => {
    const email = 'compliance@acme.test';
    const current = await loginAs(testApp.app, email);
    const other = await loginAs(testApp.app, email);
    const third = await loginAs(testApp.app, email);
    // Both other sessions are known to the session cache before the change.
    expect(await sessionStatus(other)).toBe(200);
    expect(await sessionStatus(third)).toBe(200);

    const response = await changePassword(current, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: english(CHANGE_PASSWORD_MESSAGES.changed),
      sessions_ended: 2,
    });
    expect(await sessionStatus(other)).toBe(401);
    expect(await sessionStatus(third)).toBe(401);
    expect(await sessionStatus(current)).toBe(200);

    const ended = await queryRows<{ termination_reason: string; terminated_at: Date | null }>(
      ownerConnection(testApp.database),
      sql`select s.termination_reason, s.terminated_at from user_sessions s
          join users u on u.id = s.user_id
          where u.email = ${email} and not s.is_active`,
    );
    expect(ended).toHaveLength(2);
    expect(ended.every((row) => row.termination_reason === 'Password changed')).toBe(true);
    expect(ended.every((row) => row.terminated_at !== null)).toBe(true);

    const [audit] = await auditRows(email, 'password_changed');
    expect(audit?.new_values).toEqual({ other_sessions_ended: 2 });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(audit)).not.toContain(DEMO_PASSWORD);

    // The new password signs in; the old one no longer does.
    await loginAs(testApp.app, email, NEW_PASSWORD);
    const old = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('is throttled like sign-in: after 5 wrong current passwords, 429 with Retry-After', async () => {
    const cookie = await loginAs(testApp.app, 'partner@acme.test');
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.failuresPerAccount; attempt += 1) {
      const wrong = await changePassword(cookie, {
        current_password: `wrong ${attempt}`,
        new_password: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await changePassword(cookie, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(english(CHANGE_PASSWORD_MESSAGES.rateLimited));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The wrong guesses count against the account's sign-in too.
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'partner@acme.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    // A minute later the right current password works.
    testApp.clock.now = new Date(testApp.clock.now.getTime() + SIGN_IN_LIMITS.windowMs + 1000);
    const changed = await changePassword(cookie, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { origin: 'http://localhost' },
      payload: { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
