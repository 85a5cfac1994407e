import { english } from '../../../testing/english.ts';
import { MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ORGANIZATION_ID } from '../../../db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { organizationIdByName, requestAs, userIdByEmail } from '../../users/users-test-helpers.ts';
import {
  auditRowsFor,
  countRows,
  latestEmailTo,
  newcomer,
  publicRequests,
  signUpRequestIdOf,
  verificationTokenFromEmail,
} from '../auth-test-helpers.ts';

let testApp: TestApp;
let requests: ReturnType<typeof publicRequests>;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://lendline.example' } });
  requests = publicRequests(testApp);
});
afterAll(() => testApp.close());

const signUp = (payload: object) => requests.signUp(payload);

/**
 * What a visitor can observe of an answer: status, body and headers, minus the clock and the
 * request's own durations (Server-Timing differs between any two requests).
 */
const observable = (response: Awaited<ReturnType<typeof signUp>>) => {
  const { date: _date, 'server-timing': _timing, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
};

describe('POST /api/v1/auth/sign-up', () => {
  it('accepts a newcomer with 202 and the spec’s text, and signs nobody in', async () => {
    const response = await signUp(newcomer('founder@newlender.test', { organization_name: 'X' }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: english(MESSAGES.signUpAccepted) });
    expect(response.cookies).toEqual([]);
  });

  it('answers an e-mail that already has an account exactly as a new one', async () => {
    const fresh = await signUp(newcomer('unknown.person@newlender.test'));
    const taken = await signUp(newcomer('manager@acme.test'));
    const takenOtherCase = await signUp(newcomer('Officer@ACME.test'));
    expect(observable(taken)).toEqual(observable(fresh));
    expect(observable(takenOtherCase)).toEqual(observable(fresh));
  });

  it('e-mails the owner of an existing account instead, and changes nothing of theirs', async () => {
    const before = await latestEmailTo(testApp.database, 'partner@acme.test');
    await signUp(newcomer('Partner@Acme.test', { organization_name: 'Ghost Lending' }));

    const note = await latestEmailTo(testApp.database, 'partner@acme.test');
    expect(note?.id).not.toBe(before?.id);
    expect(note?.subject).toBe('Someone tried to create a Lendline account with your e-mail');
    expect(note?.text_body).toContain('Hello Kavya,');
    expect(note?.text_body).toContain('https://lendline.example/login');
    expect(note?.text_body).not.toMatch(/verify-email/);
    expect(note?.organization_id).toBe(
      await organizationIdByName(testApp.database, 'Acme Microfinance'),
    );
    expect(
      await countRows(
        testApp,
        sql`select count(*)::int as count from organizations where name = 'Ghost Lending'`,
      ),
    ).toBe(0);
    expect(
      await countRows(
        testApp,
        sql`select count(*)::int as count from sign_up_requests where email = 'partner@acme.test'`,
      ),
    ).toBe(0);
  });

  it('writes a sign_up_duplicate audit row in the existing account’s organization', async () => {
    await signUp(newcomer('auditor@acme.test'));
    const auditorId = await userIdByEmail(testApp.database, 'auditor@acme.test');
    const rows = (await auditRowsFor(testApp, auditorId)).filter(
      (row) => row.action === 'sign_up_duplicate',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        entity_type: 'user',
        organization_id: await organizationIdByName(testApp.database, 'Acme Microfinance'),
        user_id: null,
        new_values: { email: 'auditor@acme.test' },
      }),
    ]);
  });

  it('queues a verification e-mail with a single-use link and creates no account yet', async () => {
    await signUp(newcomer('Pending.Person@NewLender.test', { organization_name: 'Dawn Credit' }));

    const email = await latestEmailTo(testApp.database, 'pending.person@newlender.test');
    expect(email?.subject).toBe('Verify your e-mail to finish creating your Lendline account');
    expect(email?.organization_id).toBe(NO_ORGANIZATION_ID);
    expect(email?.text_body).toContain('Hello Nisha,');
    expect(email?.text_body).toContain('expires in 24 hours');
    expect(email?.html_body).toContain('https://lendline.example/auth/verify-email?token=');
    const token = verificationTokenFromEmail(email!.text_body);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const stored = await countRows(
      testApp,
      sql`select count(*)::int as count from sign_up_requests
          where email = 'pending.person@newlender.test' and token_hash <> ${token}
            and password_hash like '$argon2id$%' and organization_name = 'Dawn Credit'`,
    );
    expect(stored).toBe(1);
    const accounts = await countRows(
      testApp,
      sql`select count(*)::int as count from users where email = 'pending.person@newlender.test'`,
    );
    expect(accounts).toBe(0);
    const organizations = await countRows(
      testApp,
      sql`select count(*)::int as count from organizations where name = 'Dawn Credit'`,
    );
    expect(organizations).toBe(0);
  });

  it('writes a sign_up audit row for the request, without the password', async () => {
    await signUp(newcomer('audited@newlender.test', { organization_name: 'Ledger Lane' }));
    const requestId = await signUpRequestIdOf(testApp, 'audited@newlender.test');
    const rows = await auditRowsFor(testApp, requestId);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'sign_up',
        entity_type: 'sign_up_request',
        organization_id: NO_ORGANIZATION_ID,
        user_id: null,
        new_values: {
          email: 'audited@newlender.test',
          first_name: 'Nisha',
          last_name: 'Rao',
          organization_name: 'Ledger Lane',
        },
      }),
    ]);
  });

  it('refuses a password shorter than 8 characters with 400 and a field error', async () => {
    const response = await signUp({ ...newcomer('weak@newlender.test'), password: 'Short1!' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.fieldErrors.password).toEqual(['Password must be at least 8 characters']);
  });
});

describe('the verification e-mail in the outbox', () => {
  it('is listed to the platform owner with organization_id null, and to no tenant', async () => {
    await signUp(newcomer('listed@newlender.test'));
    const outboxOf = async (email: string) => {
      const response = await requestAs(testApp, await loginAs(testApp.app, email))(
        'GET',
        '/outbox?page_size=100',
      );
      expect(response.statusCode).toBe(200);
      return response.json().data as { to_address: string; organization_id: string | null }[];
    };
    expect(
      (await outboxOf('owner@lendline.test')).filter(
        (email) => email.to_address === 'listed@newlender.test',
      ),
    ).toEqual([expect.objectContaining({ organization_id: null })]);
    expect((await outboxOf('admin@acme.test')).map((email) => email.to_address)).not.toContain(
      'listed@newlender.test',
    );
  });
});

describe('GET /api/v1/auth/options', () => {
  it('tells the signed-out screens that sign-up is open by default', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sign_up: 'open' });
  });
});
