import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createTestDatabase, type TestDatabaseOptions } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock; starts at the real time. */
  clock: { now: Date };
  close(): Promise<void>;
}

/** The whole app on a fresh seeded database, driven through app.inject. */
export async function buildTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    extend?: (app: FastifyInstance) => void;
    /** Receives the log (at LOG_LEVEL, default silent) when given; else nothing is logged. */
    logStream?: { write(line: string): void };
  } & TestDatabaseOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ ledgerCheck: options.ledgerCheck });
  const clock = { now: new Date() };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      // The per-user limits are off unless a test turns them on (docs/decisions/0068).
      config: loadConfig({
        LOG_LEVEL: 'silent',
        RATE_LIMIT_FORM_PER_MINUTE: '0',
        RATE_LIMIT_API_PER_MINUTE: '0',
        ...options.env,
      }),
      database,
      clock: () => clock.now,
      logger: options.logStream !== undefined,
      logStream: options.logStream,
      webDistFolder: '/nonexistent',
    });
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    // A failed build must not leak its database (on PostgreSQL, a whole database).
    await app?.close();
    await database.close();
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    database,
    clock,
    close: async () => {
      await ready.close();
      await database.close();
    },
  };
}

/** Signs in through the API and returns the Cookie header for later requests. */
export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = response.cookies.find((item) => item.name === 'lendline_session');
  if (!cookie) throw new Error(`Sign-in as ${email} set no session cookie`);
  return `${cookie.name}=${cookie.value}`;
}
