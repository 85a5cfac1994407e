import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorOf } from '../testing/database-error.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { queryRows } from './query-rows.ts';
import { runScoped, type DataScope } from './scope.ts';
import { ownerConnection, runSystem } from './system.ts';

let database: Database;
let acme: string;
let acmeNorth: string;
let beacon: string;
let acmeUser: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const organizations = await queryRows<{ id: string; name: string }>(
    ownerConnection(database),
    sql`select id, name from organizations`,
  );
  const idOf = (name: string) => organizations.find((row) => row.name === name)!.id;
  acme = idOf('Acme Microfinance');
  acmeNorth = idOf('Acme North Branch');
  beacon = idOf('Beacon Lending');
  const [user] = await queryRows<{ id: string }>(
    ownerConnection(database),
    sql`select id from users where email = 'manager@acme.test'`,
  );
  acmeUser = user!.id;
  // Fixture customers CUST1/CUST2 (the demo data's numbers are longer), written as the system.
  await runSystem(ownerConnection(database), (tx) =>
    tx.execute(sql`insert into customers (organization_id, customer_id, first_name, last_name, phone)
      values (${acme}, 'CUST1', 'Asha', 'Patil', '+919800000001'),
             (${acme}, 'CUST2', 'Ravi', 'Kumar', '+919800000002'),
             (${acmeNorth}, 'CUST1', 'Neha', 'Shah', '+919800000003'),
             (${beacon}, 'CUST1', 'Imran', 'Khan', '+919800000004')`),
  );
});
afterAll(() => database.close());

const acmeScope = (): DataScope => ({
  userId: acmeUser,
  organizationIds: [acme],
  allOrganizations: false,
});

