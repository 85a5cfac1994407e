import {
  JOURNAL_ACCOUNTS,
  JOURNAL_ENTRY_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import {
  createdAt,
  money,
  organizationId,
  timestamptz,
  tenantPrimaryKey,
  tenantRowId,
} from './columns.ts';
import { debtCollectors } from './collectors.ts';
import { customers } from './customers.ts';
import { loans } from './loans.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Spec part 2 §3 "Loan payment". A payment is never edited or deleted once completed: a
 * correction sets the reversal fields and posts a reversing journal entry.
 */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: tenantRowId(),
    // Its organization is held by loan_payments_loan_fk (organization_id, loan_id): a key to
    // organizations as well locked the organization's row for every payment (migration 0028).
    organization_id: organizationId(),
    loan_id: uuid('loan_id').notNull(),
    customer_id: uuid('customer_id').notNull(),
    amount: money('amount').notNull(),
    payment_method: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('cash'),
    // Only a completed payment has a journal entry; the service sets completed explicitly.
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    // The organization's calendar day (its timezone), and the instant in UTC.
    payment_date: date('payment_date').notNull(),
    payment_time: timestamptz('payment_time').notNull().defaultNow(),
    reference: text('reference'),
    notes: text('notes'),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    // The collector whose cash it is (issue 11 "Cash in hand"): the collection entry's, or the
    // recording user's own when they work as a collector; none for payments taken at the branch.
    collector_id: uuid('collector_id'),
    created_at: createdAt(),
    reversed_at: timestamptz('reversed_at'),
    reversed_by: uuid('reversed_by').references(() => users.id),
    reversal_reason: text('reversal_reason'),
    // The receipt (issue 15): R- and a sequence number drawn at insert, or the receipt book's
    // number an agent gave offline (field app). Null only on payments recorded before 0053.
    receipt_number: text('receipt_number').default(sql`('R-' || nextval('payment_receipt_seq'))`),
    // A collection taken on a phone: when, by the phone's clock, and that clock's offset from the
    // server's when it synced (server − phone, seconds); payment_time is the corrected instant.
    device_time: timestamptz('device_time'),
    device_clock_offset_seconds: integer('device_clock_offset_seconds'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    tenantPrimaryKey('loan_payments', table),
    // Unique per organization (with organization_id, as Citus needs); the number first, so a
    // search for a receipt across a platform owner's organizations finds it by the index too.
    uniqueIndex('loan_payments_receipt_number_org_key').on(
      table.receipt_number,
      table.organization_id,
    ),
    foreignKey({
      name: 'loan_payments_loan_fk',
      columns: [table.organization_id, table.loan_id],
      foreignColumns: [loans.organization_id, loans.id],
    }),
    foreignKey({
      name: 'loan_payments_customer_fk',
      columns: [table.organization_id, table.customer_id],
      foreignColumns: [customers.organization_id, customers.id],
    }),
    foreignKey({
      name: 'loan_payments_collector_fk',
      columns: [table.organization_id, table.collector_id],
      foreignColumns: [debtCollectors.organization_id, debtCollectors.id],
    }),
    index('loan_payments_org_collector_date_idx')
      .on(table.organization_id, table.collector_id, table.payment_date)
      .where(sql`${table.collector_id} is not null`),
    // With the id: the history's order (a day's payments share a date, a bulk entry's a time)
    // comes whole from the index, never from sorting a day of payments.
    index('loan_payments_org_payment_date_idx').on(
      table.organization_id,
      table.payment_date,
      table.id,
    ),
    index('loan_payments_org_created_at_idx').on(table.organization_id, table.created_at, table.id),
    index('loan_payments_org_loan_id_idx').on(table.organization_id, table.loan_id, table.status),
    index('loan_payments_org_customer_id_idx').on(table.organization_id, table.customer_id),
    check('loan_payments_status_check', inList(table.status, PAYMENT_STATUSES)),
    check('loan_payments_payment_method_check', inList(table.payment_method, PAYMENT_METHODS)),
    check('loan_payments_amount_check', sql`${table.amount} > 0`),
    check(
      'loan_payments_reversal_check',
      sql`(${table.reversed_at} is null) = (${table.reversed_by} is null)
        and (${table.reversed_at} is null or ${table.status} = 'completed')`,
    ),
  ],
);

/**
 * How many payments each organization has by status and method, kept by statement triggers on
 * loan_payments (migration 0019), so the payments history counts its pages without reading the
 * payments. Each connection adds to its own slot (migration 0019): concurrent payments in one
 * organization add to different rows instead of queueing on one until commit; only the sum over
 * the slots is a count.
 */
export const paymentCounts = pgTable(
  'payment_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    slot: smallint('slot').notNull(),
    status: text('status').notNull(),
    payment_method: text('payment_method').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'payment_counts_pkey',
      columns: [table.organization_id, table.slot, table.status, table.payment_method],
    }),
  ],
);

/**
 * The completed payments not reversed and their amount by organization, day, method and slot,
 * kept by statement triggers on loan_payments (migration 0056), so the /payments cards (today's
 * collection, total collection) and the payment analytics' trends and methods read a few rows a
 * day instead of every payment. Slots as in
 * payment_counts: only the sum over the slots means anything.
 */
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    payment_date: date('payment_date').notNull(),
    payment_method: text('payment_method').notNull(),
    slot: smallint('slot').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'payment_day_totals_pkey',
      columns: [table.organization_id, table.payment_date, table.payment_method, table.slot],
    }),
  ],
);

