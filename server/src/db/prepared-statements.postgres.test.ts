import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, managerScope } from '../testing/test-database.ts';
import type { Database, Tx } from './client.ts';
import { queryRows } from './query-rows.ts';
import { runScoped, type DataScope } from './scope.ts';
import { ownerConnection } from './system.ts';

// Runs in the PostgreSQL pass only (vitest.config.ts): PGlite prepares nothing across calls.
let database: Database;
let scope: DataScope;

beforeAll(async () => {
  database = await createTestDatabase();
  scope = await managerScope(database);
});
afterAll(() => database.close());

/** The statements the transaction's connection has prepared, by their text. */
const preparedOn = (tx: Tx) =>
  queryRows<{ statement: string }>(
    tx,
    sql`select statement from pg_prepared_statements where statement not like ${'%pg_prepared_statements%'}`,
  ).then((rows) => rows.map((row) => row.statement));

describe('prepared statements on PostgreSQL', () => {
  it('prepares a statement with parameters once on its connection, and nothing without', async () => {
    const lookup = sql`select ${scope.userId}::uuid as id -- prepared`;
    await runScoped(ownerConnection(database), scope, async (tx) => {
      await queryRows(tx, sql`select 1 as opening`);
      for (let run = 0; run < 3; run += 1) {
        const [user] = await queryRows<{ id: string }>(tx, lookup);
        expect(user?.id).toBe(scope.userId);
      }
      await queryRows(tx, sql`select 2 as unprepared`);
      const prepared = await preparedOn(tx);
      expect(prepared.filter((text) => text.includes('-- prepared'))).toHaveLength(1);
      expect(prepared.some((text) => text.includes('unprepared'))).toBe(false);
    });
  });

  it('answers a prepared statement with each run’s own parameters', async () => {
    const [first, second] = await runScoped(ownerConnection(database), scope, async (tx) => {
      await queryRows(tx, sql`select 1 as opening`);
      const echo = (value: number) =>
        queryRows<{ value: number }>(tx, sql`select ${value}::int * 2 as value`);
      return [await echo(21), await echo(50)];
    });
    expect(first).toEqual([{ value: 42 }]);
    expect(second).toEqual([{ value: 100 }]);
  });

  it('runs without just-in-time compilation (docs/decisions/0101)', async () => {
    await runScoped(ownerConnection(database), scope, async (tx) => {
      const [setting] = await queryRows<{ jit: string }>(
        tx,
        sql`select current_setting('jit') as jit`,
      );
      expect(setting?.jit).toBe('off');
    });
  });
});
