import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, managerScope } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { queryRows } from './query-rows.ts';
import { runScoped, type DataScope } from './scope.ts';
import { ownerConnection } from './system.ts';

// Runs in the PostgreSQL pass only (vitest.config.ts): PGlite has no round trips to save.
let database: Database;
let scope: DataScope;
let recording: string[] | null = null;
const query = pg.Client.prototype.query;

beforeAll(async () => {
  // Before any connection exists: each binds the query method it finds when it connects.
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    recording?.push(typeof first === 'string' ? first : first.text);
    return (query as (...inner: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  database = await createTestDatabase();
  scope = await managerScope(database);
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await database.close();
});

/** The messages the connections send while `work` runs. */
async function messagesDuring(work: () => Promise<unknown>): Promise<string[]> {
  recording = [];
  try {
    await work();
    return recording;
  } finally {
    recording = null;
  }
}

describe('runScoped on PostgreSQL', () => {
  it('reads with one statement in two round trips: BEGIN and the scope go with it, the auth read with COMMIT', async () => {
    const sent = await messagesDuring(() =>
      runScoped(ownerConnection(database), scope, (tx) =>
        queryRows(tx, sql`select id from customers where id = ${scope.userId}`),
      ),
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^begin; select set_config\('app\.user_id'.*select id from customers/s);
    expect(sent[1]).toMatch(/app\.auth_changed.*; commit$/s);
  });

  it('sends BEGIN and the scope on their own before a statement it cannot write with literals', async () => {
    const sent = await messagesDuring(() =>
      runScoped(ownerConnection(database), scope, (tx) =>
        queryRows(tx, sql`select ${Buffer.from('bytes')}::bytea as bytes`),
      ),
    );
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^begin; select set_config/);
    expect(sent[1]).toBe('select $1::bytea as bytes');
  });
});
