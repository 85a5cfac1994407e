import { PORTFOLIO_BUCKETS } from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import { createdAt, money, organizationId } from './columns.ts';
import { organizations } from './organizations.ts';

/*
 * The daily portfolio snapshot (issue 14, docs/portfolio-metrics.md): per organization (a branch
 * is an organization of the tree) and calendar day, the portfolio at the end of that day in the
 * organization's timezone, written by the start-of-day job the next morning (and by the
 * backfill for past days). Analytics read these small tables instead of a million loans.
 */

/** The day's totals: the portfolio at its end, and the money that moved during it. */
export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    snapshot_date: date('snapshot_date').notNull(),
    active_loans: integer('active_loans').notNull(),
    overdue_loans: integer('overdue_loans').notNull(),
    // Sum of remaining amounts of active and overdue loans.
    gross_outstanding: money('gross_outstanding').notNull(),
    // The whole balance of loans more than 1, 7 and 30 days overdue (PAR1 cannot be read from
    // the buckets: 1–7 holds loans exactly 1 day overdue).
    par1_balance: money('par1_balance').notNull(),
    par7_balance: money('par7_balance').notNull(),
    par30_balance: money('par30_balance').notNull(),
    disbursed_loans: integer('disbursed_loans').notNull(),
    disbursed_principal: money('disbursed_principal').notNull(),
    // Instalments falling due that day, and what was received (reversed payments left out):
    // on time (towards the day's and later instalments) and late (towards earlier arrears).
    due_amount: money('due_amount').notNull(),
    collected_on_time: money('collected_on_time').notNull(),
    collected_late: money('collected_late').notNull(),
    payments: integer('payments').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({
      name: 'portfolio_snapshots_pkey',
      columns: [table.organization_id, table.snapshot_date],
    }),
  ],
);

/** Loans and balance in each aging bucket at the end of the day (every bucket, zeros too). */
export const portfolioSnapshotBuckets = pgTable(
  'portfolio_snapshot_buckets',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    snapshot_date: date('snapshot_date').notNull(),
    bucket: text('bucket', { enum: PORTFOLIO_BUCKETS }).notNull(),
    loans: integer('loans').notNull(),
    balance: money('balance').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'portfolio_snapshot_buckets_pkey',
      columns: [table.organization_id, table.snapshot_date, table.bucket],
    }),
    check('portfolio_snapshot_buckets_bucket_check', inList(table.bucket, PORTFOLIO_BUCKETS)),
  ],
);

/**
 * Loans outstanding at the end of both the previous day and this one, by the bucket they were
 * in then and are in now, with the balance they carry now (the roll-rate matrix's cells).
 */
export const portfolioSnapshotTransitions = pgTable(
  'portfolio_snapshot_transitions',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    snapshot_date: date('snapshot_date').notNull(),
    from_bucket: text('from_bucket', { enum: PORTFOLIO_BUCKETS }).notNull(),
    to_bucket: text('to_bucket', { enum: PORTFOLIO_BUCKETS }).notNull(),
    loans: integer('loans').notNull(),
    balance: money('balance').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'portfolio_snapshot_transitions_pkey',
      columns: [table.organization_id, table.snapshot_date, table.from_bucket, table.to_bucket],
    }),
    check(
      'portfolio_snapshot_transitions_from_bucket_check',
      inList(table.from_bucket, PORTFOLIO_BUCKETS),
    ),
    check(
      'portfolio_snapshot_transitions_to_bucket_check',
      inList(table.to_bucket, PORTFOLIO_BUCKETS),
    ),
  ],
);

/**
 * The overdue map as of the start of a day (decision 0086): per organization and its day, each
 * customer with a stored location (residential, else business) and loans overdue that morning,
 * written by the start-of-day job in one statement; GET /analytics/overdue-map reads the day's
 * largest balances by the index. Rows older than a week are deleted by the same job.
 */
export const overdueMapPoints = pgTable(
  'overdue_map_points',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    map_date: date('map_date').notNull(),
    customer_id: uuid('customer_id').notNull(),
    // Floats (migration 0051): the map's areas group 140,000 points by their grid cell on each
    // request, which numeric arithmetic made 4 times slower. The customers' own numeric(9,6)
    // values come back exactly when rounded to 6 decimals.
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    overdue_loans: integer('overdue_loans').notNull(),
    overdue_balance: money('overdue_balance').notNull(),
    max_days_overdue: integer('max_days_overdue').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'overdue_map_points_pkey',
      columns: [table.organization_id, table.map_date, table.customer_id],
    }),
    // An area of one customer is named by its point's place (decision 0090).
    index('overdue_map_points_place_idx').on(
      table.organization_id,
      table.map_date,
      table.latitude,
      table.longitude,
    ),
    index('overdue_map_points_balance_idx').on(
      table.organization_id,
      table.map_date,
      sql`${table.overdue_balance} desc`,
      table.customer_id,
    ),
  ],
);

/**
 * The overdue map's points summed by the cells of each far zoom level's grid (decision 0092):
 * per organization, day, zoom 0–OVERDUE_MAP_CELL_ZOOMS and cell (latitude + 90 and longitude +
 * 180 over mapCellDegrees, rounded down), written with the points by the start-of-day job, so a
 * world or country view reads a few thousand cells instead of every point.
 */
export const overdueMapCells = pgTable(
  'overdue_map_cells',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    map_date: date('map_date').notNull(),
    zoom: smallint('zoom').notNull(),
    cell_y: integer('cell_y').notNull(),
    cell_x: integer('cell_x').notNull(),
    customers: integer('customers').notNull(),
    overdue_loans: integer('overdue_loans').notNull(),
    overdue_balance: money('overdue_balance').notNull(),
    max_days_overdue: integer('max_days_overdue').notNull(),
    // Sums, not means: the cells of several organizations add up to one area.
    latitude_sum: doublePrecision('latitude_sum').notNull(),
    longitude_sum: doublePrecision('longitude_sum').notNull(),
    west: doublePrecision('west').notNull(),
    south: doublePrecision('south').notNull(),
    east: doublePrecision('east').notNull(),
    north: doublePrecision('north').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'overdue_map_cells_pkey',
      columns: [table.organization_id, table.map_date, table.zoom, table.cell_y, table.cell_x],
    }),
  ],
);
