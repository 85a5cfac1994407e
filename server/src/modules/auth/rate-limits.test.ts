import { english } from '../../testing/english.ts';
import { MESSAGES, PUBLIC_FORM_LIMITS } from '@lendline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  latestEmailTo,
  organizationIdByName,
  requestAs,
  tokenFromEmail,
} from '../users/users-test-helpers.ts';
import { newcomer, publicRequests } from './auth-test-helpers.ts';

let testApp: TestApp;
let requests: ReturnType<typeof publicRequests>;
beforeAll(async () => {
  testApp = await buildTestApp();
  requests = publicRequests(testApp);
});
afterAll(() => testApp.close());

type Answer = Awaited<ReturnType<typeof requests.signUp>>;

function expectFormRateLimited(response: Answer) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error).toEqual({
    code: 'RATE_LIMITED',
    message: english(MESSAGES.formRateLimited),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** Runs `work` with the clock a minute and a second later, then puts it back. */
async function aMinuteLater(work: () => Promise<void>) {
  const startedAt = testApp.clock.now;
  testApp.clock.now = new Date(startedAt.getTime() + 61_000);
  try {
    await work();
  } finally {
    testApp.clock.now = startedAt;
  }
}

async function inviteAndGetToken(email: string) {
  const asAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
  const response = await asAdmin('POST', '/users/invite', {
    first_name: 'Ira',
    last_name: 'Verma',
    email,
    organization_id: await organizationIdByName(testApp.database, 'Acme Microfinance'),
    role: 'field_agent',
  });
  expect(response.statusCode).toBe(201);
  return tokenFromEmail((await latestEmailTo(testApp.database, email))!.text_body);
}

describe('sign-up', () => {
  it(`takes ${PUBLIC_FORM_LIMITS.perTarget} a minute for one e-mail, from any address`, async () => {
    for (let attempt = 0; attempt < PUBLIC_FORM_LIMITS.perTarget; attempt += 1) {
      const response = await requests.signUp(newcomer('flooded@limits.test'), `10.60.0.${attempt}`);
      expect(response.statusCode).toBe(202);
    }
    expectFormRateLimited(await requests.signUp(newcomer('flooded@limits.test'), '10.60.1.1'));
    // A taken e-mail is held to the same limit: the answer still reveals nothing.
    for (let attempt = 0; attempt < PUBLIC_FORM_LIMITS.perTarget; attempt += 1) {
      await requests.signUp(newcomer('manager@acme.test'), `10.60.2.${attempt}`);
    }
    expectFormRateLimited(await requests.signUp(newcomer('manager@acme.test'), '10.60.3.1'));

    await aMinuteLater(async () => {
      expect((await requests.signUp(newcomer('flooded@limits.test'))).statusCode).toBe(202);
    });
  });

  it(`takes ${PUBLIC_FORM_LIMITS.perAddress} a minute from one address`, async () => {
    for (let attempt = 0; attempt < PUBLIC_FORM_LIMITS.perAddress; attempt += 1) {
      const response = await requests.signUp(
        newcomer(`visitor${attempt}@limits.test`),
        '10.61.0.1',
      );
      expect(response.statusCode).toBe(202);
    }
    expectFormRateLimited(await requests.signUp(newcomer('one.more@limits.test'), '10.61.0.1'));
    expect((await requests.signUp(newcomer('one.more@limits.test'), '10.61.0.2')).statusCode).toBe(
      202,
    );
  });
});

describe('e-mail verification', () => {
  it(`takes ${PUBLIC_FORM_LIMITS.perTarget} tries a minute for one link`, async () => {
    for (let attempt = 0; attempt < PUBLIC_FORM_LIMITS.perTarget; attempt += 1) {
      const response = await requests.verifyEmail('guessed-token', `10.62.0.${attempt}`);
      expect(response.statusCode).toBe(404);
    }
    expectFormRateLimited(await requests.verifyEmail('guessed-token', '10.62.1.1'));
  });

  it(`takes ${PUBLIC_FORM_LIMITS.perAddress} tries a minute from one address`, async () => {
    for (let attempt = 0; attempt < PUBLIC_FORM_LIMITS.perAddress; attempt += 1) {
      const response = await requests.verifyEmail(`guess-${attempt}`, '10.63.0.1');
      expect(response.statusCode).toBe(404);
    }
    expectFormRateLimited(await requests.verifyEmail('guess-last', '10.63.0.1'));
  });
});

describe('invitation setup', () => {
  it(`takes ${PUBLIC_FORM_LIMITS.perTarget} tries a minute for one link`, async () => {
    const token = await inviteAndGetToken('limited.invitee@acme.test');
    for (let attempt = 0; attempt < PUBLIC_FORM_LIMITS.perTarget; attempt += 1) {
      // Too short: refused by the schema, which does not count.
      await requests.completeSetup(token, 'short', `10.64.0.${attempt}`);
      // A link that is not this one: counts against that link and the address, not this one.
      await requests.completeSetup(`${token}x`, 'A good password 1', `10.64.0.${attempt}`);
    }
    const completed = await requests.completeSetup(token, 'A good password 1', '10.64.1.1');
    expect(completed.statusCode).toBe(200);

    for (let attempt = 1; attempt < PUBLIC_FORM_LIMITS.perTarget; attempt += 1) {
      await requests.completeSetup(token, 'A good password 1', `10.64.2.${attempt}`);
    }
    expectFormRateLimited(await requests.completeSetup(token, 'A good password 1', '10.64.3.1'));
  });

  it(`takes ${PUBLIC_FORM_LIMITS.perAddress} tries a minute from one address`, async () => {
    for (let attempt = 0; attempt < PUBLIC_FORM_LIMITS.perAddress; attempt += 1) {
      const response = await requests.completeSetup(
        `guess-${attempt}`,
        'A good password 1',
        '10.65.0.1',
      );
      expect(response.statusCode).toBe(404);
    }
    expectFormRateLimited(
      await requests.completeSetup('guess-last', 'A good password 1', '10.65.0.1'),
    );
  });
});
