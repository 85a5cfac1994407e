import { sql } from 'drizzle-orm';
import { boolean, check, index, text, uuid, type AnyPgColumn, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';

/** Tenants. An organization may have a parent; its scope includes its descendants. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    organization_type: text('organization_type').notNull(),
    parent_organization_id: uuid('parent_organization_id').references(
      (): AnyPgColumn => organizations.id,
      { onDelete: 'restrict' },
    ),
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    currency: text('currency').notNull().default('INR'),
    default_phone_country: text('default_phone_country').notNull().default('US'),
    is_active: boolean('is_active').notNull().default(true),
    is_blocked: boolean('is_blocked').notNull().default(false),
    blocked_reason: text('blocked_reason'),
    blocked_at: timestamptz('blocked_at'),
    blocked_by: uuid('blocked_by'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('organizations_parent_idx').on(table.parent_organization_id),
    check('organizations_name_not_blank', sql`btrim(${table.name}) <> ''`),
    check('organizations_type_not_blank', sql`btrim(${table.organization_type}) <> ''`),
    check('organizations_not_own_parent', sql`${table.parent_organization_id} <> ${table.id}`),
  ],
);
export type Organization = typeof organizations.$inferSelect;
