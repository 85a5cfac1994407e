import { sql } from 'drizzle-orm';
import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column helpers: every table uses the same shapes for ids, tenancy, time and money. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** Every tenant table carries organization_id; row-level security filters on it. */
export const organizationId = () => uuid('organization_id').notNull();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Money is numeric(14,2), read back as a string and never summed in floating point. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
