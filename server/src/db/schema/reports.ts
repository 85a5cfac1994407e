import { REPORT_EXPORT_STATUSES, REPORT_SCHEDULE_FREQUENCIES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
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

/**
 * Spec part 1 §3 automated_reports, made real by issue 14: `report_type` holds the report key,
 * `schedule` the frequency (daily, weekly, monthly, in the organization's timezone);
 * `recipients` are staff e-mail addresses, `filters` the report's filters. `next_run_at` is the
 * start of the next period the report is due for: a run after a restart catches up once.
 */
export const automatedReports = pgTable(
  'automated_reports',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    report_type: text('report_type').notNull(),
    schedule: text('schedule').notNull(),
    format: text('format').notNull().default('xlsx'),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    filters: jsonb('filters').notNull().default({}),
    is_active: boolean('is_active').notNull().default(true),
    next_run_at: timestamptz('next_run_at'),
    last_run_at: timestamptz('last_run_at'),
    last_error: text('last_error'),
    /** Failed runs of the current period retried so far (decision 0079); 0 after a success. */
    failed_runs: integer('failed_runs').notNull().default(0),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('automated_reports', table),
    index('automated_reports_org_is_active_idx').on(table.organization_id, table.is_active),
    index('automated_reports_due_idx').on(table.next_run_at),
    check('automated_reports_schedule_check', inList(table.schedule, REPORT_SCHEDULE_FREQUENCIES)),
  ],
);

export type AutomatedReport = typeof automatedReports.$inferSelect;
export type NewAutomatedReport = typeof automatedReports.$inferInsert;

/**
 * A long export (issue 14 "long exports show progress and can be downloaded when ready"): the
 * file is written to the app's file storage under `storage_key`; `total_rows` is counted when it
 * starts, `rows_written` when it ends (the running count lives on the instance writing it).
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    report_key: text('report_key').notNull(),
    format: text('format').notNull(),
    filters: jsonb('filters').notNull().default({}),
    status: text('status', { enum: REPORT_EXPORT_STATUSES }).notNull().default('running'),
    total_rows: integer('total_rows').notNull().default(0),
    rows_written: integer('rows_written').notNull().default(0),
    storage_key: text('storage_key'),
    file_name: text('file_name').notNull(),
    error: text('error'),
    created_at: createdAt(),
    completed_at: timestamptz('completed_at'),
  },
  (table) => [
    tenantPrimaryKey('report_exports', table),
    index('report_exports_org_user_created_idx').on(
      table.organization_id,
      table.user_id,
      table.created_at,
    ),
    check('report_exports_status_check', inList(table.status, REPORT_EXPORT_STATUSES)),
    // The sweeper's look for exports left running (decision 0079).
    index('report_exports_running_idx')
      .on(table.created_at)
      .where(sql`${table.status} = 'running'`),
  ],
);
