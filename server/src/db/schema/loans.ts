import {
  APPLICANT_SCORE_SOURCES,
  ENHANCED_RISK_BANDS,
  DISBURSEMENT_METHODS,
  LOAN_PURPOSES,
  LOAN_STATUSES,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
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
  timestamptz,
  updatedAt,
  tenantPrimaryKey,
  tenantRowId,
} from './columns.ts';
import { debtCollectors } from './collectors.ts';
import { customers } from './customers.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Spec part 2 §3 "Loan" and "Loan application form"; the math and the status flow are in
 * DESIGN.md "Domain rules". remaining_amount is a cached balance: it must always equal what
 * the journal (payments.ts) recomputes.
 */
export const loans = pgTable(
  'loans',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    loan_number: text('loan_number').notNull(),
    customer_id: uuid('customer_id').notNull(),
    // The collector who collects it (issue 11); none: the day's entries share the loans out.
    collector_id: uuid('collector_id'),
    principal_amount: money('principal_amount').notNull(),
    upfront_interest_percent: numeric('upfront_interest_percent', {
      precision: 5,
      scale: 2,
    }).notNull(),
    upfront_interest_amount: money('upfront_interest_amount').notNull(),
    disbursed_amount: money('disbursed_amount').notNull(),
    remaining_amount: money('remaining_amount').notNull(),
    // Percent per day, e.g. 0.200 (spec part 2 §9 default); stored and shown, not charged.
    daily_interest_rate: numeric('daily_interest_rate', { precision: 6, scale: 3 }).notNull(),
    max_repayment_days: integer('max_repayment_days').notNull(),
    daily_repayment_amount: money('daily_repayment_amount').notNull(),
    // The loan math's other figures (core loan-math calculateLoan), fixed at application.
    total_interest: money('total_interest').notNull(),
    total_repayable: money('total_repayable').notNull(),
    instalment_count: integer('instalment_count').notNull(),
    last_instalment_amount: money('last_instalment_amount').notNull(),
    // Set at disbursement. Instalment k (1-based) falls on the organization's collection day
    // numbered first_instalment_seq + k - 1 (collection_calendar), so a holiday added later
    // moves every instalment not yet due by one collection day.
    first_instalment_seq: integer('first_instalment_seq'),
    disbursement_date: date('disbursement_date'),
    disbursement_method: text('disbursement_method', { enum: DISBURSEMENT_METHODS }),
    disbursement_reference: text('disbursement_reference'),
    // The date of the oldest instalment not fully paid (null when none is left): days overdue
    // are today minus it while it is before today. Kept by every payment, reversal and
    // calendar change, so lists sort by days overdue through an index.
    next_due_date: date('next_due_date'),
    // The day of the loan's latest completed payments and what those dated that day add up to,
    // less any reversed (migration 0059, kept by the balance statement of every payment and
    // reversal): today's expected collections take a loan's payments of the day back through
    // them (expected_collection_starts).
    last_paid_on: date('last_paid_on'),
    paid_on_last_day: money('paid_on_last_day').notNull().default('0'),
    // The most days overdue the loan had reached when its oldest unpaid instalment last moved
    // (a payment, a reversal, a calendar change): with today's days overdue, the most it ever
    // reached — the back-test's "ever more than 7 / 30 days overdue" (docs/decisions/0064).
    max_days_overdue: integer('max_days_overdue').notNull().default(0),
    // The first day the loan was more than 30 days overdue (null: never yet): the vintage curves'
    // "ever 30+ days late by month on book" (docs/decisions/0072), set by the start-of-day job.
    first_late_30_on: date('first_late_30_on'),
    // The customer's latest score when the loan was applied for, kept as it was (issue 12;
    // risk-profiles/latest-customer-score.ts): null when the customer had none.
    applicant_risk_score: integer('applicant_risk_score'),
    // The band of the rules that made the score (a prospect's 71/41 category, an enhanced
    // profile's 80/60/40 band): the band the customer was shown with.
    applicant_risk_band: text('applicant_risk_band', { enum: ENHANCED_RISK_BANDS }),
    applicant_risk_rule_version: integer('applicant_risk_rule_version'),
    applicant_recommended_amount: money('applicant_recommended_amount'),
    applicant_risk_source: text('applicant_risk_source', { enum: APPLICANT_SCORE_SOURCES }),
    purpose: text('purpose', { enum: LOAN_PURPOSES }),
    notes: text('notes'),
    status: text('status', { enum: LOAN_STATUSES }).notNull().default('pending'),
    // Set at disbursement: disbursement date + max_repayment_days.
    due_date: date('due_date'),
    approved_at: timestamptz('approved_at'),
    approved_by: uuid('approved_by').references(() => users.id),
    disbursed_at: timestamptz('disbursed_at'),
    disbursed_by: uuid('disbursed_by').references(() => users.id),
    rejected_at: timestamptz('rejected_at'),
    rejected_by: uuid('rejected_by').references(() => users.id),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('loans', table),
    unique('loans_org_loan_number_key').on(table.organization_id, table.loan_number),
    // What a collection entry's one foreign key names: the loan and its customer together.
    unique('loans_org_id_customer_key').on(table.organization_id, table.id, table.customer_id),
    foreignKey({
      name: 'loans_customer_fk',
      columns: [table.organization_id, table.customer_id],
      foreignColumns: [customers.organization_id, customers.id],
    }),
    foreignKey({
      name: 'loans_collector_fk',
      columns: [table.organization_id, table.collector_id],
      foreignColumns: [debtCollectors.organization_id, debtCollectors.id],
    }),
    index('loans_org_collector_id_idx')
      .on(table.organization_id, table.collector_id)
      .where(sql`${table.collector_id} is not null`),
    index('loans_org_status_due_date_idx').on(table.organization_id, table.status, table.due_date),
    index('loans_org_customer_id_idx').on(table.organization_id, table.customer_id),
    // With the id, which breaks the list's ties: its order comes whole from the index.
    index('loans_org_created_at_idx').on(table.organization_id, table.created_at, table.id),
    index('loans_org_status_created_at_idx').on(
      table.organization_id,
      table.status,
      table.created_at,
      table.id,
    ),
    // The loan screens' and the payments history's search by part of a loan number.
    index('loans_loan_number_trgm_idx').using('gin', table.loan_number.op('gin_trgm_ops')),
    // Issue 14: a loan officer's pipeline and portfolio on the dashboard (their loans by status).
    index('loans_org_created_by_status_idx').on(
      table.organization_id,
      table.created_by,
      table.status,
    ),
    // Issue 14: the dashboard's loans disbursed this month, and the list filtered by those days.
    index('loans_org_disbursement_date_idx')
      .on(table.organization_id, table.disbursement_date)
      .where(sql`${table.disbursement_date} is not null`),
    // The start-of-day job's search for loans once 30+ days late and not yet marked (0072).
    index('loans_org_unmarked_late_30_idx')
      .on(table.organization_id)
      .where(sql`${table.first_late_30_on} is null and ${table.max_days_overdue} > 30`),
    // Also INCLUDE (status, remaining_amount) in SQL (migration 0037): the live portfolio's sum.
    // Issue 14: the PAR lists (more than X days overdue), newest first, from the open loans
    // alone; the index carries next_due_date (INCLUDE, migration 0042, which Drizzle cannot
    // say), so the page's condition is read without the table.
    index('loans_org_open_created_at_idx')
      .on(table.organization_id, table.created_at, table.id)
      .where(sql`${table.status} in ('active', 'overdue')`),
    index('loans_org_next_due_date_idx')
      .on(table.organization_id, table.next_due_date)
      .where(sql`${table.status} in ('active', 'overdue')`),
    check(
      'loans_disbursement_method_check',
      inList(table.disbursement_method, DISBURSEMENT_METHODS),
    ),
    check('loans_status_check', inList(table.status, LOAN_STATUSES)),
    check('loans_purpose_check', inList(table.purpose, LOAN_PURPOSES)),
    check(
      'loans_applicant_risk_band_check',
      inList(table.applicant_risk_band, ENHANCED_RISK_BANDS),
    ),
    check(
      'loans_applicant_risk_source_check',
      inList(table.applicant_risk_source, APPLICANT_SCORE_SOURCES),
    ),
    check(
      'loans_applicant_risk_check',
      sql`${table.applicant_risk_score} between 0 and 100
        and ${table.applicant_risk_rule_version} >= 1
        and ${table.applicant_recommended_amount} >= 0
        and (${table.applicant_risk_score} is null) = (${table.applicant_risk_source} is null)
        and ${table.max_days_overdue} >= 0`,
    ),
    check(
      'loans_money_check',
      sql`${table.principal_amount} > 0
        and ${table.upfront_interest_amount} >= 0
        and ${table.disbursed_amount} >= 0
        and ${table.remaining_amount} >= 0
        and ${table.daily_repayment_amount} >= 0
        and ${table.remaining_amount} <= ${table.total_repayable}
        and ${table.disbursed_amount} <= ${table.principal_amount}
        and ${table.total_repayable} >= ${table.principal_amount}
        and ${table.instalment_count} > 0
        and ${table.last_instalment_amount} > 0`,
    ),
    check(
      'loans_rates_check',
      sql`${table.daily_interest_rate} >= 0
        and ${table.upfront_interest_percent} between 0 and 100
        and ${table.max_repayment_days} > 0`,
    ),
    check(
      'loans_lifecycle_check',
      sql`(${table.status} not in ('approved', 'active', 'overdue', 'completed') or ${table.approved_at} is not null)
        and (${table.status} not in ('active', 'overdue', 'completed') or (${table.disbursed_at} is not null and ${table.due_date} is not null and ${table.first_instalment_seq} is not null))
        and (${table.status} <> 'completed' or ${table.remaining_amount} = 0)
        and (${table.status} <> 'rejected' or ${table.rejected_at} is not null)`,
    ),
  ],
);

