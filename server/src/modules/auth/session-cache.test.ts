import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ownerConnection } from '../../db/system.ts';
import type { SessionAuthContext } from '../../context/request-context.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { loginAs } from '../../testing/test-app.ts';
import { insertUser, organizationIdByName } from '../users/users-test-helpers.ts';
import { hashPassword } from './passwords.ts';
import { SessionCache } from './session-cache.ts';

/**
 * The session cache (docs/decisions/0042) never lets a change act after it commits: on the
 * instance that commits it at once, on the others as soon as the database's notice arrives.
 */
let database: Database;
/** An instance that hears no notices: only what it commits itself can clear its cache. */
let deaf: FastifyInstance;
/** Two instances that hear each other's changes only through LISTEN/NOTIFY. */
let first: FastifyInstance;
let second: FastifyInstance;
let acmeId: string;

async function instance(options: { hearsNotices: boolean }) {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database: options.hearsNotices
      ? database
      : {
          ...database,
          listen: async (_channel, _onPayload, onListening) => {
            onListening?.(true);
            return async () => {};
          },
        },
    logger: false,
    webDistFolder: '/nonexistent',
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  deaf = await instance({ hearsNotices: false });
  first = await instance({ hearsNotices: true });
  second = await instance({ hearsNotices: true });
  acmeId = await organizationIdByName(database, 'Acme Microfinance');
});
afterAll(async () => {
  await Promise.all([deaf.close(), first.close(), second.close()]);
  await database.close();
});

let fixtures = 0;
/** A field agent of Acme with the demo password. */
async function fieldAgent() {
  fixtures += 1;
  const email = `cached${fixtures}@acme.test`;
  const id = await insertUser(database, { email, organizationId: acmeId, role: 'field_agent' });
  await ownerConnection(database)
    .update(users)
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.id, id));
  return { id, email };
}

const get = (app: FastifyInstance, cookie: string, url: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

const send = (
  app: FastifyInstance,
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
) => app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });

const databaseMs = (response: { headers: Record<string, unknown> }) =>
  Number(/db;dur=([\d.]+)/.exec(String(response.headers['server-timing']))?.[1]);

