import { ROLE_DATA_SCOPE, ROLES, permissionsOf } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import type { Database, Db } from './client.ts';
import { rolePermissions, roleScopes } from './schema/index.ts';
import { ownerConnection } from './system.ts';

/**
 * Applies committed migrations, writes the permission matrix from core and secures tenant
 * tables, one instance at a time.
 */
export const MIGRATION_LOCK_KEY = 72_001;

export function migrateDatabase(database: Database): Promise<void> {
  return database.withExclusiveLock(MIGRATION_LOCK_KEY, () => applyMigrations(database));
}

async function applyMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(ownerConnection(database) as unknown as PgliteDatabase, config);
  } else {
    await migrateNodePostgres(ownerConnection(database) as unknown as NodePgDatabase, config);
  }
  await writePermissionMatrix(ownerConnection(database));
  await ownerConnection(database).execute(sql`select apply_tenant_security()`);
}

/** One source of truth: the matrix in core is copied into SQL for has_permission and reports. */
export async function writePermissionMatrix(db: Db): Promise<void> {
  const rows = ROLES.flatMap((role) =>
    permissionsOf([role]).map((permission) => {
      const [resource, action] = permission.split(':') as [string, string];
      return { role, resource, action };
    }),
  );
  const scopes = ROLES.map((role) => ({ role, scope: ROLE_DATA_SCOPE[role] }));
  await db.transaction(async (tx) => {
    await tx.delete(rolePermissions);
    if (rows.length > 0) await tx.insert(rolePermissions).values(rows);
    await tx.delete(roleScopes);
    await tx.insert(roleScopes).values(scopes);
  });
}
