import { z } from 'zod';
import { ListResponseSchema, PaginationQuerySchema } from './common.ts';
import { CustomerRiskLevelSchema } from './customers.ts';
import {
  ASSET_LOAN_STATUSES,
  ASSET_TYPES,
  DEFAULTED_ANSWERS,
  EnhancedRiskBandSchema,
  LENDER_TYPES,
  LOAN_HISTORY_REASONS,
  LOAN_HISTORY_STATUSES,
  MARITAL_STATUSES,
  OptionalMoneySchema,
  OWNERSHIP_STATUSES,
  RISK_BUSINESS_TYPES,
  RISK_PROFILE_LIST_MAX,
  RISK_PROFILE_MESSAGES,
} from './risk.ts';
import {
  AmountSchema,
  OptionalSafeTextSchema,
  SafeTextSchema,
  UuidSchema,
} from '../validation/generic.ts';
import { PhoneSchema } from '../validation/phone.ts';
import { CalendarDateSchema } from '../validation/storable.ts';
import type { MessageKey } from '../i18n/catalogs.ts';

/** Texts of the enhanced risk profile (issue 12); the completion hint is the spec's (§5). */
export const ENHANCED_RISK_MESSAGES = {
  submitted: 'messages.enhanced_risk.submitted',
  recalculated: 'messages.enhanced_risk.recalculated',
  overridden: 'messages.enhanced_risk.overridden',
  completionTooLow: 'messages.enhanced_risk.completion_too_low',
  fullNameRequired: 'messages.enhanced_risk.full_name_required',
  ageRequired: 'messages.enhanced_risk.age_required',
  wholeNumber: 'messages.enhanced_risk.whole_number',
  businessRequired: 'messages.enhanced_risk.business_required',
  businessNameRequired: 'messages.enhanced_risk.business_name_required',
  businessTypeRequired: 'messages.enhanced_risk.business_type_required',
  profitInvalid: 'messages.enhanced_risk.profit_invalid',
  rateInvalid: 'messages.enhanced_risk.rate_invalid',
  choiceInvalid: 'messages.enhanced_risk.choice_invalid',
  customReasonRequired: 'messages.enhanced_risk.custom_reason_required',
  defaultReasonRequired: 'messages.enhanced_risk.default_reason_required',
  businessIndexInvalid: 'messages.enhanced_risk.business_index_invalid',
  endBeforeStart: 'messages.enhanced_risk.end_before_start',
  assetLoanFields: 'messages.enhanced_risk.asset_loan_fields',
  noLoansWithRows: 'messages.enhanced_risk.no_loans_with_rows',
  noAssetsWithRows: 'messages.enhanced_risk.no_assets_with_rows',
  prospectMismatch: 'messages.enhanced_risk.prospect_mismatch',
} as const satisfies Record<string, MessageKey>;

const M = ENHANCED_RISK_MESSAGES;

/** Ages a lender assesses: an adult borrower (decided: 18 to 100, whole years). */
export const ENHANCED_RISK_AGE = { min: 18, max: 100 } as const;

/** Spec §5: "age, dependents, years and employee counts are integers". */
function wholeNumber(max: number) {
  return z
    .number({ error: M.wholeNumber })
    .int(M.wholeNumber)
    .min(0, M.wholeNumber)
    .max(max, M.wholeNumber);
}
const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: M.choiceInvalid });

/** Money and rates are decimals: rupees with 2 decimals; a profit may be a loss. */
const ProfitSchema = z
  .number({ error: M.profitInvalid })
  .min(-10_000_000, M.profitInvalid)
  .max(10_000_000, M.profitInvalid)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, M.profitInvalid)
  .nullish();
/** A required amount: rupees from 0 to the cap, at most 2 decimals. */
const RequiredMoneySchema = AmountSchema.refine(
  (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  RISK_PROFILE_MESSAGES.amountInvalid,
);
/** An annual rate in percent, at most 3 decimals (numeric(6,3)). */
const RateSchema = z
  .number({ error: M.rateInvalid })
  .min(0, M.rateInvalid)
  .max(999, M.rateInvalid)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, M.rateInvalid)
  .nullish();
const Text = (max = 255) => OptionalSafeTextSchema(max);

