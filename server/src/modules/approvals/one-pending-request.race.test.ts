import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApprovalsRepositoryModule from './approvals.repository.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import {
  createCollectorAs,
  requestAs,
  type Requester,
} from '../organizations/organizations-test-helpers.ts';

// Two requests arriving at once both pass the service's look-up before either commits; this
// stands in for that race by making the look-up see nothing, so the database's unique index
// has to refuse the second insert.
vi.mock('./approvals.repository.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ApprovalsRepositoryModule>();
  return {
    ...original,
    approvalsRepository: (tx: Parameters<typeof original.approvalsRepository>[0]) => ({
      ...original.approvalsRepository(tx),
      findPending: async () => null,
    }),
  };
});

let testApp: TestApp;
let asAcmeAdmin: Requester;
let asManager: Requester;

beforeAll(async () => {
  testApp = await buildTestApp();
  asAcmeAdmin = requestAs(testApp, await loginAs(testApp.app, 'admin@acme.test'));
  asManager = requestAs(testApp, await loginAs(testApp.app, 'manager@acme.test'));
});
afterAll(() => testApp.close());

describe('two requests for the same action at the same time', () => {
  it('leave one pending and refuse the other with the same 409 as the service check', async () => {
    const id = await createCollectorAs(asAcmeAdmin, { name: 'Raced', phone: '+919820188881' });
    const first = await asManager('POST', `/collectors/${id}/block`, { reason: 'First' });
    expect(first.statusCode).toBe(202);
    const second = await asManager('POST', `/collectors/${id}/block`, { reason: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'APPROVAL_ALREADY_PENDING',
      message: 'A request to block this collector is already pending',
    });
  });
});
