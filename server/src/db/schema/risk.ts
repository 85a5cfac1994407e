import {
  ASSESSMENT_STATUSES,
  ASSET_LOAN_STATUSES,
  ASSET_TYPES,
  CUSTOMER_RISK_LEVELS,
  DEFAULTED_ANSWERS,
  LENDER_TYPES,
  LOAN_HISTORY_REASONS,
  LOAN_HISTORY_STATUSES,
  MARITAL_STATUSES,
  OWNERSHIP_STATUSES,
  RISK_BUSINESS_TYPES,
  RISK_RULES,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
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
import { customers } from './customers.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** The dashboard's Low Risk tab and card: a score of 71 or more (spec part 2 §9). */
export const RISK_LOW_SCORE = RISK_RULES.recommendation[0].minScore;

const percentPerYear = (name: string) => numeric(name, { precision: 6, scale: 3 });
const list = (name: string) => jsonb(name).notNull().default([]);

/**
 * Spec part 2 §3 "Prospective-customer risk profile": the dashboard's profiles. The repeating
 * sections are kept as jsonb lists; they are shown back, never queried.
 */
export const riskProfiles = pgTable(
  'risk_profiles',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    prospective_customer_name: text('prospective_customer_name').notNull(),
    phone: text('phone'),
    bazaar_location: text('bazaar_location'),
    business_location_address: text('business_location_address'),
    business_latitude: doublePrecision('business_latitude'),
    business_longitude: doublePrecision('business_longitude'),
    product_selling: text('product_selling'),
    business_type: text('business_type'),
    years_at_current_location: integer('years_at_current_location'),
    monthly_household_income: money('monthly_household_income'),
    daily_savings_capacity: money('daily_savings_capacity'),
    proposed_daily_payment: money('proposed_daily_payment'),
    primary_income_source: text('primary_income_source'),
    secondary_income_source: text('secondary_income_source'),
    total_monthly_income: money('total_monthly_income'),
    total_monthly_expenses: money('total_monthly_expenses'),
    total_existing_debt: money('total_existing_debt'),
    payment_history_score: integer('payment_history_score'),
    business_stability_score: integer('business_stability_score'),
    asset_backing_score: integer('asset_backing_score'),
    // Ratings out of 10 (spec part 2 §4 weighted score: 8 or more, 6 or more).
    income_stability_rating: integer('income_stability_rating'),
    location_stability_score: integer('location_stability_score'),
    assessor_comments: text('assessor_comments'),
    multiple_income_sources: list('multiple_income_sources'),
    existing_loans: list('existing_loans'),
    multiple_businesses: list('multiple_businesses'),
    bank_accounts: list('bank_accounts'),
    assets_owned: list('assets_owned'),
    guarantors: list('guarantors'),
    collateral_details: list('collateral_details'),
    emergency_contacts: list('emergency_contacts'),
    assessment_status: text('assessment_status', { enum: ASSESSMENT_STATUSES })
      .notNull()
      .default('draft'),
    risk_category: text('risk_category', { enum: CUSTOMER_RISK_LEVELS }),
    overall_eligibility_score: integer('overall_eligibility_score'),
    behavioral_score: integer('behavioral_score'),
    documentation_score: integer('documentation_score'),
    recommended_loan_amount: money('recommended_loan_amount'),
    // What the score was made of (scoreProspect's components) and under which rules, so a
    // stored score can always be explained (issue 12).
    score_components: jsonb('score_components'),
    debt_to_income_percent: numeric('debt_to_income_percent', { precision: 14, scale: 2 }),
    score_rule_version: integer('score_rule_version'),
    approved_at: timestamptz('approved_at'),
    approved_by: uuid('approved_by').references(() => users.id),
    rejected_at: timestamptz('rejected_at'),
    rejected_by: uuid('rejected_by').references(() => users.id),
    rejection_reason: text('rejection_reason'),
    customer_created: boolean('customer_created').notNull().default(false),
    customer_id: uuid('customer_id'),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('risk_profiles', table),
    foreignKey({
      name: 'risk_profiles_customer_fk',
      columns: [table.organization_id, table.customer_id],
      foreignColumns: [customers.organization_id, customers.id],
    }),
    // The dashboard's default order (newest first, the id breaking ties) for the All, Completed
    // and Approved tabs, and for the Low Risk tab (spec part 2 §9: a score of 71 or more; the
    // list says the same literal, so the planner can use this partial index).
    index('risk_profiles_org_status_created_at_idx').on(
      table.organization_id,
      table.assessment_status,
      table.created_at,
      table.id,
    ),
    index('risk_profiles_org_created_at_idx').on(table.organization_id, table.created_at, table.id),
    // A customer's latest profile, read with every loan application and the loan terms (latest-customer-score.ts).
    index('risk_profiles_org_customer_updated_at_idx')
      .on(table.organization_id, table.customer_id, table.updated_at)
      .where(sql`${table.customer_id} is not null`),
    index('risk_profiles_org_low_risk_created_at_idx')
      .on(table.organization_id, table.created_at, table.id)
      .where(sql`${table.overall_eligibility_score} >= ${sql.raw(String(RISK_LOW_SCORE))}`),
    check(
      'risk_profiles_assessment_status_check',
      inList(table.assessment_status, ASSESSMENT_STATUSES),
    ),
    check('risk_profiles_risk_category_check', inList(table.risk_category, CUSTOMER_RISK_LEVELS)),
    check(
      'risk_profiles_scores_check',
      sql`${table.payment_history_score} between 0 and 100
        and ${table.business_stability_score} between 0 and 100
        and ${table.asset_backing_score} between 0 and 100
        and ${table.overall_eligibility_score} between 0 and 100
        and ${table.behavioral_score} between 0 and 100
        and ${table.documentation_score} between 0 and 100
        and ${table.income_stability_rating} between 0 and 10
        and ${table.location_stability_score} between 0 and 10
        and ${table.years_at_current_location} >= 0`,
    ),
    check(
      'risk_profiles_money_check',
      sql`${table.monthly_household_income} >= 0
        and ${table.daily_savings_capacity} >= 0
        and ${table.proposed_daily_payment} >= 0
        and ${table.total_monthly_income} >= 0
        and ${table.total_monthly_expenses} >= 0
        and ${table.total_existing_debt} >= 0
        and ${table.recommended_loan_amount} >= 0`,
    ),
    check(
      'risk_profiles_coordinates_check',
      sql`${table.business_latitude} between -90 and 90
        and ${table.business_longitude} between -180 and 180`,
    ),
    check(
      'risk_profiles_score_record_check',
      sql`${table.debt_to_income_percent} >= 0 and ${table.score_rule_version} >= 1`,
    ),
    // A decision keeps who made it and when; a rejection keeps its reason.
    check(
      'risk_profiles_decision_check',
      sql`(${table.assessment_status} <> 'approved'
          or (${table.approved_at} is not null and ${table.approved_by} is not null))
        and (${table.assessment_status} <> 'rejected'
          or (${table.rejected_at} is not null and ${table.rejected_by} is not null
            and ${table.rejection_reason} is not null))`,
    ),
    // A customer is created only from an approved profile.
    check(
      'risk_profiles_customer_created_status_check',
      sql`not ${table.customer_created} or ${table.assessment_status} = 'approved'`,
    ),
    check(
      'risk_profiles_customer_created_check',
      sql`${table.customer_created} = (${table.customer_id} is not null)`,
    ),
  ],
);

