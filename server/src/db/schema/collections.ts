import { COLLECTION_PAYMENT_STATUSES, COLLECTION_RISK_PRIORITIES } from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
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
import { debtCollectors } from './collectors.ts';
import { loans } from './loans.ts';

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
    // One key for the loan and its customer: the entry's customer is the loan's, and a day's
    // generation checks each new row once, not three times (organization, loan, customer), each
    // check a lookup that locks the row it finds (bench/RESULTS.md).
    foreignKey({
      name: 'daily_collection_entries_loan_fk',
      columns: [table.organization_id, table.loan_id, table.customer_id],
      foreignColumns: [loans.organization_id, loans.id, loans.customer_id],
    }),
    foreignKey({
      name: 'daily_collection_entries_collector_fk',
      columns: [table.organization_id, table.collector_id],
      foreignColumns: [debtCollectors.organization_id, debtCollectors.id],
    }),
    index('daily_collection_entries_org_collection_date_idx').on(
      table.organization_id,
      table.collection_date,
    ),
    index('daily_collection_entries_org_collector_id_idx').on(
      table.organization_id,
      table.collector_id,
    ),
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
