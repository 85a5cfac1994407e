import { english } from '../../../testing/english.ts';
import { MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ORGANIZATION_ID } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  auditRowsFor,
  countRows,
  latestVerificationToken,
  newcomer,
  publicRequests,
  signUpRequestIdOf,
} from '../auth-test-helpers.ts';

let testApp: TestApp;
let requests: ReturnType<typeof publicRequests>;
beforeAll(async () => {
  testApp = await buildTestApp();
  requests = publicRequests(testApp);
});
afterAll(() => testApp.close());

/** Sign-ups a second apart, so "the newest" is well defined. */
const advanceClock = (milliseconds: number) => {
  testApp.clock.now = new Date(testApp.clock.now.getTime() + milliseconds);
};

/** Signs up and answers the verification link's token. */
async function signUpAndGetToken(email: string, extra: Record<string, unknown> = {}) {
  const response = await requests.signUp(newcomer(email, extra));
  expect(response.statusCode).toBe(202);
  return latestVerificationToken(testApp, email);
}

const sessionCookieOf = (response: Awaited<ReturnType<typeof requests.signIn>>) => {
  const cookie = response.cookies.find((item) => item.name === 'lendline_session');
  return cookie && `${cookie.name}=${cookie.value}`;
};

describe('sign-in before the e-mail is verified', () => {
  it('refuses the right password with 403 and asks for the verification first', async () => {
    await signUpAndGetToken('early.bird@newlender.test');
    const response = await requests.signIn('early.bird@newlender.test', 'Str0ng pass!');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: english(MESSAGES.emailNotVerified),
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers a wrong password as for any unknown e-mail, revealing nothing', async () => {
    await signUpAndGetToken('guarded@newlender.test');
    const response = await requests.signIn('guarded@newlender.test', 'not the password');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(english(MESSAGES.invalidCredentials));
  });

  it('records the refusal in the audit log', async () => {
    await signUpAndGetToken('refused@newlender.test');
    await requests.signIn('refused@newlender.test', 'Str0ng pass!');
    const rows = await auditRowsFor(
      testApp,
      await signUpRequestIdOf(testApp, 'refused@newlender.test'),
    );
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['sign_up', null],
      ['login_refused', 'email not verified'],
    ]);
  });
});