export type Loan = typeof loans.$inferSelect;
export type NewLoan = typeof loans.$inferInsert;

/**
 * Each organization's collection days, numbered (issue 10): every weekday or every day, less
 * its holidays. Rows up to yesterday never change; a change of settings renumbers the days
 * from tomorrow on (reshape_collection_calendar), which is how a holiday added later moves the
 * instalments not yet due. Numbers may be negative: days before the first are added below it.
 */
export const collectionCalendar = pgTable(
  'collection_calendar',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    seq: integer('seq').notNull(),
  },
  (table) => [
    primaryKey({ name: 'collection_calendar_pkey', columns: [table.organization_id, table.day] }),
    unique('collection_calendar_org_seq_key').on(table.organization_id, table.seq),
  ],
);
export type CollectionCalendarDay = typeof collectionCalendar.$inferSelect;

/**
 * How many loans each organization has in each status, kept by a statement trigger on loans
 * (migration 0017), so the loan screens' tab counts read a handful of rows at any size.
 */
export const loanCounts = pgTable(
  'loan_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'loan_counts_pkey', columns: [table.organization_id, table.status] }),
  ],
);

/**
 * The open (active and overdue) loans and what remains on them by organization, status and
 * oldest unpaid instalment ('infinity' when a loan has none), kept by a statement trigger on
 * loans (migration 0042): today's portfolio, its days overdue, PAR and buckets, follow from a
 * few hundred rows an organization for any today. Each connection adds to its own `slot` (its
 * process id modulo 64, migration 0057), so concurrent payments do not wait on one row: only
 * the sum over the slots means anything.
 */