/** Required free text whose every refusal of absence says `message` ('Full name is required'). */
function requiredText(max: number, message: MessageKey) {
  return z.string({ error: message }).trim().min(1, message).pipe(SafeTextSchema(max));
}

function repeatable<Item extends z.ZodType>(item: Item) {
  return z.array(item).max(RISK_PROFILE_LIST_MAX, RISK_PROFILE_MESSAGES.listTooLong);
}

/** Spec §3 "Business (several allowed)"; the customer and profile ids are the server's. */
export const EnhancedBusinessSchema = z.object({
  business_name: requiredText(200, M.businessNameRequired),
  business_type: z.enum(RISK_BUSINESS_TYPES, { error: M.businessTypeRequired }),
  business_registration_number: Text(100),
  business_address: Text(500),
  years_in_operation: wholeNumber(100).nullish(),
  monthly_revenue: OptionalMoneySchema,
  monthly_expenses: OptionalMoneySchema,
  /** Revenue minus expenses when not given (stored so). */
  monthly_profit: ProfitSchema,
  employee_count: wholeNumber(100_000).nullish(),
});

/** 'other' (a personal loan) or the index of one of the profile's businesses (spec §3). */
export const LoanBusinessRefSchema = z.union(
  [z.literal('other'), z.number().int(M.businessIndexInvalid).min(0, M.businessIndexInvalid)],
  { error: M.businessIndexInvalid },
);

const endNotBeforeStart = (start: string | null | undefined, end: string | null | undefined) =>
  !start || !end || end >= start;

/** Spec §3 "Loan history entry", with its conditional fields. */
export const EnhancedLoanHistorySchema = z
  .object({
    business_id: LoanBusinessRefSchema.default('other'),
    reason: choice(LOAN_HISTORY_REASONS),
    custom_reason: Text(255),
    amount: RequiredMoneySchema,
    amount_repaid: OptionalMoneySchema,
    source: Text(200),
    defaulted: choice(DEFAULTED_ANSWERS).default('unknown'),
    default_reason: Text(500),
    loan_status: choice(LOAN_HISTORY_STATUSES).nullish(),
    start_date: CalendarDateSchema.nullish(),
    /** Expected when active, actual otherwise. */
    end_date: CalendarDateSchema.nullish(),
    monthly_payment: OptionalMoneySchema,
    interest_rate: RateSchema,
    loan_term_months: z
      .number({ error: M.wholeNumber })
      .int(M.wholeNumber)
      .min(1, M.wholeNumber)
      .max(600, M.wholeNumber)
      .nullish(),
    lender_type: choice(LENDER_TYPES).nullish(),
  })
  .superRefine((loan, context) => {
    if (loan.reason === 'other' && !loan.custom_reason) {
      context.addIssue({
        code: 'custom',
        path: ['custom_reason'],
        message: M.customReasonRequired,
      });
    }
    if (loan.defaulted === 'yes' && !loan.default_reason) {
      context.addIssue({
        code: 'custom',
        path: ['default_reason'],
        message: M.defaultReasonRequired,
      });
    }
    if (!endNotBeforeStart(loan.start_date, loan.end_date)) {
      context.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    }
  });

/** The loan fields of an asset, taken only when it has a loan (spec §3 "Asset"). */
export const ASSET_LOAN_FIELDS = [
  'loan_amount',
  'outstanding_loan_amount',
  'monthly_loan_payment',
  'loan_interest_rate',
  'loan_status',
  'loan_start_date',
  'loan_end_date',
  'loan_lender',
] as const;

export const EnhancedAssetSchema = z
  .object({
    type: choice(ASSET_TYPES),
    description: Text(500),
    value: OptionalMoneySchema,
    ownership_status: choice(OWNERSHIP_STATUSES).nullish(),
    has_loan: z.boolean({ error: M.choiceInvalid }).default(false),
    loan_amount: OptionalMoneySchema,
    outstanding_loan_amount: OptionalMoneySchema,
    monthly_loan_payment: OptionalMoneySchema,
    loan_interest_rate: RateSchema,
    loan_status: choice(ASSET_LOAN_STATUSES).nullish(),
    loan_start_date: CalendarDateSchema.nullish(),
    loan_end_date: CalendarDateSchema.nullish(),
    loan_lender: Text(200),
  })
  .superRefine((asset, context) => {
    if (!asset.has_loan) {
      // Never silently dropped: a form that unticks "has loan" clears the fields.
      for (const field of ASSET_LOAN_FIELDS) {
        if (asset[field] != null) {
          context.addIssue({ code: 'custom', path: [field], message: M.assetLoanFields });
        }
      }
    }
    if (!endNotBeforeStart(asset.loan_start_date, asset.loan_end_date)) {
      context.addIssue({ code: 'custom', path: ['loan_end_date'], message: M.endBeforeStart });
    }
  });

