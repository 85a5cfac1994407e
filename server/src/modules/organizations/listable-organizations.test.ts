import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { runScoped, type DataScope } from '../../db/scope.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

let database: Database;
let acme: string;
let acmeNorth: string;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await queryRows<{ id: string; name: string }>(
    ownerConnection(database),
    sql`select id, name from organizations`,
  );
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
  acme = idOf('Acme Microfinance');
  acmeNorth = idOf('Acme North Branch');
  // A grandchild of Acme: under Acme North.
  await runSystem(ownerConnection(database), (tx) =>
    tx.execute(sql`insert into organizations (name, organization_type, parent_organization_id)
      values ('Acme North Kiosk', 'branch', ${acmeNorth})`),
  );
  const [user] = await queryRows<{ id: string }>(
    ownerConnection(database),
    sql`select id from users where email = 'manager@acme.test'`,
  );
  userId = user!.id;
});
afterAll(() => database.close());

const listableNames = (scope: Omit<DataScope, 'userId'>) =>
  runScoped(ownerConnection(database), { userId, ...scope }, async (tx) =>
    (
      await queryRows<{ name: string }>(
        tx,
        sql`select name from listable_organizations() order by name`,
      )
    ).map((row) => row.name),
  );

describe('listable_organizations()', () => {
  it('adds the direct children of the scope, not their children nor other tenants', async () => {
    expect(await listableNames({ organizationIds: [acme], allOrganizations: false })).toEqual([
      'Acme Microfinance',
      'Acme North Branch',
    ]);
  });

  it('reads nothing for a scope with no organizations', async () => {
    expect(await listableNames({ organizationIds: [], allOrganizations: false })).toEqual([]);
  });

  it('reads every organization for the platform owner', async () => {
    const names = await listableNames({ organizationIds: [], allOrganizations: true });
    expect(names).toContain('Beacon Lending');
    expect(names).toContain('Acme North Kiosk');
  });

  it('leaves the table itself to the scope: the children stay out of reach there', async () => {
    const names = await runScoped(
      ownerConnection(database),
      { userId, organizationIds: [acme], allOrganizations: false },
      async (tx) =>
        (await queryRows<{ name: string }>(tx, sql`select name from organizations`)).map(
          (row) => row.name,
        ),
    );
    expect(names).toEqual(['Acme Microfinance']);
  });
});
