import { COLLECTION_PAYMENT_STATUSES, COLLECTION_RISK_PRIORITIES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import {
  createdAt,
  money,
  organizationId,
  updatedAt,
  tenantPrimaryKey,
  tenantRowId,
} from './columns.ts';
import { organizations } from './organizations.ts';

/**
 * An entry's priority as a rank (high 0, medium 1, low 2): the list's own order begins with it,
 * and its indexes hold it (the statements say it exactly so, to use them).
 */
export const ENTRY_PRIORITY_RANK = sql`(case risk_priority when 'high' then 0 when 'medium' then 1 else 2 end)`;

/** An entry's amount still due, negated: the open-alert index's order (largest first). */
export const OPEN_ALERT_AMOUNT_ORDER = sql`(collected_amount - due_amount)`;

/**
 * Spec part 2 §3 daily_collection_entries: one row per loan per collection day, produced by
 * the daily generator and settled by "mark payment collected".
 */
export const dailyCollectionEntries = pgTable(
  'daily_collection_entries',
  {
    id: tenantRowId(),
    // No key to organizations of its own: the loan's (below) already names the organization.
    organization_id: organizationId(),
    loan_id: uuid('loan_id').notNull(),
    customer_id: uuid('customer_id').notNull(),
    collector_id: uuid('collector_id'),
    due_amount: money('due_amount').notNull(),
    collected_amount: money('collected_amount').notNull().default('0'),
    outstanding_amount: money('outstanding_amount').notNull(),
    payment_status: text('payment_status', { enum: COLLECTION_PAYMENT_STATUSES })
      .notNull()
      .default('pending'),
    collection_date: date('collection_date').notNull(),
    risk_priority: text('risk_priority', { enum: COLLECTION_RISK_PRIORITIES })
      .notNull()
      .default('medium'),
    days_overdue: integer('days_overdue').notNull().default(0),
    accumulated_overdue: money('accumulated_overdue').notNull().default('0'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('daily_collection_entries', table),
    unique('daily_collection_entries_org_loan_id_collection_date_key').on(
      table.organization_id,
      table.loan_id,
      table.collection_date,
    ),
    // The entry's loan (with its customer: the entry's customer is the loan's) and its
    // collector are checked by statement triggers (migration 0027), not foreign keys: a key
    // checks and locks the row it names for every entry, which was half of a million-entry day's
    // generation (bench/RESULTS.md); the triggers check a statement's rows in one join.
    // A day's entries of one stored status in the list's own order (priority, most days overdue,
    // id): a tab's first page reads its first rows, one range for each status the tab shows.
    index('daily_collection_entries_org_day_status_order_idx').on(
      table.organization_id,
      table.collection_date,
      table.payment_status,
      ENTRY_PRIORITY_RANK,
      table.days_overdue.desc().nullsFirst(),
      table.id,
    ),
    // The same for one collector's entries ('Mine'; the collector's key).
    index('daily_collection_entries_org_collector_day_order_idx').on(
      table.organization_id,
      table.collector_id,
      table.collection_date,
      table.payment_status,
      ENTRY_PRIORITY_RANK,
      table.days_overdue.desc().nullsFirst(),
      table.id,
    ),
    // A day's entries not completed in the alerts' own order (most days overdue, largest
    // amount still due, the loan): the first alerts of a kind read the first rows (migration
    // 0046). The amount ascends as collected − due, i.e. descends as due − collected.
    index('daily_collection_entries_org_day_open_alert_idx')
      .on(
        table.organization_id,
        table.collection_date,
        table.days_overdue.desc().nullsFirst(),
        OPEN_ALERT_AMOUNT_ORDER,
        table.loan_id,
      )
      .where(sql`${table.collected_amount} < ${table.due_amount}`),
    check(
      'daily_collection_entries_payment_status_check',
      inList(table.payment_status, COLLECTION_PAYMENT_STATUSES),
    ),
    check(
      'daily_collection_entries_risk_priority_check',
      inList(table.risk_priority, COLLECTION_RISK_PRIORITIES),
    ),
    // The update dialog caps an amount at outstanding minus collected (spec part 2 §5).
    check(
      'daily_collection_entries_amounts_check',
      sql`${table.due_amount} >= 0
        and ${table.collected_amount} >= 0
        and ${table.outstanding_amount} >= 0
        and ${table.accumulated_overdue} >= 0
        and ${table.collected_amount} <= ${table.outstanding_amount}
        and ${table.days_overdue} >= 0`,
    ),
  ],
);

export type DailyCollectionEntry = typeof dailyCollectionEntries.$inferSelect;
export type NewDailyCollectionEntry = typeof dailyCollectionEntries.$inferInsert;

/**
 * Each organization's collection entries of a day by stored status, kept by statement triggers
 * on daily_collection_entries (migration 0027), so the sidebar's Due Today badge, the cards and
 * the tabs' totals read a handful of rows at any size: how many entries, what is still to collect
 * on them (due − collected, at least 0), how many have collections and how much. Each connection
 * adds to its own slot, as payment_counts does: payments posted at the same time add to
 * different rows; only the sum over the slots is a figure.
 */
export const collectionDayCounts = pgTable(
  'collection_day_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    collection_date: date('collection_date').notNull(),
    slot: smallint('slot').notNull(),
    payment_status: text('payment_status').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
    to_collect: money('to_collect').notNull(),
    collected_entries: bigint('collected_entries', { mode: 'number' }).notNull(),
    collected_amount: money('collected_amount').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'collection_day_counts_pkey',
      columns: [table.organization_id, table.collection_date, table.slot, table.payment_status],
    }),
  ],
);

