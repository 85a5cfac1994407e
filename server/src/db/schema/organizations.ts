import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  text,
  uuid,
  type AnyPgColumn,
  pgTable,
} from 'drizzle-orm/pg-core';
import { COLLECTION_DAYS, MFA_POLICIES } from '@lendline/core';
import { inList } from './checks.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';

/** Tenants. An organization may have a parent; its scope includes its descendants. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    organization_type: text('organization_type').notNull(),
    parent_organization_id: uuid('parent_organization_id').references(
      (): AnyPgColumn => organizations.id,
      { onDelete: 'restrict' },
    ),
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    currency: text('currency').notNull().default('INR'),
    default_phone_country: text('default_phone_country').notNull().default('US'),
    // Lending settings (issue 10): the collection calendar and the loan form's defaults.
    collection_days: text('collection_days', { enum: COLLECTION_DAYS })
      .notNull()
      .default('weekdays'),
    holidays: date('holidays')
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    default_daily_interest_rate: numeric('default_daily_interest_rate', { precision: 4, scale: 2 })
      .notNull()
      .default('0.20'),
    default_upfront_interest: numeric('default_upfront_interest', { precision: 3, scale: 1 })
      .notNull()
      .default('20.0'),
    default_max_repayment_days: integer('default_max_repayment_days').notNull().default(100),
    second_loan_approver: boolean('second_loan_approver').notNull().default(false),
    // Who must use MFA (issue 13); a new organization requires it of its admins (decision 0066).
    mfa_policy: text('mfa_policy', { enum: MFA_POLICIES }).notNull().default('admins'),
    is_active: boolean('is_active').notNull().default(true),
    is_blocked: boolean('is_blocked').notNull().default(false),
    blocked_reason: text('blocked_reason'),
    blocked_at: timestamptz('blocked_at'),
    blocked_by: uuid('blocked_by'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('organizations_parent_idx').on(table.parent_organization_id),
    check('organizations_name_not_blank', sql`btrim(${table.name}) <> ''`),
    check('organizations_type_not_blank', sql`btrim(${table.organization_type}) <> ''`),
    check('organizations_not_own_parent', sql`${table.parent_organization_id} <> ${table.id}`),
    check('organizations_collection_days_check', inList(table.collection_days, COLLECTION_DAYS)),
    check('organizations_mfa_policy_check', inList(table.mfa_policy, MFA_POLICIES)),
    // The loan form's limits (core loan-math LOAN_LIMITS and LOAN_REPAYMENT_DAY_OPTIONS).
    check(
      'organizations_loan_defaults_check',
      sql`${table.default_daily_interest_rate} between 0.1 and 2
        and ${table.default_upfront_interest} between 10 and 30
        and ${table.default_max_repayment_days} in (30, 60, 100, 180, 365)`,
    ),
  ],
);
export type Organization = typeof organizations.$inferSelect;