/**
 * POST /customers/:id/risk-profiles: the enhanced submission (spec §3, rules of §5) — the
 * personal and financial sections, at least one business, the loan history and the assets
 * (each list or its explicit "none"). The server refuses it below 60 % completion.
 */
export const EnhancedRiskProfileRequestSchema = z
  .object({
    full_name: requiredText(120, M.fullNameRequired),
    age: z
      .number({ error: M.ageRequired })
      .int(M.ageRequired)
      .min(ENHANCED_RISK_AGE.min, M.ageRequired)
      .max(ENHANCED_RISK_AGE.max, M.ageRequired),
    secondary_phone: PhoneSchema.nullish(),
    address: Text(500),
    marital_status: choice(MARITAL_STATUSES).nullish(),
    dependents: wholeNumber(30).nullish(),
    monthly_household_income: OptionalMoneySchema,
    monthly_household_expenses: OptionalMoneySchema,
    other_income_sources: Text(1000),
    savings_amount: OptionalMoneySchema,
    businesses: repeatable(EnhancedBusinessSchema).min(1, M.businessRequired),
    loan_history: repeatable(EnhancedLoanHistorySchema).default([]),
    no_loan_history: z.boolean({ error: M.choiceInvalid }).default(false),
    assets: repeatable(EnhancedAssetSchema).default([]),
    no_assets: z.boolean({ error: M.choiceInvalid }).default(false),
    /** The prospect profile this assessment follows, of the customer's organization. */
    prospective_profile_id: UuidSchema.nullish(),
  })
  .superRefine((form, context) => {
    form.loan_history.forEach((loan, index) => {
      if (loan.business_id !== 'other' && loan.business_id >= form.businesses.length) {
        context.addIssue({
          code: 'custom',
          path: ['loan_history', index, 'business_id'],
          message: M.businessIndexInvalid,
        });
      }
    });
    if (form.no_loan_history && form.loan_history.length > 0) {
      context.addIssue({ code: 'custom', path: ['no_loan_history'], message: M.noLoansWithRows });
    }
    if (form.no_assets && form.assets.length > 0) {
      context.addIssue({ code: 'custom', path: ['no_assets'], message: M.noAssetsWithRows });
    }
  });
export type EnhancedRiskProfileRequest = z.infer<typeof EnhancedRiskProfileRequestSchema>;
export type EnhancedRiskProfileRequestValues = z.input<typeof EnhancedRiskProfileRequestSchema>;

export const EnhancedRiskProfileIdParamsSchema = z.object({ id: UuidSchema });

/** POST /customers/:id/risk-override: the new level and the mandatory reason (audited). */
export const RiskOverrideRequestSchema = z.object({
  risk_level: CustomerRiskLevelSchema,
  reason: SafeTextSchema(500),
});
export type RiskOverrideRequest = z.infer<typeof RiskOverrideRequestSchema>;

export const EnhancedScoreComponentsSchema = z.object({
  debt_to_income: z.number(),
  expense_ratio: z.number(),
  business_tenure: z.number(),
  repayment_history: z.number(),
  savings_cover: z.number(),
  asset_cover: z.number(),
  dependents: z.number(),
});

export const EnhancedScoreFiguresSchema = z.object({
  debt_to_annual_income_percent: z.number().nullable(),
  expense_to_income_percent: z.number().nullable(),
  main_business_index: z.number().int().nullable(),
  savings_months: z.number().nullable(),
  net_asset_value: z.number(),
});

const money = z.number().nullable();

export const StoredEnhancedBusinessSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  business_name: z.string(),
  business_type: z.enum(RISK_BUSINESS_TYPES),
  business_registration_number: z.string().nullable(),
  business_address: z.string().nullable(),
  years_in_operation: z.number().int().nullable(),
  monthly_revenue: money,
  monthly_expenses: money,
  monthly_profit: money,
  employee_count: z.number().int().nullable(),
});