/** Asks until `check` holds or a second has passed (another instance hears by notice). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 1_000;
  do {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 20));
  } while (Date.now() < until);
  return false;
}

describe('the session cache on the instance that commits the change', () => {
  it('answers a known session without asking the database', async () => {
    const { email } = await fieldAgent();
    const cookie = await loginAs(deaf, email);
    expect((await get(deaf, cookie, '/auth/session')).statusCode).toBe(200);
    const again = await get(deaf, cookie, '/auth/session');
    expect(again.statusCode).toBe(200);
    expect(databaseMs(again)).toBe(0);
  });

  it('refuses a signed-out session on the very next request', async () => {
    const { email } = await fieldAgent();
    const cookie = await loginAs(deaf, email);
    expect((await get(deaf, cookie, '/auth/session')).statusCode).toBe(200);
    expect((await send(deaf, cookie, 'POST', '/auth/sign-out', {})).statusCode).toBe(204);
    expect((await get(deaf, cookie, '/auth/session')).statusCode).toBe(401);
  });

  it("refuses a suspended user's session on the very next request", async () => {
    const { id, email } = await fieldAgent();
    const cookie = await loginAs(deaf, email);
    expect((await get(deaf, cookie, '/auth/session')).statusCode).toBe(200);
    const admin = await loginAs(deaf, 'admin@acme.test');
    const suspended = await send(deaf, admin, 'POST', `/users/${id}/status`, {
      status: 'suspended',
    });
    expect(suspended.statusCode).toBe(200);
    expect((await get(deaf, cookie, '/auth/session')).statusCode).toBe(401);
  });

  it('applies a role change to the very next request, taken away or granted', async () => {
    const { id, email } = await fieldAgent();
    const cookie = await loginAs(deaf, email);
    const admin = await loginAs(deaf, 'admin@acme.test');
    // A field agent may not read the audit trail; a compliance officer may.
    expect((await get(deaf, cookie, '/audit-logs')).statusCode).toBe(403);
    expect(
      (await send(deaf, admin, 'PUT', `/users/${id}/role`, { role: 'compliance_officer' }))
        .statusCode,
    ).toBe(200);
    expect((await get(deaf, cookie, '/audit-logs')).statusCode).toBe(200);
    expect((await get(deaf, cookie, '/auth/session')).json().roles).toEqual(['compliance_officer']);
    expect(
      (await send(deaf, admin, 'PUT', `/users/${id}/role`, { role: 'field_agent' })).statusCode,
    ).toBe(200);
    expect((await get(deaf, cookie, '/audit-logs')).statusCode).toBe(403);
    expect((await get(deaf, cookie, '/auth/session')).json().roles).toEqual(['field_agent']);
  });
});

describe('the session cache on another instance', () => {
  it('hears of a sign-out through the database', async () => {
    const { email } = await fieldAgent();
    const cookie = await loginAs(first, email);
    expect((await get(second, cookie, '/auth/session')).statusCode).toBe(200);
    expect((await send(first, cookie, 'POST', '/auth/sign-out', {})).statusCode).toBe(204);
    expect(
      await eventually(async () => (await get(second, cookie, '/auth/session')).statusCode === 401),
    ).toBe(true);
  });

  it('hears of a suspension through the database', async () => {
    const { id, email } = await fieldAgent();
    const cookie = await loginAs(first, email);
    expect((await get(second, cookie, '/auth/session')).statusCode).toBe(200);
    const admin = await loginAs(first, 'admin@acme.test');
    await send(first, admin, 'POST', `/users/${id}/status`, { status: 'suspended' });
    expect(
      await eventually(async () => (await get(second, cookie, '/auth/session')).statusCode === 401),
    ).toBe(true);
  });

  it('hears of a role change through the database', async () => {
    const { id, email } = await fieldAgent();
    const cookie = await loginAs(first, email);
    expect((await get(second, cookie, '/auth/session')).json().roles).toEqual(['field_agent']);
    const admin = await loginAs(first, 'admin@acme.test');
    await send(first, admin, 'PUT', `/users/${id}/role`, { role: 'auditor' });
    expect(
      await eventually(
        async () => (await get(second, cookie, '/auth/session')).json().roles?.[0] === 'auditor',
      ),
    ).toBe(true);
  });
});

describe('SessionCache', () => {
  const auth = (userId: string) => ({ user: { id: userId } }) as unknown as SessionAuthContext;

  it('keeps nothing while changes are not heard', () => {
    const cache = new SessionCache();
    cache.store('a', auth('u1'), { nowMs: 0, generation: cache.generation });
    expect(cache.get('a', 1)).toBeNull();
    cache.setEnabled(true);
    cache.store('a', auth('u1'), { nowMs: 0, generation: cache.generation });
    expect(cache.get('a', 1)).not.toBeNull();
    cache.setEnabled(false);
    expect(cache.get('a', 1)).toBeNull();
  });

  it('drops what was read before a change was announced', () => {
    const cache = new SessionCache();
    cache.setEnabled(true);
    const generation = cache.generation;
    cache.forgetUsers('u2');
    cache.store('a', auth('u1'), { nowMs: 0, generation });
    expect(cache.get('a', 1)).toBeNull();
  });

  it("forgets the named users' sessions, everyone's for '*', and anything past its TTL", () => {
    const cache = new SessionCache({ ttlMs: 100 });
    cache.setEnabled(true);
    for (const [hash, user] of [
      ['a', 'u1'],
      ['b', 'u2'],
      ['c', 'u3'],
    ] as const) {
      cache.store(hash, auth(user), { nowMs: 0, generation: cache.generation });
    }
    cache.forgetUsers('u1,u3');
    expect(['a', 'b', 'c'].map((hash) => cache.get(hash, 1) !== null)).toEqual([
      false,
      true,
      false,
    ]);
    expect(cache.get('b', 100)).toBeNull();
    cache.store('b', auth('u2'), { nowMs: 0, generation: cache.generation });
    cache.forgetUsers('*');
    expect(cache.size).toBe(0);
  });

  it('holds at most its maximum, the oldest leaving first', () => {
    const cache = new SessionCache({ maxEntries: 2 });
    cache.setEnabled(true);
    for (const hash of ['a', 'b', 'c']) {
      cache.store(hash, auth(hash), { nowMs: 0, generation: cache.generation });
    }
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
  });
});
