import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectNotices } from '../testing/collect-notices.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { ownerConnection } from './system.ts';

// Runs in the PostgreSQL pass only (vitest.config.ts): PGlite has no connection to kill.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const notify = (channel: string, payload: string) =>
  ownerConnection(database).execute(sql`select pg_notify(${channel}, ${payload})`);

describe('Database.listen on PostgreSQL', () => {
  it('listens again after its PostgreSQL connection is killed', async () => {
    const notices = collectNotices(database, 'listen_test_c');
    const stop = await notices.listen();
    await ownerConnection(database)
      .execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN "listen_test_c"%'`);
    const deadline = Date.now() + 5_000;
    while (notices.received.length === 0 && Date.now() < deadline) {
      await notify('listen_test_c', 'after reconnect');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(notices.received).toContain('after reconnect');
    await stop();
  });
});
