import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, managerScope } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { queryRows } from './query-rows.ts';
import { REQUEST_ROLE, runScoped, scopeStatement, type DataScope } from './scope.ts';
import { ownerConnection } from './system.ts';

/**
 * The scoped transaction (docs/decisions/0016, 0042). On PostgreSQL its BEGIN and scope travel
 * with the work's first statement, so these hold for that statement above all.
 */
let database: Database;
let scope: DataScope;

beforeAll(async () => {
  database = await createTestDatabase();
  scope = await managerScope(database);
});
afterAll(() => database.close());

const scoped = <T>(
  work: Parameters<typeof runScoped<T>>[2],
  onAuthChanged?: (noted: string) => void,
) => runScoped(ownerConnection(database), scope, work, { onAuthChanged });

describe('runScoped', () => {
  it('runs its first statement already in the request role with the scope set', async () => {
    const [first, second] = await scoped(async (tx) => [
      ...(await queryRows<{ role: string; user_id: string; org_ids: string }>(
        tx,
        sql`select current_user as role, current_setting('app.user_id') as user_id,
              current_setting('app.org_ids') as org_ids
            where ${"a $1 ' quoted"} = ${"a $1 ' quoted"}`,
      )),
      // Transaction-local settings still there: the same transaction.
      ...(await queryRows<{ role: string; user_id: string; org_ids: string }>(
        tx,
        sql`select current_user as role, current_setting('app.user_id') as user_id,
              current_setting('app.org_ids') as org_ids`,
      )),
    ]);
    const expected = {
      role: REQUEST_ROLE,
      user_id: scope.userId,
      org_ids: `{${scope.organizationIds[0]}}`,
    };
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
  });

  it('answers each parameter of the first statement as sent, whatever it holds', async () => {
    const values = ["it's", 'back\\slash', '$1', '', 'Ünïcødé ₹'];
    const rows = await scoped((tx) =>
      queryRows<{ value: string }>(
        tx,
        sql`select unnest(array[${sql.join(
          values.map((value) => sql`${value}::text`),
          sql`, `,
        )}]) as value`,
      ),
    );
    expect(rows.map((row) => row.value)).toEqual(values);
  });

  it('commits what the work wrote, and rolls all of it back when the work fails', async () => {
    await scoped((tx) => tx.execute(sql`select set_config('app.ignored', 'x', true)`));
    const failing = scoped(async (tx) => {
      await tx.execute(
        sql`update user_profiles set first_name = 'Changed' where user_id = ${scope.userId}`,
      );
      throw new Error('the service failed');
    });
    await expect(failing).rejects.toThrow('the service failed');
    const [profile] = await queryRows<{ first_name: string }>(
      ownerConnection(database),
      sql`select first_name from user_profiles where user_id = ${scope.userId}`,
    );
    expect(profile!.first_name).not.toBe('Changed');
  });

  it('leaves its connection usable after a first statement that fails', async () => {
    await expect(scoped((tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    await expect(scoped((tx) => tx.execute(sql`select nonsense from nowhere`))).rejects.toThrow();
    const rows = await scoped((tx) => queryRows<{ one: number }>(tx, sql`select 1 as one`));
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('tells which users a committed change concerned, and nothing for a read', async () => {
    const heard: string[] = [];
    await scoped(
      (tx) => tx.execute(sql`select 1`),
      (noted) => heard.push(noted),
    );
    expect(heard).toEqual([]);
    await scoped(
      (tx) =>
        tx.execute(sql`update user_profiles set phone = phone where user_id = ${scope.userId}`),
      (noted) => heard.push(noted),
    );
    expect(heard).toEqual([scope.userId]);
  });

  it('refuses a scope holding anything but UUIDs', () => {
    expect(() =>
      scopeStatement({ ...scope, organizationIds: ["x', true), set_config('role"] }),
    ).toThrow();
  });
});
