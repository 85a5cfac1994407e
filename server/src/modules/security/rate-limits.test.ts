import { SECURITY_LIMITS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { requestAs } from '../../testing/demo-lookups.ts';
import { buildTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { organizationIdByName, userIdByEmail } from '../approvals/approvals-test-helpers.ts';
import { ClusterCounter } from './cluster-counter.ts';

const FORM_TEXT = 'Too many form submissions. Please wait before trying again.';
const API_TEXT = 'API rate limit exceeded. Please slow down.';
// 20 seconds into a minute: a window ends 40 seconds later.
const START = new Date('2026-11-27T10:00:20.000Z');

let testApp: TestApp;
const cookies: Record<string, string> = {};
const as = (email: string) => requestAs(testApp, cookies[email]!);

const eventsOf = (userId: string, type: string) =>
  queryRows<{ message: string; severity: string; metadata: Record<string, unknown> }>(
    ownerConnection(testApp.database),
    sql`select message, severity, metadata from security_events
      where user_id = ${userId} and type = ${type} order by created_at`,
  );

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { RATE_LIMIT_FORM_PER_MINUTE: '3', RATE_LIMIT_API_PER_MINUTE: '5' },
  });
  testApp.clock.now = START;
  for (const email of [
    'manager@acme.test',
    'admin@acme.test',
    'officer@acme.test',
    'compliance@acme.test',
    'field@acme.test',
  ]) {
    cookies[email] = await loginAs(testApp.app, email);
  }
});
afterAll(() => testApp.close());
beforeEach(() => {
  // Each test starts a fresh minute.
  testApp.clock.now = new Date(testApp.clock.now.getTime() + 60_000);
});

