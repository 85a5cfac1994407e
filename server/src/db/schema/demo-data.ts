import { DEMO_DATA_STATUSES, DEMO_DATA_STEPS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import {
  createdAt,
  organizationId,
  tenantPrimaryKey,
  tenantRowId,
  timestamptz,
} from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Demo data generations (issue 14, /demo-data, docs/decisions/0074): one row per generation the
 * platform owner starts for an organization, its progress written between the generator's steps
 * so any instance answers GET /organizations/:id/demo-data. At most one queued or running per
 * organization (the partial unique index). `seed` chooses the rows and their ids'
 * prefix (random: two runs for one organization must not share one).
 */
export const demoDataRuns = pgTable(
  'demo_data_runs',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    requested_by: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    customers: integer('customers').notNull(),
    months: integer('months').notNull(),
    seed: integer('seed').notNull(),
    status: text('status', { enum: DEMO_DATA_STATUSES }).notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    step: text('step', { enum: DEMO_DATA_STEPS }),
    counts: jsonb('counts'),
    error: text('error'),
    created_at: createdAt(),
    started_at: timestamptz('started_at'),
    finished_at: timestamptz('finished_at'),
  },
  (table) => [
    tenantPrimaryKey('demo_data_runs', table),
    index('demo_data_runs_org_created_idx').on(table.organization_id, table.created_at),
    uniqueIndex('demo_data_runs_one_active_idx')
      .on(table.organization_id)
      .where(sql`${table.status} in ('queued', 'running')`),
    check('demo_data_runs_status_check', inList(table.status, DEMO_DATA_STATUSES)),
    check('demo_data_runs_percent_check', sql`${table.percent} between 0 and 100`),
  ],
);
