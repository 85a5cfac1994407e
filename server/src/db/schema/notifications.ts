import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  createdAt,
  organizationId,
  timestamptz,
  tenantPrimaryKey,
  tenantRowId,
} from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** In-app notifications for one user within one organization. kind stays free text. */
export const notifications = pgTable(
  'notifications',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    read_at: timestamptz('read_at'),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('notifications', table),
    index('notifications_org_user_id_created_at_idx').on(
      table.organization_id,
      table.user_id,
      table.created_at,
    ),
    // Unread counts.
    index('notifications_user_id_unread_idx')
      .on(table.user_id)
      .where(sql`${table.read_at} is null`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
