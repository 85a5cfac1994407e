import { MESSAGES, MFA_MESSAGES, MFA_TOKEN_TTL_MS, SIGN_IN_LIMITS } from '@lendline/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { ownerConnection } from '../../../db/system.ts';
import { securityEvents } from '../../../db/schema/index.ts';
import { organizationIdByName, requestAs, userIdByEmail } from '../../../testing/demo-lookups.ts';
import { english } from '../../../testing/english.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { auditRowsFor } from '../auth-test-helpers.ts';
import { totpCodeAt } from './totp.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const PASSWORD = 'Demo1234!';
const post = (url: string, payload: object, remoteAddress = '10.77.0.1') =>
  testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });

/** Moves the clock on by a 30-second step, so the next code is a new one. */
const nextStep = () => {
  testApp.clock.now = new Date(testApp.clock.now.getTime() + 30_000);
};
const code = (secret: string) => totpCodeAt(secret, testApp.clock.now);

/** Enrols the user behind `cookie`: their secret and recovery codes. */
async function enrol(cookie: string) {
  const as = requestAs(testApp, cookie);
  const enrolled = await as('POST', '/auth/mfa/enroll');
  expect(enrolled.statusCode).toBe(200);
  const { secret } = enrolled.json<{ secret: string }>();
  const confirmed = await as('POST', '/auth/mfa/confirm', { code: code(secret) });
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { secret, recoveryCodes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
}

/** Signs in with the password: the MFA token (the account has MFA). */
async function passwordStep(email: string, remoteAddress?: string) {
  const response = await post('/auth/sign-in', { email, password: PASSWORD }, remoteAddress);
  expect(response.statusCode).toBe(200);
  expect(response.cookies.find((item) => item.name === 'lendline_session')).toBeUndefined();
  const body = response.json<{ mfa_required: boolean; mfa_token: string }>();
  expect(body.mfa_required).toBe(true);
  return body.mfa_token;
}

const sessionOf = async (cookie: string) =>
  (await requestAs(testApp, cookie)('GET', '/auth/session')).json<{
    mfa_enabled: boolean;
    mfa_enrollment_required: boolean;
  }>();

describe('MFA enrolment', () => {
  it('enrols with a QR code, refuses a wrong code, and confirms with a right one: 10 recovery codes, stored hashed', async () => {
    const cookie = await loginAs(testApp.app, 'manager@acme.test');
    const as = requestAs(testApp, cookie);
    expect(await sessionOf(cookie)).toMatchObject({
      mfa_enabled: false,
      mfa_enrollment_required: false,
    });

    const enrolled = await as('POST', '/auth/mfa/enroll');
    expect(enrolled.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = enrolled.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Lendline:manager%40acme\.test\?/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const wrong = await as('POST', '/auth/mfa/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toEqual({
      code: 'MFA_CODE_REJECTED',
      message: english(MFA_MESSAGES.invalidCode),
    });
    expect((await sessionOf(cookie)).mfa_enabled).toBe(false);

    const confirmed = await as('POST', '/auth/mfa/confirm', { code: code(secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await sessionOf(cookie)).mfa_enabled).toBe(true);

    const userId = await userIdByEmail(testApp.database, 'manager@acme.test');
    const stored = await queryRows<{ code_hash: string }>(
      ownerConnection(testApp.database),
      sql`select code_hash from mfa_recovery_codes where user_id = ${userId}`,
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.code_hash);
    expect((await auditRowsFor(testApp, userId)).map((row) => row.action)).toContain('mfa_enabled');

    // Shown once: enrolling or confirming again is refused.
    expect((await as('POST', '/auth/mfa/enroll')).json().error.code).toBe('MFA_ALREADY_ENABLED');
    nextStep();
    const again = await as('POST', '/auth/mfa/confirm', { code: code(secret) });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a confirmation before the set-up started', async () => {
    const cookie = await loginAs(testApp.app, 'field@acme.test');
    const response = await requestAs(testApp, cookie)('POST', '/auth/mfa/confirm', {
      code: '123456',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('MFA_NOT_ENROLLING');
  });
});

describe('sign-in with MFA', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol(await loginAs(testApp.app, 'officer@acme.test')));
  });

  it('answers mfa_required with no cookie, then verify with a TOTP sets the session and answers it', async () => {
    const token = await passwordStep('officer@acme.test');
    const verified = await post('/auth/mfa/verify', { mfa_token: token, code: code(secret) });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user.email).toBe('officer@acme.test');
    expect(body.roles).toEqual(['loan_officer']);
    expect(body.mfa_enabled).toBe(true);
    const cookie = verified.cookies.find((item) => item.name === 'lendline_session');
    expect(cookie?.httpOnly).toBe(true);
    const session = await requestAs(testApp, `lendline_session=${cookie!.value}`)(
      'GET',
      '/customers',
    );
    expect(session.statusCode).toBe(200);

    // The token works once.
    nextStep();
    const reused = await post('/auth/mfa/verify', { mfa_token: token, code: code(secret) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toEqual({
      code: 'MFA_TOKEN_INVALID',
      message: english(MFA_MESSAGES.tokenInvalid),
    });
  });

  it('refuses a TOTP already used', async () => {
    nextStep();
    const first = await post('/auth/mfa/verify', {
      mfa_token: await passwordStep('officer@acme.test'),
      code: code(secret),
    });
    expect(first.statusCode).toBe(200);
    const replay = await post('/auth/mfa/verify', {
      mfa_token: await passwordStep('officer@acme.test'),
      code: code(secret),
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_MFA_CODE');
  });

  it('takes a recovery code once', async () => {
    const recovery = recoveryCodes[0]!;
    const first = await post('/auth/mfa/verify', {
      mfa_token: await passwordStep('officer@acme.test'),
      code: recovery.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const userId = await userIdByEmail(testApp.database, 'officer@acme.test');
    const logins = (await auditRowsFor(testApp, userId)).filter((row) => row.action === 'login');
    expect(logins.at(-1)?.new_values).toEqual({ mfa: 'recovery_code' });

    const second = await post('/auth/mfa/verify', {
      mfa_token: await passwordStep('officer@acme.test'),
      code: recovery,
    });
    expect(second.statusCode).toBe(401);
    expect(second.json().error).toEqual({
      code: 'INVALID_MFA_CODE',
      message: english(MFA_MESSAGES.invalidCode),
    });
  });

  it('refuses an expired token', async () => {
    const token = await passwordStep('officer@acme.test');
    testApp.clock.now = new Date(testApp.clock.now.getTime() + MFA_TOKEN_TTL_MS + 1_000);
    const response = await post('/auth/mfa/verify', { mfa_token: token, code: code(secret) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('MFA_TOKEN_INVALID');
  });

  it('refuses an unknown token', async () => {
    const response = await post('/auth/mfa/verify', { mfa_token: 'not-a-token', code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('MFA_TOKEN_INVALID');
  });
});

describe('wrong codes', () => {
  it('are limited like passwords: after 5 in a minute even the right code waits', async () => {
    const { secret } = await enrol(await loginAs(testApp.app, 'auditor@acme.test'));
    testApp.clock.now = new Date(testApp.clock.now.getTime() + SIGN_IN_LIMITS.windowMs);
    const token = await passwordStep('auditor@acme.test', '10.77.1.1');
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.failuresPerAccount; attempt += 1) {
      const wrong = await post(
        '/auth/mfa/verify',
        { mfa_token: token, code: '000000' },
        '10.77.1.1',
      );
      expect(wrong.statusCode).toBe(401);
    }
    const limited = await post(
      '/auth/mfa/verify',
      { mfa_token: token, code: code(secret) },
      '10.77.1.1',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'LOGIN_RATE_LIMITED',
      message: english(MESSAGES.loginRateLimited),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The password is refused too: the same counter.
    const password = await post(
      '/auth/sign-in',
      { email: 'auditor@acme.test', password: PASSWORD },
      '10.77.1.2',
    );
    expect(password.statusCode).toBe(429);
  });
});

describe('POST /auth/mfa/disable', () => {
  it('refuses a wrong code, then turns MFA off with a current one, audited; sign-in then needs the password alone', async () => {
    const cookie = await loginAs(testApp.app, 'compliance@acme.test');
    const { secret } = await enrol(cookie);
    const as = requestAs(testApp, cookie);
    const wrong = await as('POST', '/auth/mfa/disable', { code: '999999' });
    expect(wrong.statusCode).toBe(422);
    const disabled = await as('POST', '/auth/mfa/disable', { code: code(secret) });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ mfa_enabled: false });
    expect((await sessionOf(cookie)).mfa_enabled).toBe(false);
    const userId = await userIdByEmail(testApp.database, 'compliance@acme.test');
    const audit = (await auditRowsFor(testApp, userId)).find(
      (row) => row.action === 'mfa_disabled',
    );
    expect(audit?.new_values).toEqual({ mfa_enabled: false, method: 'totp' });
    const events = await ownerConnection(testApp.database)
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'mfa_disabled'), eq(securityEvents.user_id, userId)));
    expect(events).toEqual([expect.objectContaining({ severity: 'high' })]);
    const signIn = await post('/auth/sign-in', {
      email: 'compliance@acme.test',
      password: PASSWORD,
    });
    expect(signIn.json().user.email).toBe('compliance@acme.test');
    expect((await as('POST', '/auth/mfa/disable', { code: '123456' })).statusCode).toBe(409);
  });
});

describe('the MFA policy and enforced enrolment', () => {
  it('is edited through PATCH /organizations/:id by settings:update holders, audited; the admin must then enrol before anything else', async () => {
    const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
    const admin = await loginAs(testApp.app, 'admin@acme.test');
    const as = requestAs(testApp, admin);
    expect((await as('GET', `/organizations/${acme}`)).json().mfa_policy).toBe('optional');

    const agent = requestAs(testApp, await loginAs(testApp.app, 'agent@acme.test'));
    expect(
      (await agent('PATCH', `/organizations/${acme}`, { mfa_policy: 'everyone' })).statusCode,
    ).toBe(403);
    expect(
      (await as('PATCH', `/organizations/${acme}`, { mfa_policy: 'sometimes' })).statusCode,
    ).toBe(400);

    const changed = await as('PATCH', `/organizations/${acme}`, { mfa_policy: 'admins' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().organization.mfa_policy).toBe('admins');
    const audit = (await auditRowsFor(testApp, acme)).filter((row) => row.action === 'update');
    expect(audit.at(-1)?.new_values).toMatchObject({ mfa_policy: 'admins' });

    // The admin's own session is now restricted.
    expect(await sessionOf(admin)).toMatchObject({
      mfa_enabled: false,
      mfa_enrollment_required: true,
    });
    const refused = await as('GET', '/customers');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'MFA_ENROLLMENT_REQUIRED',
      message: english(MFA_MESSAGES.enrollmentRequired),
    });
    expect((await as('PATCH', '/me', { language: 'hi' })).statusCode).toBe(403);
    // A partner admin is not concerned by `admins`.
    const officer = await loginAs(testApp.app, 'partner@acme.test');
    expect((await requestAs(testApp, officer)('GET', '/customers')).statusCode).not.toBe(403);

    await enrol(admin);
    expect(await sessionOf(admin)).toMatchObject({
      mfa_enabled: true,
      mfa_enrollment_required: false,
    });
    expect((await as('GET', '/customers')).statusCode).toBe(200);
  });

  it('with `everyone`, restricts every role until it enrols; sign-out still works', async () => {
    const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
    await queryRows(
      ownerConnection(testApp.database),
      sql`update organizations set mfa_policy = 'everyone' where id = ${acme}`,
    );
    const cookie = await loginAs(testApp.app, 'field@acme.test');
    const as = requestAs(testApp, cookie);
    expect((await as('GET', '/customers')).json().error?.code).toBe('MFA_ENROLLMENT_REQUIRED');
    expect((await sessionOf(cookie)).mfa_enrollment_required).toBe(true);
    expect((await as('POST', '/auth/sign-out')).statusCode).toBe(204);
    await queryRows(
      ownerConnection(testApp.database),
      sql`update organizations set mfa_policy = 'optional' where id = ${acme}`,
    );
  });

  it('makes a new organization require MFA of its admins', async () => {
    const owner = requestAs(testApp, await loginAs(testApp.app, 'owner@lendline.test'));
    const created = await owner('POST', '/organizations', {
      name: 'Fresh Lender',
      organization_type: 'lender',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().organization.mfa_policy).toBe('admins');
  });
});
