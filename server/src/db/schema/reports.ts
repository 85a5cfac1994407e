import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId, updatedAt, tenantPrimaryKey, tenantRowId } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Spec part 1 §3 automated_reports (only id, organization_id and is_active are read there).
 * report_type and schedule stay free text until an issue defines them.
 */
export const automatedReports = pgTable(
  'automated_reports',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    report_type: text('report_type').notNull(),
    schedule: text('schedule').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('automated_reports', table),
    index('automated_reports_org_is_active_idx').on(table.organization_id, table.is_active),
  ],
);

export type AutomatedReport = typeof automatedReports.$inferSelect;
export type NewAutomatedReport = typeof automatedReports.$inferInsert;
