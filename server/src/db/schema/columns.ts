import { sql } from 'drizzle-orm';
import { numeric, primaryKey, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column helpers: every table uses the same shapes for ids, tenancy, time and money. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/**
 * A tenant table's row id. Its primary key is (organization_id, id), set by tenantPrimaryKey:
 * Citus distributes tenant tables on organization_id and refuses a key without it
 * (docs/scaling.md). gen_random_uuid keeps id unique on its own in practice.
 */
export const tenantRowId = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);

export const tenantPrimaryKey = (
  tableName: string,
  table: { organization_id: AnyPgColumn; id: AnyPgColumn },
) => primaryKey({ name: `${tableName}_pkey`, columns: [table.organization_id, table.id] });

/** Every tenant table carries organization_id; row-level security filters on it. */
export const organizationId = () => uuid('organization_id').notNull();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Money is numeric(14,2), read back as a string and never summed in floating point. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
