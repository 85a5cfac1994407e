import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  createdAt,
  organizationId,
  timestamptz,
  updatedAt,
  tenantPrimaryKey,
  tenantRowId,
} from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Spec part 1 §3 debt_collectors; block and unblock rules in §4 "Collector". */
export const debtCollectors = pgTable(
  'debt_collectors',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    territory: text('territory'),
    // The user who works as this collector, when they sign in (issue 11: 'Mine' on Due Today).
    user_id: uuid('user_id').references(() => users.id),
    is_active: boolean('is_active').notNull().default(true),
    is_blocked: boolean('is_blocked').notNull().default(false),
    // Set when the block came from the organization's cascade: such a collector cannot be
    // unblocked on its own (spec part 1 §5).
    blocked_due_to_org: boolean('blocked_due_to_org').notNull().default(false),
    blocked_reason: text('blocked_reason'),
    blocked_at: timestamptz('blocked_at'),
    blocked_by: uuid('blocked_by').references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    // Also serves as the organization_id index; child tables reference (organization_id, id)
    // so a row can never point at another tenant's collector.
    tenantPrimaryKey('debt_collectors', table),
    index('debt_collectors_org_name_idx').on(table.organization_id, table.name),
    uniqueIndex('debt_collectors_org_user_id_key')
      .on(table.organization_id, table.user_id)
      .where(sql`${table.user_id} is not null`),
    check(
      'debt_collectors_blocked_check',
      sql`not ${table.is_blocked} or (not ${table.is_active} and ${table.blocked_at} is not null)`,
    ),
    check(
      'debt_collectors_blocked_due_to_org_check',
      sql`${table.is_blocked} or not ${table.blocked_due_to_org}`,
    ),
  ],
);

export type DebtCollector = typeof debtCollectors.$inferSelect;
export type NewDebtCollector = typeof debtCollectors.$inferInsert;
