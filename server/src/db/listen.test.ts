import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { collectNotices } from '../testing/collect-notices.ts';
import type { Database } from './client.ts';
import { ownerConnection } from './system.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const notify = (channel: string, payload: string) =>
  ownerConnection(database).execute(sql`select pg_notify(${channel}, ${payload})`);

describe('Database.listen', () => {
  it('delivers notices on the channel until stopped', async () => {
    const notices = collectNotices(database, 'listen_test_a');
    const stop = await notices.listen();
    await notify('listen_test_a', 'first');
    await notify('listen_test_other', 'elsewhere');
    await notices.arrived(1);
    await stop();
    await notify('listen_test_a', 'after stop');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices.received).toEqual(['first']);
  });

  it('delivers a notice sent inside a transaction only when it commits', async () => {
    const notices = collectNotices(database, 'listen_test_b');
    const stop = await notices.listen();
    await ownerConnection(database)
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('listen_test_b', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await ownerConnection(database).transaction((tx) =>
      tx.execute(sql`select pg_notify('listen_test_b', 'committed')`),
    );
    await notices.arrived(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices.received).toEqual(['committed']);
    await stop();
  });
});