/**
 * The completed payments not reversed and their amount by organization, day and the collector
 * of their loan (the nil id for none), kept by statement triggers on loan_payments and, when a
 * loan changes collector, on loans (migration 0058): the expected collections' "collected"
 * without reading the payments. By connection `slot`, as payment_day_totals.
 */
export const collectorDayPayments = pgTable(
  'collector_day_payments',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    payment_date: date('payment_date').notNull(),
    collector_id: uuid('collector_id').notNull(),
    slot: smallint('slot').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'collector_day_payments_pkey',
      columns: [table.organization_id, table.payment_date, table.collector_id, table.slot],
    }),
  ],
);

/**
 * Each customer's completed payments not reversed by month (migration 0056, kept with
 * payment_day_totals): the payment analytics' active customers and segments over whole months
 * without reading the payments. `high_value_payments` counts those above
 * HIGH_VALUE_PAYMENT_OVER (the SQL function high_value_payment_over()).
 */
export const customerMonthPayments = pgTable(
  'customer_month_payments',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    month: date('month').notNull(),
    customer_id: uuid('customer_id').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    high_value_payments: bigint('high_value_payments', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'customer_month_payments_pkey',
      columns: [table.organization_id, table.month, table.customer_id],
    }),
  ],
);

/**
 * The money journal (DESIGN.md "Data"): every disbursement, payment and reversal is one
 * immutable, balanced entry. Debits equal credits per entry; a deferred constraint trigger
 * (written in SQL in the migrations) checks it at commit, and another refuses updates and
 * deletes. A loan's remaining_amount equals the loan_receivable balance of its entries.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    loan_id: uuid('loan_id').notNull(),
    entry_type: text('entry_type', { enum: JOURNAL_ENTRY_TYPES }).notNull(),
    reverses_entry_id: uuid('reverses_entry_id'),
    payment_id: uuid('payment_id'),
    occurred_at: timestamptz('occurred_at').notNull().defaultNow(),
    memo: text('memo'),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('journal_entries', table),
    foreignKey({
      name: 'journal_entries_loan_fk',
      columns: [table.organization_id, table.loan_id],
      foreignColumns: [loans.organization_id, loans.id],
    }),
    foreignKey({
      name: 'journal_entries_payment_fk',
      columns: [table.organization_id, table.payment_id],
      foreignColumns: [loanPayments.organization_id, loanPayments.id],
    }),
    foreignKey({
      name: 'journal_entries_reverses_entry_fk',
      columns: [table.organization_id, table.reverses_entry_id],
      foreignColumns: [table.organization_id, table.id],
    }),
    // An entry is reversed at most once.
    uniqueIndex('journal_entries_org_reverses_entry_id_idx')
      .on(table.organization_id, table.reverses_entry_id)
      .where(sql`${table.reverses_entry_id} is not null`),
    index('journal_entries_org_loan_id_idx').on(
      table.organization_id,
      table.loan_id,
      table.occurred_at,
    ),
    index('journal_entries_payment_id_idx')
      .on(table.payment_id)
      .where(sql`${table.payment_id} is not null`),
    check('journal_entries_entry_type_check', inList(table.entry_type, JOURNAL_ENTRY_TYPES)),
    check(
      'journal_entries_links_check',
      sql`(${table.entry_type} = 'reversal') = (${table.reverses_entry_id} is not null)
        and (${table.entry_type} <> 'payment' or ${table.payment_id} is not null)`,
    ),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: tenantRowId(),
    // Held by journal_lines_entry_fk (organization_id, entry_id), as a payment's is by its loan.
    organization_id: organizationId(),
    entry_id: uuid('entry_id').notNull(),
    account: text('account', { enum: JOURNAL_ACCOUNTS }).notNull(),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
  },
  (table) => [
    tenantPrimaryKey('journal_lines', table),
    foreignKey({
      name: 'journal_lines_entry_fk',
      columns: [table.organization_id, table.entry_id],
      foreignColumns: [journalEntries.organization_id, journalEntries.id],
    }),
    index('journal_lines_org_entry_id_idx').on(table.organization_id, table.entry_id),
    check('journal_lines_account_check', inList(table.account, JOURNAL_ACCOUNTS)),
    check(
      'journal_lines_one_side_check',
      sql`(${table.debit} > 0 and ${table.credit} = 0) or (${table.credit} > 0 and ${table.debit} = 0)`,
    ),
  ],
);

/**
 * Idempotency-Key replay store (DESIGN.md "API conventions"), one key space per user: the same
 * key and request hash replays the stored response; another hash is refused (422). A key is
 * claimed in its own short transaction before the work starts, so a second request with it
 * while the first runs finds the response still empty (409); the response is written in the
 * work's own transaction, and the claim is dropped when the work fails.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    response_status: integer('response_status'),
    response_body: jsonb('response_body'),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.user_id, table.key] }),
    // Expired keys are purged by age.
    index('idempotency_keys_created_at_idx').on(table.created_at),
  ],
);

export type LoanPayment = typeof loanPayments.$inferSelect;
export type NewLoanPayment = typeof loanPayments.$inferInsert;
export type JournalEntry = typeof journalEntries.$inferSelect;
export type NewJournalEntry = typeof journalEntries.$inferInsert;
export type JournalLine = typeof journalLines.$inferSelect;
export type NewJournalLine = typeof journalLines.$inferInsert;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
export type NewIdempotencyKey = typeof idempotencyKeys.$inferInsert;