/** Spec part 2 §3 "Customer risk profile (enhanced submission)": personal and financial parts. */
export const enhancedRiskProfiles = pgTable(
  'enhanced_risk_profiles',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    // A profile may be assessed before the customer exists (created from a prospective profile).
    customer_id: uuid('customer_id'),
    prospective_profile_id: uuid('prospective_profile_id'),
    full_name: text('full_name').notNull(),
    age: integer('age').notNull(),
    secondary_phone: text('secondary_phone'),
    address: text('address'),
    marital_status: text('marital_status', { enum: MARITAL_STATUSES }),
    dependents: integer('dependents'),
    monthly_household_income: money('monthly_household_income'),
    monthly_household_expenses: money('monthly_household_expenses'),
    other_income_sources: text('other_income_sources'),
    savings_amount: money('savings_amount'),
    questionnaire_completion_percentage: integer('questionnaire_completion_percentage')
      .notNull()
      .default(0),
    total_businesses_count: integer('total_businesses_count').notNull().default(0),
    consolidated_monthly_income: money('consolidated_monthly_income').notNull().default('0'),
    consolidated_monthly_expenses: money('consolidated_monthly_expenses').notNull().default('0'),
    consolidated_debt_burden: money('consolidated_debt_burden').notNull().default('0'),
    // The explicit "none" of the Loan History and Assets sections (they then count as complete).
    no_loan_history: boolean('no_loan_history').notNull().default(false),
    no_assets: boolean('no_assets').notNull().default(false),
    // scoreEnhancedProfile on submit and on "recalculate": bands 80/60/40 (spec part 2 §4); what
    // the score was made of and under which rules, so a stored score can always be explained.
    risk_score: integer('risk_score'),
    score_components: jsonb('score_components'),
    score_figures: jsonb('score_figures'),
    score_rule_version: integer('score_rule_version'),
    recommended_loan_amount: money('recommended_loan_amount'),
    calculated_at: timestamptz('calculated_at'),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    tenantPrimaryKey('enhanced_risk_profiles', table),
    foreignKey({
      name: 'enhanced_risk_profiles_customer_fk',
      columns: [table.organization_id, table.customer_id],
      foreignColumns: [customers.organization_id, customers.id],
    }),
    foreignKey({
      name: 'enhanced_risk_profiles_prospective_profile_fk',
      columns: [table.organization_id, table.prospective_profile_id],
      foreignColumns: [riskProfiles.organization_id, riskProfiles.id],
    }),
    // A customer's history, newest first (the detail dialog's tab; the loan terms' latest score).
    index('enhanced_risk_profiles_org_customer_created_at_idx').on(
      table.organization_id,
      table.customer_id,
      table.created_at,
      table.id,
    ),
    check(
      'enhanced_risk_profiles_marital_status_check',
      inList(table.marital_status, MARITAL_STATUSES),
    ),
    check(
      'enhanced_risk_profiles_numbers_check',
      sql`${table.age} between 0 and 120
        and ${table.dependents} >= 0
        and ${table.questionnaire_completion_percentage} between 0 and 100
        and ${table.total_businesses_count} >= 0
        and ${table.risk_score} between 0 and 100
        and ${table.monthly_household_income} >= 0
        and ${table.monthly_household_expenses} >= 0
        and ${table.savings_amount} >= 0`,
    ),
    check(
      'enhanced_risk_profiles_score_record_check',
      sql`${table.score_rule_version} >= 1 and ${table.recommended_loan_amount} >= 0
        and (${table.risk_score} is null) = (${table.score_rule_version} is null)`,
    ),
  ],
);