/**
 * How many customers each organization's entries of a day are for (a customer with two loans
 * due counts once): counted again by the same triggers whenever a statement adds or removes a
 * day's entries (the generation), which payments never do.
 */
export const collectionDayCustomers = pgTable(
  'collection_day_customers',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    collection_date: date('collection_date').notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'collection_day_customers_pkey',
      columns: [table.organization_id, table.collection_date],
    }),
  ],
);

/**
 * Each collector's entries of a day by stored status (the dashboard's route, the Due Today
 * list's 'Mine only' totals), kept by statement triggers on daily_collection_entries (migration
 * 0046) with the same figures as collection_day_counts and the entries' due amount: how
 * many entries, what is still to collect on them (due − collected, at least 0), how many have
 * collections and how much. An entry with no collector is in no row. Slots as
 * collection_day_counts: only the sum over the slots is a figure.
 */
export const collectorDayCounts = pgTable(
  'collector_day_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    collection_date: date('collection_date').notNull(),
    collector_id: uuid('collector_id').notNull(),
    slot: smallint('slot').notNull(),
    payment_status: text('payment_status').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
    to_collect: money('to_collect').notNull(),
    collected_entries: bigint('collected_entries', { mode: 'number' }).notNull(),
    collected_amount: money('collected_amount').notNull(),
    due_amount: money('due_amount').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'collector_day_counts_pkey',
      columns: [
        table.organization_id,
        table.collection_date,
        table.collector_id,
        table.slot,
        table.payment_status,
      ],
    }),
  ],
);

/**
 * A day's entries not completed that are an alert (GET /collections/alerts), by kind: an
 * overdue loan's entry ('overdue_due_today'), a high-priority entry on a loan not overdue
 * ('high_risk_collection'). Kept by statement triggers on daily_collection_entries and on loans
 * (a loan moving into or out of 'overdue' moves its entries), migration 0046. Slots as
 * collection_day_counts: only the sum over the slots is a figure.
 */
export const collectionAlertCounts = pgTable(
  'collection_alert_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    collection_date: date('collection_date').notNull(),
    alert_type: text('alert_type').notNull(),
    slot: smallint('slot').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'collection_alert_counts_pkey',
      columns: [table.organization_id, table.collection_date, table.alert_type, table.slot],
    }),
  ],
);