export const StoredEnhancedLoanSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  /** The stored business's id; null for 'other' (a personal loan). */
  business_id: z.uuid().nullable(),
  /** The business's index in `businesses`, as the form names it; null for 'other'. */
  business_index: z.number().int().nullable(),
  reason: z.enum(LOAN_HISTORY_REASONS),
  custom_reason: z.string().nullable(),
  amount: z.number(),
  amount_repaid: z.number(),
  /** Amount minus repaid (spec §3 "Outstanding"), at least 0. */
  outstanding: z.number(),
  source: z.string().nullable(),
  defaulted: z.enum(DEFAULTED_ANSWERS),
  default_reason: z.string().nullable(),
  loan_status: z.enum(LOAN_HISTORY_STATUSES).nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  monthly_payment: money,
  interest_rate: money,
  loan_term_months: z.number().int().nullable(),
  lender_type: z.enum(LENDER_TYPES).nullable(),
});

export const StoredEnhancedAssetSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  type: z.enum(ASSET_TYPES),
  description: z.string().nullable(),
  value: z.number(),
  ownership_status: z.enum(OWNERSHIP_STATUSES).nullable(),
  has_loan: z.boolean(),
  loan_amount: money,
  outstanding_loan_amount: money,
  monthly_loan_payment: money,
  loan_interest_rate: money,
  loan_status: z.enum(ASSET_LOAN_STATUSES).nullable(),
  loan_start_date: z.string().nullable(),
  loan_end_date: z.string().nullable(),
  loan_lender: z.string().nullable(),
});

/** A stored enhanced profile with its rows, consolidation, score, band and components. */
export const EnhancedRiskProfileSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  customer_id: z.uuid().nullable(),
  prospective_profile_id: z.uuid().nullable(),
  full_name: z.string(),
  age: z.number().int(),
  secondary_phone: z.string().nullable(),
  address: z.string().nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  dependents: z.number().int().nullable(),
  monthly_household_income: money,
  monthly_household_expenses: money,
  other_income_sources: z.string().nullable(),
  savings_amount: money,
  no_loan_history: z.boolean(),
  no_assets: z.boolean(),
  questionnaire_completion_percentage: z.number().int(),
  total_businesses_count: z.number().int(),
  consolidated_monthly_income: z.number(),
  consolidated_monthly_expenses: z.number(),
  consolidated_debt_burden: z.number(),
  risk_score: z.number().int().nullable(),
  /** 'not_calculated' without a score; else the bands 80/60/40 (spec §4). */
  risk_band: EnhancedRiskBandSchema,
  score_components: EnhancedScoreComponentsSchema.nullable(),
  score_figures: EnhancedScoreFiguresSchema.nullable(),
  score_rule_version: z.number().int().nullable(),
  recommended_loan_amount: money,
  calculated_at: z.string().nullable(),
  businesses: z.array(StoredEnhancedBusinessSchema),
  loan_history: z.array(StoredEnhancedLoanSchema),
  assets: z.array(StoredEnhancedAssetSchema),
  created_by: z.uuid(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EnhancedRiskProfile = z.infer<typeof EnhancedRiskProfileSchema>;

export const EnhancedRiskProfileMutationResponseSchema = z.object({
  message: z.string(),
  risk_profile: EnhancedRiskProfileSchema,
});

/** GET /customers/:id/risk-profiles: the customer's profiles, newest first. */
export const EnhancedRiskProfileListQuerySchema = PaginationQuerySchema;
export const EnhancedRiskProfileListResponseSchema = ListResponseSchema(EnhancedRiskProfileSchema);
export type EnhancedRiskProfileListResponse = z.infer<typeof EnhancedRiskProfileListResponseSchema>;

/** POST /customers/:id/risk-override → the customer's new level. */
export const RiskOverrideResponseSchema = z.object({
  message: z.string(),
  customer_id: z.uuid(),
  previous_risk_level: CustomerRiskLevelSchema,
  risk_level: CustomerRiskLevelSchema,
  reason: z.string(),
});
export type RiskOverrideResponse = z.infer<typeof RiskOverrideResponseSchema>;