export const riskProfileBusinesses = pgTable(
  'risk_profile_businesses',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    risk_profile_id: uuid('risk_profile_id').notNull(),
    customer_id: uuid('customer_id'),
    // Form order; loan history rows point at a business by id.
    position: integer('position').notNull().default(0),
    business_name: text('business_name').notNull(),
    business_type: text('business_type', { enum: RISK_BUSINESS_TYPES }).notNull(),
    business_registration_number: text('business_registration_number'),
    business_address: text('business_address'),
    years_in_operation: integer('years_in_operation'),
    monthly_revenue: money('monthly_revenue'),
    monthly_expenses: money('monthly_expenses'),
    // Revenue minus expenses: may be negative.
    monthly_profit: money('monthly_profit'),
    employee_count: integer('employee_count'),
  },
  (table) => [
    tenantPrimaryKey('risk_profile_businesses', table),
    foreignKey({
      name: 'risk_profile_businesses_profile_fk',
      columns: [table.organization_id, table.risk_profile_id],
      foreignColumns: [enhancedRiskProfiles.organization_id, enhancedRiskProfiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'risk_profile_businesses_customer_fk',
      columns: [table.organization_id, table.customer_id],
      foreignColumns: [customers.organization_id, customers.id],
    }),
    index('risk_profile_businesses_profile_idx').on(table.organization_id, table.risk_profile_id),
    check(
      'risk_profile_businesses_business_type_check',
      inList(table.business_type, RISK_BUSINESS_TYPES),
    ),
    check(
      'risk_profile_businesses_numbers_check',
      sql`${table.years_in_operation} >= 0
        and ${table.employee_count} >= 0
        and ${table.monthly_revenue} >= 0
        and ${table.monthly_expenses} >= 0`,
    ),
  ],
);

export const riskProfileLoanHistory = pgTable(
  'risk_profile_loan_history',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    risk_profile_id: uuid('risk_profile_id').notNull(),
    position: integer('position').notNull().default(0),
    // Null is the form's 'other': a personal loan, not tied to a business.
    business_id: uuid('business_id'),
    reason: text('reason', { enum: LOAN_HISTORY_REASONS }).notNull(),
    custom_reason: text('custom_reason'),
    amount: money('amount').notNull(),
    amount_repaid: money('amount_repaid').notNull().default('0'),
    source: text('source'),
    defaulted: text('defaulted', { enum: DEFAULTED_ANSWERS }).notNull().default('unknown'),
    default_reason: text('default_reason'),
    loan_status: text('loan_status', { enum: LOAN_HISTORY_STATUSES }),
    start_date: date('start_date'),
    end_date: date('end_date'),
    monthly_payment: money('monthly_payment'),
    interest_rate: percentPerYear('interest_rate'),
    loan_term_months: integer('loan_term_months'),
    lender_type: text('lender_type', { enum: LENDER_TYPES }),
  },
  (table) => [
    tenantPrimaryKey('risk_profile_loan_history', table),
    foreignKey({
      name: 'risk_profile_loan_history_profile_fk',
      columns: [table.organization_id, table.risk_profile_id],
      foreignColumns: [enhancedRiskProfiles.organization_id, enhancedRiskProfiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'risk_profile_loan_history_business_fk',
      columns: [table.organization_id, table.business_id],
      foreignColumns: [riskProfileBusinesses.organization_id, riskProfileBusinesses.id],
    }),
    index('risk_profile_loan_history_profile_idx').on(table.organization_id, table.risk_profile_id),
    check(
      'risk_profile_loan_history_reason_check',
      sql`${inList(table.reason, LOAN_HISTORY_REASONS)}
        and (${table.reason} <> 'other' or ${table.custom_reason} is not null)`,
    ),
    check(
      'risk_profile_loan_history_defaulted_check',
      sql`${inList(table.defaulted, DEFAULTED_ANSWERS)}
        and (${table.defaulted} <> 'yes' or ${table.default_reason} is not null)`,
    ),
    check(
      'risk_profile_loan_history_loan_status_check',
      inList(table.loan_status, LOAN_HISTORY_STATUSES),
    ),
    check('risk_profile_loan_history_lender_type_check', inList(table.lender_type, LENDER_TYPES)),
    check(
      'risk_profile_loan_history_numbers_check',
      sql`${table.amount} >= 0
        and ${table.amount_repaid} >= 0
        and ${table.monthly_payment} >= 0
        and ${table.interest_rate} >= 0
        and ${table.loan_term_months} > 0`,
    ),
  ],
);