export const openLoanBalances = pgTable(
  'open_loan_balances',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    next_due_date: date('next_due_date').notNull(),
    slot: smallint('slot').notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
    balance: numeric('balance', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'open_loan_balances_pkey',
      columns: [table.organization_id, table.status, table.next_due_date, table.slot],
    }),
  ],
);

/**
 * The open loans by oldest unpaid instalment, with what their arrears follow from on any day
 * (migration 0056, kept by a statement trigger on loans): a loan whose oldest unpaid instalment
 * is before today, and whose last instalment is not, owes m × d − ((f − 1) × d + paid) on the
 * day numbered m (d its daily instalment, f its first instalment's day), a sum that adds up
 * over loans. `instalments` is Σ d, `behind_offset` Σ ((f − 1) × d + paid). The /payments
 * cards (overdue, pending) read it with open_loan_ends instead of every open loan. By connection
 * `slot`, as open_loan_balances (migration 0057).
 */
export const openLoanArrears = pgTable(
  'open_loan_arrears',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    next_due_date: date('next_due_date').notNull(),
    slot: smallint('slot').notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
    instalments: numeric('instalments', { precision: 18, scale: 2 }).notNull(),
    behind_offset: numeric('behind_offset', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'open_loan_arrears_pkey',
      columns: [table.organization_id, table.next_due_date, table.slot],
    }),
  ],
);

/**
 * The open loans by the day number of their last instalment and their oldest unpaid date
 * (migration 0056): past its last instalment a loan owes all that remains, not the straight line
 * open_loan_arrears sums, and on it the last instalment's own amount; the oldest unpaid date
 * places the difference in its aging bucket. `instalments` is Σ d, `last_instalments` Σ of the last instalment's
 * amount, `end_offset` Σ ((f − 1) × d + total repayable).
 */
export const openLoanEnds = pgTable(
  'open_loan_ends',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    last_instalment_seq: integer('last_instalment_seq').notNull(),
    next_due_date: date('next_due_date').notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
    instalments: numeric('instalments', { precision: 18, scale: 2 }).notNull(),
    last_instalments: numeric('last_instalments', { precision: 18, scale: 2 }).notNull(),
    end_offset: numeric('end_offset', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'open_loan_ends_pkey',
      columns: [table.organization_id, table.last_instalment_seq, table.next_due_date],
    }),
  ],
);

/**
 * What the open (active and overdue) loans put on each collection day, by collector, as a
 * difference array over the calendar's day numbers (migration 0058, kept by a statement trigger
 * on loans): `range_amount` and `range_loans` count from their day on, until an equal negative
 * row, `point_amount` and `point_loans` on their day only, so the expected collections of a day
 * are the range sums up to it plus its points. Two `kind`s: `schedule`, every instalment as the
 * schedule put it (the daily ones from the first day, the last one its own amount), for the
 * days gone by; `remaining`, what is left of each instalment after what has been paid, oldest
 * first (core allocateArrears), for today and the days ahead. `collector_id` is the nil id for
 * the loans without one. By connection `slot`, as open_loan_arrears.
 */
