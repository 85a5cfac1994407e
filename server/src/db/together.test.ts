import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Database } from './client.ts';
import { queryRows } from './query-rows.ts';
import { ownerConnection } from './system.ts';
import { executeTogether } from './together.ts';

let database: Database;

beforeAll(async () => {
  database = await createPglite(undefined);
  const db = ownerConnection(database);
  await db.execute(sql`create table parents (id int primary key)`);
  await db.execute(
    sql`create table children (id int primary key, parent_id int not null references parents (id))`,
  );
});
afterAll(() => database.close());

const count = async (table: 'parents' | 'children') => {
  const [row] = await queryRows<{ count: number }>(
    ownerConnection(database),
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row!.count;
};

describe('executeTogether', () => {
  it('writes every statement, a row referring to another written alongside it', async () => {
    await executeTogether(ownerConnection(database), [
      sql`insert into parents (id) values (${1})`,
      sql`insert into children (id, parent_id) values (${10}, ${1})`,
    ]);
    expect(await count('parents')).toBe(1);
    expect(await count('children')).toBe(1);
  });

  it('writes nothing when one of them fails', async () => {
    await expect(
      executeTogether(ownerConnection(database), [
        sql`insert into parents (id) values (${2})`,
        sql`insert into children (id, parent_id) values (${20}, ${99})`,
      ]),
    ).rejects.toThrow();
    expect(await count('parents')).toBe(1);
    expect(await count('children')).toBe(1);
  });

  it('sends a single statement as it is, and nothing for none', async () => {
    await executeTogether(ownerConnection(database), []);
    await executeTogether(ownerConnection(database), [sql`insert into parents (id) values (${3})`]);
    expect(await count('parents')).toBe(2);
  });
});