export const riskProfileAssets = pgTable(
  'risk_profile_assets',
  {
    id: tenantRowId(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: 'restrict' }),
    risk_profile_id: uuid('risk_profile_id').notNull(),
    position: integer('position').notNull().default(0),
    type: text('type', { enum: ASSET_TYPES }).notNull(),
    description: text('description'),
    value: money('value').notNull().default('0'),
    ownership_status: text('ownership_status', { enum: OWNERSHIP_STATUSES }),
    has_loan: boolean('has_loan').notNull().default(false),
    loan_amount: money('loan_amount'),
    outstanding_loan_amount: money('outstanding_loan_amount'),
    monthly_loan_payment: money('monthly_loan_payment'),
    loan_interest_rate: percentPerYear('loan_interest_rate'),
    loan_status: text('loan_status', { enum: ASSET_LOAN_STATUSES }),
    loan_start_date: date('loan_start_date'),
    loan_end_date: date('loan_end_date'),
    loan_lender: text('loan_lender'),
  },
  (table) => [
    tenantPrimaryKey('risk_profile_assets', table),
    foreignKey({
      name: 'risk_profile_assets_profile_fk',
      columns: [table.organization_id, table.risk_profile_id],
      foreignColumns: [enhancedRiskProfiles.organization_id, enhancedRiskProfiles.id],
    }).onDelete('cascade'),
    index('risk_profile_assets_profile_idx').on(table.organization_id, table.risk_profile_id),
    check('risk_profile_assets_type_check', inList(table.type, ASSET_TYPES)),
    check(
      'risk_profile_assets_ownership_status_check',
      inList(table.ownership_status, OWNERSHIP_STATUSES),
    ),
    check('risk_profile_assets_loan_status_check', inList(table.loan_status, ASSET_LOAN_STATUSES)),
    // The loan fields exist only when has_loan is set (spec part 2 §3 "Asset").
    check(
      'risk_profile_assets_loan_fields_check',
      sql`${table.has_loan} or (${table.loan_amount} is null and ${table.outstanding_loan_amount} is null
        and ${table.monthly_loan_payment} is null and ${table.loan_interest_rate} is null
        and ${table.loan_status} is null and ${table.loan_start_date} is null
        and ${table.loan_end_date} is null and ${table.loan_lender} is null)`,
    ),
    check(
      'risk_profile_assets_numbers_check',
      sql`${table.value} >= 0
        and ${table.loan_amount} >= 0
        and ${table.outstanding_loan_amount} >= 0
        and ${table.monthly_loan_payment} >= 0
        and ${table.loan_interest_rate} >= 0`,
    ),
  ],
);

export type RiskProfile = typeof riskProfiles.$inferSelect;
export type NewRiskProfile = typeof riskProfiles.$inferInsert;
export type EnhancedRiskProfile = typeof enhancedRiskProfiles.$inferSelect;
export type NewEnhancedRiskProfile = typeof enhancedRiskProfiles.$inferInsert;
export type RiskProfileBusiness = typeof riskProfileBusinesses.$inferSelect;
export type NewRiskProfileBusiness = typeof riskProfileBusinesses.$inferInsert;
export type RiskProfileLoanHistoryEntry = typeof riskProfileLoanHistory.$inferSelect;
export type NewRiskProfileLoanHistoryEntry = typeof riskProfileLoanHistory.$inferInsert;
export type RiskProfileAsset = typeof riskProfileAssets.$inferSelect;
export type NewRiskProfileAsset = typeof riskProfileAssets.$inferInsert;