describe('row-level security', () => {
  it('shows a query that forgets its WHERE only the rows of the organizations in scope', async () => {
    const rows = await runScoped(ownerConnection(database), acmeScope(), (tx) =>
      queryRows<{ organization_id: string }>(
        tx,
        sql`select organization_id from customers where customer_id like 'CUST_'`,
      ),
    );
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.organization_id))).toEqual(new Set([acme]));
  });

  it('hides another organization’s row even when it is asked for by id', async () => {
    const rows = await runScoped(ownerConnection(database), acmeScope(), (tx) =>
      queryRows(tx, sql`select * from customers where organization_id = ${beacon}`),
    );
    expect(rows).toEqual([]);
  });

  it('extends the scope to descendants only when the scope includes them', async () => {
    const rows = await runScoped(
      ownerConnection(database),
      { ...acmeScope(), organizationIds: [acme, acmeNorth] },
      (tx) => queryRows(tx, sql`select id from customers where customer_id like 'CUST_'`),
    );
    expect(rows).toHaveLength(3);
  });

  it('lets the platform scope read every organization', async () => {
    const rows = await runScoped(
      ownerConnection(database),
      { userId: acmeUser, organizationIds: [], allOrganizations: true },
      (tx) => queryRows(tx, sql`select id from customers where customer_id like 'CUST_'`),
    );
    expect(rows).toHaveLength(4);
  });

  it('shows nothing to a scope with no organizations', async () => {
    const rows = await runScoped(
      ownerConnection(database),
      { userId: acmeUser, organizationIds: [], allOrganizations: false },
      (tx) => queryRows(tx, sql`select id from customers where customer_id like 'CUST_'`),
    );
    expect(rows).toEqual([]);
  });

  it('refuses to write a row into another organization', async () => {
    expect(
      await databaseErrorOf(
        runScoped(ownerConnection(database), acmeScope(), (tx) =>
          tx.execute(sql`insert into customers (organization_id, customer_id, first_name, last_name, phone)
          values (${beacon}, 'CUST9', 'Eve', 'Intruder', '+919800000009')`),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it('cannot update or delete another organization’s rows', async () => {
    const changed = await runScoped(ownerConnection(database), acmeScope(), async (tx) => {
      const updated = await queryRows(
        tx,
        sql`update customers set first_name = 'Changed' where organization_id = ${beacon} returning id`,
      );
      const deleted = await queryRows(
        tx,
        sql`delete from customers where organization_id = ${beacon} returning id`,
      );
      return updated.length + deleted.length;
    });
    expect(changed).toBe(0);
  });

  it('keeps the organizations table itself to the scope', async () => {
    const rows = await runScoped(ownerConnection(database), acmeScope(), (tx) =>
      queryRows<{ name: string }>(tx, sql`select name from organizations`),
    );
    expect(rows.map((row) => row.name)).toEqual(['Acme Microfinance']);
  });

  it('never lets a request read password hashes', async () => {
    expect(
      await databaseErrorOf(
        runScoped(ownerConnection(database), acmeScope(), (tx) =>
          tx.execute(sql`select password_hash from users`),
        ),
      ),
    ).toMatch(/permission denied/);
  });

  it('forgets the scope when the transaction ends', async () => {
    await runScoped(ownerConnection(database), acmeScope(), (tx) => tx.execute(sql`select 1`));
    const [row] = await queryRows<{ role: string; org_ids: string | null }>(
      ownerConnection(database),
      sql`select current_user as role, nullif(current_setting('app.org_ids', true), '') as org_ids`,
    );
    expect(row!.role).not.toBe('lendline_app');
    expect(row!.org_ids).toBeNull();
  });
});

describe('the database catalogue', () => {
  it('forces row-level security with a tenant policy on every table that has organization_id', async () => {
    const tables = await queryRows<{
      relname: string;
      forced: boolean;
      enabled: boolean;
      policies: number;
    }>(
      ownerConnection(database),
      sql`select c.relname, c.relforcerowsecurity as forced, c.relrowsecurity as enabled,
            (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid
          where n.nspname = 'public' and c.relkind = 'r' and a.attname = 'organization_id'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      expect({
        table: table.relname,
        forced: table.forced,
        enabled: table.enabled,
        policies: table.policies > 0,
      }).toEqual({
        table: table.relname,
        forced: true,
        enabled: true,
        policies: true,
      });
    }
  });

  it('indexes organization_id on every tenant table, as the first column of some index', async () => {
    const unindexed = await queryRows<{ relname: string }>(
      ownerConnection(database),
      sql`select c.relname
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id'
          where n.nspname = 'public' and c.relkind = 'r'
            and not exists (
              select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum
            )`,
    );
    expect(unindexed.map((row) => row.relname)).toEqual([]);
  });

  it('runs requests as a role that owns nothing', async () => {
    const owned = await queryRows<{ relname: string }>(
      ownerConnection(database),
      sql`select c.relname from pg_class c join pg_roles r on r.oid = c.relowner
          where r.rolname = 'lendline_app'`,
    );
    expect(owned).toEqual([]);
    const [role] = await queryRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      ownerConnection(database),
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'lendline_app'`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });
});

describe('the audit log', () => {
  const writeAuditRow = () =>
    runSystem(ownerConnection(database), (tx) =>
      tx.execute(sql`insert into audit_logs (organization_id, action, entity_type)
        values (${acme}, 'test_event', 'test')`),
    );

  it('refuses an update, even from the table owner', async () => {
    await writeAuditRow();
    expect(
      await databaseErrorOf(
        ownerConnection(database).execute(
          sql`update audit_logs set action = 'tampered' where action = 'test_event'`,
        ),
      ),
    ).toMatch(/append-only/);
  });

  it('refuses a delete and a truncate, even from the table owner', async () => {
    await writeAuditRow();
    expect(
      await databaseErrorOf(ownerConnection(database).execute(sql`delete from audit_logs`)),
    ).toMatch(/append-only/);
    expect(
      await databaseErrorOf(ownerConnection(database).execute(sql`truncate audit_logs`)),
    ).toMatch(/append-only/);
  });

  it('lets a request insert and read audit rows of its scope but not change them', async () => {
    await runScoped(ownerConnection(database), acmeScope(), (tx) =>
      tx.execute(
        sql`insert into audit_logs (organization_id, action, entity_type) values (${acme}, 'scoped_event', 'test')`,
      ),
    );
    expect(
      await databaseErrorOf(
        runScoped(ownerConnection(database), acmeScope(), (tx) =>
          tx.execute(sql`update audit_logs set reason = 'x'`),
        ),
      ),
    ).toMatch(/permission denied|append-only/);
    const rows = await runScoped(ownerConnection(database), acmeScope(), (tx) =>
      queryRows(tx, sql`select id from audit_logs where action = 'scoped_event'`),
    );
    expect(rows).toHaveLength(1);
  });
});