export const expectedCollectionEvents = pgTable(
  'expected_collection_events',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['schedule', 'remaining'] }).notNull(),
    collector_id: uuid('collector_id').notNull(),
    seq: integer('seq').notNull(),
    slot: smallint('slot').notNull(),
    range_amount: numeric('range_amount', { precision: 18, scale: 2 }).notNull(),
    range_loans: bigint('range_loans', { mode: 'number' }).notNull(),
    point_amount: numeric('point_amount', { precision: 18, scale: 2 }).notNull(),
    point_loans: bigint('point_loans', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'expected_collection_events_pkey',
      columns: [table.organization_id, table.kind, table.collector_id, table.seq, table.slot],
    }),
  ],
);

/**
 * Today as it started, for the expected collections (migration 0059, kept by the statement
 * trigger on loans with expected_collection_events): for the loans whose latest payments are
 * dated `day`, what was left of that day's instalment before them less what is left of it now
 * (which the `remaining` events count for an open loan), and how many loans more had something
 * left than have now. GET /collections/expected adds today's rows to today. By collector (the
 * nil id for none) and connection `slot`.
 */
export const expectedCollectionStarts = pgTable(
  'expected_collection_starts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    collector_id: uuid('collector_id').notNull(),
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'expected_collection_starts_pkey',
      columns: [table.organization_id, table.day, table.collector_id, table.slot],
    }),
  ],
);

/**
 * open_loan_balances by the officer who applied for the loans (the dashboard's pipeline), by
 * connection `slot` as well (migration 0057).
 */
export const officerOpenLoans = pgTable(
  'officer_open_loans',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    created_by: uuid('created_by').notNull(),
    status: text('status').notNull(),
    next_due_date: date('next_due_date').notNull(),
    slot: smallint('slot').notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
    balance: numeric('balance', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'officer_open_loans_pkey',
      columns: [
        table.organization_id,
        table.created_by,
        table.status,
        table.next_due_date,
        table.slot,
      ],
    }),
  ],
);

/**
 * Loans disbursed and their disbursed amount by organization, day (migration 0042) and the
 * loans' status now (migration 0046: the loans list's tab counts for a disbursement period).
 */
export const disbursementDayCounts = pgTable(
  'disbursement_day_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    disbursement_date: date('disbursement_date').notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
    disbursed_amount: numeric('disbursed_amount', { precision: 18, scale: 2 }).notNull(),
    status: text('status').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'disbursement_day_counts_pkey',
      columns: [table.organization_id, table.disbursement_date, table.status],
    }),
  ],
);

/**
 * The loans by organization, the officer who applied (`created_by`) and status, kept by the
 * statement trigger on loans (migration 0046): the loans list's tab counts for one officer.
 */
export const officerLoanCounts = pgTable(
  'officer_loan_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    created_by: uuid('created_by').notNull(),
    status: text('status').notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'officer_loan_counts_pkey',
      columns: [table.organization_id, table.created_by, table.status],
    }),
  ],
);

/**
 * The disbursed loans by organization, disbursement day and the day they crossed more than 30
 * days late (the vintages, read-vintages.ts): `marked` when the start-of-day job wrote
 * first_late_30_on (crossed_on is that day), else for an open loan its oldest unpaid
 * instalment's date + 31 (crossed once today reaches it), else 'infinity'. Kept by the statement
 * trigger on loans (migration 0046).
 */
export const vintageCounts = pgTable(
  'vintage_counts',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    disbursement_date: date('disbursement_date').notNull(),
    crossed_on: date('crossed_on').notNull(),
    marked: boolean('marked').notNull(),
    loans: bigint('loans', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'vintage_counts_pkey',
      columns: [table.organization_id, table.disbursement_date, table.crossed_on, table.marked],
    }),
  ],
);

/**
 * The last day each organization's start-of-day work ran, by job (issue 10: loan statuses;
 * issue 11: the day's collection entries), so it runs once a day per organization whichever
 * instance gets there first.
 */
export const organizationDailyRuns = pgTable(
  'organization_daily_runs',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'cascade' }),
    job: text('job').notNull(),
    last_day: date('last_day').notNull(),
    // What the last day's run wrote, for a job that counts it (the overdue map's points): a
    // total read without counting the rows (migration 0049).
    last_day_items: integer('last_day_items'),
  },
  (table) => [
    primaryKey({
      name: 'organization_daily_runs_pkey',
      columns: [table.organization_id, table.job],
    }),
  ],
);
