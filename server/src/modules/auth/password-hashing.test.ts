import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { newcomer, publicRequests } from './auth-test-helpers.ts';
import { hashPassword } from './passwords.ts';
import type * as PasswordsModule from './passwords.ts';

// The real hash, watched: argon2 costs about 10 ms of CPU, which is what these tests are about.
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordsModule>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let testApp: TestApp;
let requests: ReturnType<typeof publicRequests>;
beforeAll(async () => {
  testApp = await buildTestApp();
  requests = publicRequests(testApp);
});
afterAll(() => testApp.close());
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

describe('when the password is hashed', () => {
  it('hashes it for a taken e-mail as for a new one, so neither sign-up answers sooner', async () => {
    await requests.signUp(newcomer('brand.new@hashing.test'));
    expect(hashPassword).toHaveBeenCalledTimes(1);
    await requests.signUp(newcomer('manager@acme.test'));
    expect(hashPassword).toHaveBeenCalledTimes(2);
  });

  it('checks an invitation link before hashing: an unusable one costs no hash', async () => {
    const response = await requests.completeSetup('no-such-invitation', 'A good password 1');
    expect(response.statusCode).toBe(404);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