describe('POST /api/v1/auth/verify-email', () => {
  it('creates the account with its organization and admin role; the owner then signs in', async () => {
    const token = await signUpAndGetToken('founder@sunrise.test', {
      organization_name: '  Sunrise Credit  ',
    });
    const verified = await requests.verifyEmail(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: english(MESSAGES.emailVerified),
      email: 'founder@sunrise.test',
    });
    expect(verified.cookies).toEqual([]);

    const signedIn = await requests.signIn('founder@sunrise.test', 'Str0ng pass!');
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body.organization).toMatchObject({
      name: 'Sunrise Credit',
      organization_type: 'lender',
      parent_organization_id: null,
      timezone: 'Asia/Kolkata',
    });
    expect(body.profile).toMatchObject({
      first_name: 'Nisha',
      last_name: 'Rao',
      organization_id: body.organization.id,
      status: 'active',
    });
    expect(body.roles).toEqual(['organization_admin']);
    expect(body.permissions).toContain('users:create');
    expect(body.organization_ids).toEqual([body.organization.id]);
  });

  it('leaves a newcomer without an organization name with no organization and no roles', async () => {
    const token = await signUpAndGetToken('loner@nowhere.test', { organization_name: '   ' });
    expect((await requests.verifyEmail(token)).statusCode).toBe(200);
    const body = (await requests.signIn('loner@nowhere.test', 'Str0ng pass!')).json();
    expect(body.organization).toBeNull();
    expect(body.profile.organization_id).toBeNull();
    expect(body.roles).toEqual([]);
    expect(body.organization_ids).toEqual([]);
  });

  it('writes verify_email for the user and create for the organization, in its organization', async () => {
    const token = await signUpAndGetToken('audited@ledger.test', { organization_name: 'Ledger' });
    const requestId = await signUpRequestIdOf(testApp, 'audited@ledger.test');
    await requests.verifyEmail(token);
    const body = (await requests.signIn('audited@ledger.test', 'Str0ng pass!')).json();
    expect(await auditRowsFor(testApp, body.user.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'verify_email',
          entity_type: 'user',
          organization_id: body.organization.id,
          user_id: body.user.id,
          user_role: 'organization_admin',
          new_values: {
            email: 'audited@ledger.test',
            first_name: 'Nisha',
            last_name: 'Rao',
            status: 'active',
            sign_up_request_id: requestId,
          },
        }),
      ]),
    );
    expect(await auditRowsFor(testApp, body.organization.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        entity_type: 'organization',
        user_id: body.user.id,
        new_values: { name: 'Ledger', organization_type: 'lender' },
      }),
    ]);
  });

  it('works once: the same link a second time is refused with 404', async () => {
    const token = await signUpAndGetToken('twice@newlender.test');
    expect((await requests.verifyEmail(token)).statusCode).toBe(200);
    const again = await requests.verifyEmail(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(english(MESSAGES.verificationInvalid));
  });

  it('lets exactly one of several simultaneous uses of a link through', async () => {
    const token = await signUpAndGetToken('race@newlender.test', { organization_name: 'Race Co' });
    const responses = await Promise.all([1, 2, 3].map(() => requests.verifyEmail(token)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404, 404]);
    const organizations = await countRows(
      testApp,
      sql`select count(*)::int as count from organizations where name = 'Race Co'`,
    );
    expect(organizations).toBe(1);
  });

  it('refuses an expired link and an unknown one', async () => {
    const token = await signUpAndGetToken('late@newlender.test');
    const startedAt = testApp.clock.now;
    try {
      testApp.clock.now = new Date(startedAt.getTime() + 24 * 3_600_000 + 1000);
      expect((await requests.verifyEmail(token)).statusCode).toBe(404);
      // An expired sign-up no longer stands in for an account at sign-in either.
      expect((await requests.signIn('late@newlender.test', 'Str0ng pass!')).statusCode).toBe(401);
    } finally {
      testApp.clock.now = startedAt;
    }
    expect((await requests.verifyEmail('no-such-token')).statusCode).toBe(404);
  });

  it('keeps each sign-up’s own password: the older link still creates the account with its own', async () => {
    const mine = await signUpAndGetToken('contested@newlender.test');
    advanceClock(1000);
    await requests.signUp(newcomer('contested@newlender.test', { password: 'Stranger pass 1' }));
    const strangers = await latestVerificationToken(testApp, 'contested@newlender.test');
    expect(strangers).not.toBe(mine);

    expect((await requests.verifyEmail(mine)).statusCode).toBe(200);
    expect((await requests.signIn('contested@newlender.test', 'Str0ng pass!')).statusCode).toBe(
      200,
    );
    // The account exists now: the other link creates nothing.
    expect((await requests.verifyEmail(strangers)).statusCode).toBe(404);
    const accounts = await countRows(
      testApp,
      sql`select count(*)::int as count from users where email = 'contested@newlender.test'`,
    );
    expect(accounts).toBe(1);
  });

  it('creates nothing when the e-mail got an account meanwhile', async () => {
    const token = await signUpAndGetToken('overtaken@newlender.test', {
      organization_name: 'Overtaken Ltd',
    });
    advanceClock(1000);
    await requests.signUp(newcomer('overtaken@newlender.test'));
    const other = await latestVerificationToken(testApp, 'overtaken@newlender.test');
    expect((await requests.verifyEmail(other)).statusCode).toBe(200);

    expect((await requests.verifyEmail(token)).statusCode).toBe(404);
    const organizations = await countRows(
      testApp,
      sql`select count(*)::int as count from organizations where name = 'Overtaken Ltd'`,
    );
    expect(organizations).toBe(0);
  });

  it('refuses a malformed body with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.token).toEqual(['Token is required']);
  });

  it('stores the verification e-mail under the stand-in organization', async () => {
    await signUpAndGetToken('standin@newlender.test');
    const rows = await countRows(
      testApp,
      sql`select count(*)::int as count from outbox_emails
          where to_address = 'standin@newlender.test' and organization_id = ${NO_ORGANIZATION_ID}`,
    );
    expect(rows).toBe(1);
  });
});
