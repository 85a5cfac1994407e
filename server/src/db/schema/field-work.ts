import { VISIT_OUTCOMES } from '@lendline/core';
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
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './checks.ts';
import { createdAt, money, organizationId, tenantPrimaryKey, tenantRowId } from './columns.ts';
import { debtCollectors } from './collectors.ts';
import { customers } from './customers.ts';
import { loans } from './loans.ts';
import { loanPayments } from './payments.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/*
 * What collection teams do around the daily entries (issue 11 "Beyond the spec"): promises to
 * pay, field visits, and the cash a collector hands over to the branch. A promise's status is
 * never stored: it follows from the loan's payments and the organization's today when read
 * (core promiseStatus), so it is right the instant a payment posts or a day ends.
 */

const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6 });

/**
 * A field visit to a loan's customer: its outcome, where the device was and how far that is from
 * the customer's recorded location (flagged when far, core isVisitFar), and the payment taken
 * in the same step when the outcome is paid or partial.
 */
export const fieldVisits = pgTable(
  'field_visits',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    loan_id: uuid('loan_id').notNull(),
    customer_id: uuid('customer_id').notNull(),
    collector_id: uuid('collector_id'),
    outcome: text('outcome', { enum: VISIT_OUTCOMES }).notNull(),
    note: text('note'),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    accuracy_metres: integer('accuracy_metres'),
    // From the customer's residential (else business) pin; null when either end is unknown.
    distance_metres: integer('distance_metres'),
    is_far: boolean('is_far').notNull().default(false),
    payment_id: uuid('payment_id'),
    visited_by: uuid('visited_by')
      .notNull()
      .references(() => users.id),
    visited_at: timestamp('visited_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('field_visits', table),
    foreignKey({
      name: 'field_visits_loan_fk',
      columns: [table.organization_id, table.loan_id],
      foreignColumns: [loans.organization_id, loans.id],
    }),
    foreignKey({
      name: 'field_visits_customer_fk',
      columns: [table.organization_id, table.customer_id],
      foreignColumns: [customers.organization_id, customers.id],
    }),
    foreignKey({
      name: 'field_visits_collector_fk',
      columns: [table.organization_id, table.collector_id],
      foreignColumns: [debtCollectors.organization_id, debtCollectors.id],
    }),
    foreignKey({
      name: 'field_visits_payment_fk',
      columns: [table.organization_id, table.payment_id],
      foreignColumns: [loanPayments.organization_id, loanPayments.id],
    }),
    index('field_visits_org_loan_id_idx').on(
      table.organization_id,
      table.loan_id,
      table.visited_at,
    ),
    index('field_visits_org_visited_at_idx').on(table.organization_id, table.visited_at),
    check('field_visits_outcome_check', inList(table.outcome, VISIT_OUTCOMES)),
    check(
      'field_visits_position_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null)
        and ${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180
        and ${table.accuracy_metres} >= 0 and ${table.distance_metres} >= 0`,
    ),
  ],
);

/** A promise to pay `amount` on a loan by `promised_date` (organization calendar day). */
export const paymentPromises = pgTable(
  'payment_promises',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    loan_id: uuid('loan_id').notNull(),
    customer_id: uuid('customer_id').notNull(),
    // The collector it was made to (the day's entry's, or the recording user's own).
    collector_id: uuid('collector_id'),
    // The visit it was made at, when it was.
    visit_id: uuid('visit_id'),
    amount: money('amount').notNull(),
    promised_date: date('promised_date').notNull(),
    note: text('note'),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('payment_promises', table),
    foreignKey({
      name: 'payment_promises_loan_fk',
      columns: [table.organization_id, table.loan_id],
      foreignColumns: [loans.organization_id, loans.id],
    }),
    foreignKey({
      name: 'payment_promises_customer_fk',
      columns: [table.organization_id, table.customer_id],
      foreignColumns: [customers.organization_id, customers.id],
    }),
    foreignKey({
      name: 'payment_promises_collector_fk',
      columns: [table.organization_id, table.collector_id],
      foreignColumns: [debtCollectors.organization_id, debtCollectors.id],
    }),
    foreignKey({
      name: 'payment_promises_visit_fk',
      columns: [table.organization_id, table.visit_id],
      foreignColumns: [fieldVisits.organization_id, fieldVisits.id],
    }),
    index('payment_promises_org_loan_id_idx').on(
      table.organization_id,
      table.loan_id,
      table.promised_date,
    ),
    // Broken promises and the kept rate read the promises whose date has passed.
    index('payment_promises_org_promised_date_idx').on(table.organization_id, table.promised_date),
    index('payment_promises_org_collector_id_idx')
      .on(table.organization_id, table.collector_id)
      .where(sql`${table.collector_id} is not null`),
    check('payment_promises_amount_check', sql`${table.amount} > 0`),
  ],
);

/** Cash a collector handed over to the branch on a collection day, and who received it. */
export const cashHandovers = pgTable(
  'cash_handovers',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    collector_id: uuid('collector_id').notNull(),
    collection_date: date('collection_date').notNull(),
    amount: money('amount').notNull(),
    note: text('note'),
    received_by: uuid('received_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('cash_handovers', table),
    foreignKey({
      name: 'cash_handovers_collector_fk',
      columns: [table.organization_id, table.collector_id],
      foreignColumns: [debtCollectors.organization_id, debtCollectors.id],
    }),
    index('cash_handovers_org_date_collector_idx').on(
      table.organization_id,
      table.collection_date,
      table.collector_id,
    ),
    check('cash_handovers_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * A collector's day closed by a manager: the cash collected and handed over at that moment, and
 * the variance (handed over − collected; negative when short). Once a day is closed, no more
 * handovers are taken for it.
 */
export const collectorDayCloses = pgTable(
  'collector_day_closes',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    collector_id: uuid('collector_id').notNull(),
    collection_date: date('collection_date').notNull(),
    collected_amount: money('collected_amount').notNull(),
    handed_over_amount: money('handed_over_amount').notNull(),
    variance_amount: money('variance_amount').notNull(),
    note: text('note'),
    closed_by: uuid('closed_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('collector_day_closes', table),
    unique('collector_day_closes_org_collector_date_key').on(
      table.organization_id,
      table.collector_id,
      table.collection_date,
    ),
    foreignKey({
      name: 'collector_day_closes_collector_fk',
      columns: [table.organization_id, table.collector_id],
      foreignColumns: [debtCollectors.organization_id, debtCollectors.id],
    }),
    index('collector_day_closes_org_date_idx').on(table.organization_id, table.collection_date),
    check(
      'collector_day_closes_amounts_check',
      sql`${table.collected_amount} >= 0 and ${table.handed_over_amount} >= 0
        and ${table.variance_amount} = ${table.handed_over_amount} - ${table.collected_amount}`,
    ),
  ],
);

/**
 * A receipt book (issue 15): issued to an agent with each download of their day's route, so the
 * phone can give numbered receipts with no network — B<id>-001, B<id>-002… The id comes from one
 * sequence, so a book's numbers are unique across organizations; a payment carrying a book's
 * number must come from the user it was issued to (checked when the collection syncs), and the
 * payments' unique receipt number per organization refuses a number used twice.
 */
export const receiptBooks = pgTable(
  'receipt_books',
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    id: bigint('id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('receipt_book_seq')`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    collector_id: uuid('collector_id').notNull(),
    collection_date: date('collection_date').notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'receipt_books_pkey', columns: [table.organization_id, table.id] }),
    foreignKey({
      name: 'receipt_books_collector_fk',
      columns: [table.organization_id, table.collector_id],
      foreignColumns: [debtCollectors.organization_id, debtCollectors.id],
    }),
  ],
);
