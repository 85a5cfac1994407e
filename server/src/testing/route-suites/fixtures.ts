import { ROLES, type Role } from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection } from '../../db/system.ts';

/*
 * Fixtures for the route-generated suites, written through SQL on the test database only (no
 * service or repository imports), so the suites outlive refactors of the modules they test.
 */

export const roleUserEmail = (role: Role) => `${role.replaceAll('_', '.')}.role@acme.test`;

/**
 * One active user per role (every role in ROLES, the legacy ones without a matrix row too), each
 * holding that role alone in `organizationId`. They sign in with the password of `passwordOf`.
 */
export async function createRoleUsers(
  database: Database,
  options: { organizationId: string; passwordOf: string },
): Promise<Record<Role, string>> {
  const db = ownerConnection(database);
  const [source] = await queryRows<{ password_hash: string }>(
    db,
    sql`select password_hash from users where email = ${options.passwordOf}`,
  );
  if (!source) throw new Error(`No user ${options.passwordOf} to borrow a password from`);
  const emails = {} as Record<Role, string>;
  for (const role of ROLES) {
    const email = roleUserEmail(role);
    await db.transaction(async (tx) => {
      const [user] = await queryRows<{ id: string }>(
        tx,
        sql`insert into users (email, password_hash)
            values (${email}, ${source.password_hash}) returning id`,
      );
      await tx.execute(sql`insert into user_profiles
          (user_id, first_name, last_name, organization_id, status, activated_at)
          values (${user!.id}, 'Role', ${role}, ${options.organizationId}, 'active', now())`);
      await tx.execute(sql`insert into user_roles (user_id, role, organization_id)
          values (${user!.id}, ${role}, ${options.organizationId})`);
    });
    emails[role] = email;
  }
  return emails;
}

/** Columns through which a row belongs to (or hangs under) an organization. */
const TENANT_COLUMNS = ['organization_id', 'parent_organization_id'];

/**
 * How many rows each table holds for these organizations, per tenant column of every base table
 * (found in the catalogue, so a new table is counted too): a request that honoured a foreign
 * organization id leaves a difference here even when its answer hides it.
 */
export async function countRowsOf(
  database: Database,
  organizationIds: readonly string[],
): Promise<Record<string, number>> {
  const db = ownerConnection(database);
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.column_name in (${sql.join(
            TENANT_COLUMNS.map((column) => sql`${column}`),
            sql`, `,
          )})
        order by c.table_name, c.column_name`,
  );
  const idList = sql`(${sql.join(
    organizationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const counts = sql.join(
    columns.map(
      ({ table_name, column_name }) =>
        sql`select ${`${table_name}.${column_name}`} as key, count(*)::int as count
            from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} in ${idList}`,
    ),
    sql` union all `,
  );
  const rows = await queryRows<{ key: string; count: number }>(db, counts);
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));
}

/**
 * Waits until no long export is running: an export finishes in the background, writing its
 * audit row and its notification into the organization that asked for it, which a count taken
 * meanwhile for another caller would read as that caller's write.
 */
export async function exportsFinished(database: Database, timeoutMs = 30_000): Promise<void> {
  const db = ownerConnection(database);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [running] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from report_exports where status = 'running'`,
    );
    if (running!.count === 0) return;
    if (Date.now() > deadline) throw new Error('A long export was still running after 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
