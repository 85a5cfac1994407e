import { english } from '../../../testing/english.ts';
import { MESSAGES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { countRows, newcomer, publicRequests } from '../auth-test-helpers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { SIGN_UP: 'closed' } });
});
afterAll(() => testApp.close());

describe('with SIGN_UP=closed', () => {
  it('refuses every sign-up with 403 SIGN_UP_CLOSED, sending no e-mail', async () => {
    const requests = publicRequests(testApp);
    for (const email of ['newcomer@closed.test', 'manager@acme.test']) {
      const response = await requests.signUp(newcomer(email));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'SIGN_UP_CLOSED',
        message: english(MESSAGES.signUpClosed),
      });
    }
    const queued = await countRows(
      testApp,
      sql`select count(*)::int as count from outbox_emails
          where to_address in ('newcomer@closed.test', 'manager@acme.test')
            and subject not like '%invited you%'`,
    );
    expect(queued).toBe(0);
  });

  it('refuses verification links too', async () => {
    const response = await publicRequests(testApp).verifyEmail('any-token');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('SIGN_UP_CLOSED');
  });

  it('tells the signed-out screens, so they hide the Sign Up tab', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/options' });
    expect(response.json()).toEqual({ sign_up: 'closed' });
  });
});