describe('the per-user limits', () => {
  it('refuses the API request past the limit with the spec text and the seconds left in the minute', async () => {
    const manager = as('manager@acme.test');
    for (let index = 0; index < 5; index += 1) {
      expect((await manager('GET', '/audit-logs?page_size=1')).statusCode).toBe(200);
    }
    const refused = await manager('GET', '/audit-logs?page_size=1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(API_TEXT);
    expect(refused.headers['retry-after']).toBe('40');
    // The app's own requests are not counted, and still answer.
    expect((await manager('GET', '/navigation/counts')).statusCode).toBe(200);
    expect((await manager('GET', '/auth/session')).statusCode).toBe(200);
    testApp.clock.now = new Date(testApp.clock.now.getTime() + 40_000);
    expect((await manager('GET', '/audit-logs?page_size=1')).statusCode).toBe(200);
  });

  it('refuses the form submission past the limit, counting refused and invalid ones alike', async () => {
    const admin = as('admin@acme.test');
    for (let index = 0; index < 3; index += 1) {
      expect((await admin('PATCH', '/me', { language: 'xx' })).statusCode).toBe(400);
    }
    const refused = await admin('PATCH', '/me', { language: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(FORM_TEXT);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reads still pass: the API limit is not reached.
    expect((await admin('GET', '/audit-logs?page_size=1')).statusCode).toBe(200);
    // Signing out is never refused: a second session of the same user ends past the limit.
    const second = await loginAs(testApp.app, 'admin@acme.test');
    expect((await requestAs(testApp, second)('POST', '/auth/sign-out')).statusCode).toBe(204);
  });

  it('counts a risk profile autosave as an API request, not as a form submission', async () => {
    const agent = as('officer@acme.test');
    const missing = '/risk-profiles/00000000-0000-4000-8000-000000000001';
    for (let index = 0; index < 5; index += 1) {
      expect((await agent('PATCH', missing, { assessor_comments: 'x' })).statusCode).not.toBe(429);
    }
    const refused = await agent('PATCH', missing, { assessor_comments: 'x' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(API_TEXT);
  });

  it('writes one high alert per user and limit in a minute, outside the refused request', async () => {
    const adminId = await userIdByEmail(testApp.database, 'admin@acme.test');
    const before = (await eventsOf(adminId, 'rate_limit_exceeded')).length;
    const admin = as('admin@acme.test');
    for (let index = 0; index < 5; index += 1) await admin('PATCH', '/me', { language: 'xx' });
    const events = await eventsOf(adminId, 'rate_limit_exceeded');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      message: 'Rate limit exceeded for form_submissions',
      severity: 'high',
    });
  });

  it('reports more than 100 requests a minute from one user as suspicious, the app’s own included', async () => {
    const fieldId = await userIdByEmail(testApp.database, 'field@acme.test');
    const nowMs = testApp.clock.now.getTime();
    for (let index = 0; index < SECURITY_LIMITS.suspiciousPerMinute; index += 1) {
      testApp.app.requestCounter.hit(`${fieldId}:all`, nowMs);
    }
    expect(await eventsOf(fieldId, 'suspicious_activity')).toHaveLength(0);
    await as('field@acme.test')('GET', '/navigation/counts');
    await as('field@acme.test')('GET', '/navigation/counts');
    const events = await eventsOf(fieldId, 'suspicious_activity');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ severity: 'high', metadata: { requests: 101 } });
  });
});

describe('the routes the app calls by itself', () => {
  it('declare themselves exempt, and the draft autosave not a form submission', () => {
    const declared = (method: string, url: string) =>
      testApp.app.apiRoutes.find((route) => route.method === method && route.url === url)
        ?.rateLimit;
    expect(declared('GET', '/api/v1/auth/session')).toBe('exempt');
    expect(declared('GET', '/api/v1/navigation/counts')).toBe('exempt');
    expect(declared('GET', '/api/v1/events')).toBe('exempt');
    expect(declared('POST', '/api/v1/auth/sign-out')).toBe('exempt');
    expect(declared('PATCH', '/api/v1/risk-profiles/:id')).toBe('not_a_form');
    expect(declared('GET', '/api/v1/customers')).toBeUndefined();
  });
});

describe('the sensitive-operation limit', () => {
  it('refuses the 51st export in an hour with Retry-After until the oldest use leaves the window', async () => {
    const complianceId = await userIdByEmail(testApp.database, 'compliance@acme.test');
    const now = testApp.clock.now;
    const oldest = new Date(now.getTime() - 50 * 60_000);
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx.execute(sql`insert into sensitive_operation_uses (user_id, operation, used_at)
        select ${complianceId}, 'export', ${oldest.toISOString()}::timestamptz + n * interval '1 second'
        from generate_series(0, 48) as n`),
    );
    const compliance = as('compliance@acme.test');
    expect((await compliance('GET', '/audit-logs/export')).statusCode).toBe(200);
    const refused = await compliance('GET', '/audit-logs/export');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(API_TEXT);
    expect(refused.headers['retry-after']).toBe(String(10 * 60));
    const events = await eventsOf(complianceId, 'rate_limit_exceeded');
    expect(events.at(-1)).toMatchObject({
      message: 'Rate limit exceeded for export',
      severity: 'high',
      metadata: { operation: 'export' },
    });
    // Other operations have their own count.
    testApp.clock.now = new Date(now.getTime() + 10 * 60_000 + 1_000);
    expect((await compliance('GET', '/audit-logs/export')).statusCode).toBe(200);
  });

  it('counts invitations per user with the form text', async () => {
    const acme = await organizationIdByName(testApp.database, 'Acme Microfinance');
    const adminId = await userIdByEmail(testApp.database, 'admin@acme.test');
    await runSystem(ownerConnection(testApp.database), (tx) =>
      tx.execute(sql`insert into sensitive_operation_uses (user_id, operation, used_at)
        select ${adminId}, 'user_invitation', ${testApp.clock.now.toISOString()}::timestamptz
        from generate_series(1, 50)`),
    );
    const refused = await as('admin@acme.test')('POST', '/users/invite', {
      first_name: 'Nisha',
      last_name: 'Rao',
      email: 'new.person@acme.test',
      organization_id: acme,
      role: 'loan_officer',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(FORM_TEXT);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
  });
});

describe('turning the limits off', () => {
  it('reads 10 and 100 by default and 0 as off', () => {
    expect(loadConfig({})).toMatchObject({
      RATE_LIMIT_FORM_PER_MINUTE: 10,
      RATE_LIMIT_API_PER_MINUTE: 100,
    });
    expect(loadConfig({ RATE_LIMIT_API_PER_MINUTE: '0' }).RATE_LIMIT_API_PER_MINUTE).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_FORM_PER_MINUTE: '-1' })).toThrow(
      /RATE_LIMIT_FORM_PER_MINUTE/,
    );
  });

  it('lets every request through when a limit is 0', async () => {
    const unlimited = await buildTestApp({
      env: { RATE_LIMIT_FORM_PER_MINUTE: '0', RATE_LIMIT_API_PER_MINUTE: '0' },
    });
    try {
      const cookie = await loginAs(unlimited.app, 'admin@acme.test');
      const admin = requestAs(unlimited, cookie);
      for (let index = 0; index < 12; index += 1) {
        expect((await admin('PATCH', '/me', { language: 'xx' })).statusCode).toBe(400);
      }
    } finally {
      await unlimited.close();
    }
  });
});

describe('counts shared by instances', () => {
  it('adds the other instances’ counts after an exchange, and forgets them in the next window', async () => {
    const db = ownerConnection(testApp.database);
    const first = new ClusterCounter('00000000-0000-4000-8000-00000000000a');
    const second = new ClusterCounter('00000000-0000-4000-8000-00000000000b');
    const nowMs = testApp.clock.now.getTime();
    for (let index = 0; index < 4; index += 1) first.hit('user-1:api', nowMs);
    second.hit('user-1:api', nowMs);
    await first.sync(db, nowMs);
    await second.sync(db, nowMs);
    // The second knows the first's 4 after the exchange: its own 1, the 4, this hit.
    expect(second.hit('user-1:api', nowMs)).toBe(6);
    // The first learns only what the second had sent: 1.
    await first.sync(db, nowMs);
    expect(first.hit('user-1:api', nowMs)).toBe(6);
    await second.sync(db, nowMs);
    await first.sync(db, nowMs);
    expect(first.hit('user-1:api', nowMs)).toBe(8);
    expect(first.hit('user-1:api', nowMs + 60_000)).toBe(1);
  });
});
