import { z } from 'zod';
import { PaginationQuerySchema, ListResponseSchema } from './common.ts';
import { SearchTextSchema } from '../validation/storable.ts';
import {
  AmountSchema,
  OptionalSafeTextSchema,
  SafeTextSchema,
  UuidSchema,
} from '../validation/generic.ts';
import { PhoneSchema } from '../validation/phone.ts';
import { ENHANCED_RISK_BANDS } from '../rules/risk-scoring.ts';
import { CustomerSchema } from './customers.ts';
import type { MessageKey } from '../i18n/catalogs.ts';

/** Spec part 2 §3 risk profiles: the value lists of the assessment forms. */
export const ASSESSMENT_STATUSES = ['draft', 'completed', 'approved', 'rejected'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const RISK_BUSINESS_TYPES = [
  'retail',
  'wholesale',
  'manufacturing',
  'service',
  'agriculture',
  'trading',
  'food_beverage',
  'textiles',
  'electronics',
  'other',
] as const;
export type RiskBusinessType = (typeof RISK_BUSINESS_TYPES)[number];

export const LOAN_HISTORY_REASONS = [
  'business_expansion',
  'working_capital',
  'equipment_purchase',
  'inventory',
  'personal',
  'emergency',
  'other',
] as const;
export type LoanHistoryReason = (typeof LOAN_HISTORY_REASONS)[number];

export const LOAN_HISTORY_STATUSES = ['active', 'completed', 'defaulted', 'restructured'] as const;
export type LoanHistoryStatus = (typeof LOAN_HISTORY_STATUSES)[number];

export const LENDER_TYPES = [
  'bank',
  'mfi',
  'cooperative',
  'money_lender',
  'friend_family',
  'employer',
  'other',
] as const;
export type LenderType = (typeof LENDER_TYPES)[number];

export const DEFAULTED_ANSWERS = ['no', 'yes', 'unknown'] as const;
export type DefaultedAnswer = (typeof DEFAULTED_ANSWERS)[number];

export const ASSET_TYPES = [
  'property',
  'vehicle',
  'equipment',
  'inventory',
  'savings',
  'investment',
  'jewelry',
  'other',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const OWNERSHIP_STATUSES = ['owned', 'partially_owned', 'mortgaged', 'rented'] as const;
export type OwnershipStatus = (typeof OWNERSHIP_STATUSES)[number];

export const ASSET_LOAN_STATUSES = ['active', 'completed', 'defaulted'] as const;
export type AssetLoanStatus = (typeof ASSET_LOAN_STATUSES)[number];

/** Texts of the risk profiler (issue 12); the spec names none. */
export const RISK_PROFILE_MESSAGES = {
  created: 'messages.risk_profiles.created',
  updated: 'messages.risk_profiles.updated',
  approved: 'messages.risk_profiles.approved',
  rejected: 'messages.risk_profiles.rejected',
  customerCreated: 'messages.risk_profiles.customer_created',
  notFound: 'messages.risk_profiles.not_found',
  notCompleted: 'messages.risk_profiles.not_completed',
  notEditable: 'messages.risk_profiles.not_editable',
  notApproved: 'messages.risk_profiles.not_approved',
  customerExists: 'messages.risk_profiles.customer_exists',
  scoreRange: 'messages.risk_profiles.score_range',
  ratingRange: 'messages.risk_profiles.rating_range',
  yearsRange: 'messages.risk_profiles.years_range',
  amountInvalid: 'messages.risk_profiles.amount_invalid',
  listTooLong: 'messages.risk_profiles.list_too_long',
} as const satisfies Record<string, MessageKey>;

/** The most rows a repeatable section of the form takes. */
export const RISK_PROFILE_LIST_MAX = 20;

/** Rupees, from 0 to the spec's cap, at most 2 decimals; empty is null. */
export const OptionalMoneySchema = AmountSchema.refine(
  (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  RISK_PROFILE_MESSAGES.amountInvalid,
).nullish();

function optionalWholeNumber(max: number, message: MessageKey) {
  return z.number({ error: message }).int(message).min(0, message).max(max, message).nullish();
}
/** Scores out of 100 (payment history, business stability, asset backing). */
const OptionalScoreSchema = optionalWholeNumber(100, RISK_PROFILE_MESSAGES.scoreRange);
/** Ratings out of 10 (income stability, location stability). */
const OptionalRatingSchema = optionalWholeNumber(10, RISK_PROFILE_MESSAGES.ratingRange);

const OptionalText = () => OptionalSafeTextSchema(255);

function repeatable<Item extends z.ZodType>(item: Item) {
  return z.array(item).max(RISK_PROFILE_LIST_MAX, RISK_PROFILE_MESSAGES.listTooLong);
}

/**
 * The repeatable sections of the prospective-customer form (spec part 2 §3 names the lists, not
 * their fields): what an assessor notes of each, shown back and never queried.
 */
export const ProspectIncomeSourceSchema = z.object({
  source: OptionalText(),
  monthly_amount: OptionalMoneySchema,
});
export const ProspectExistingLoanSchema = z.object({
  lender: OptionalText(),
  amount: OptionalMoneySchema,
  outstanding: OptionalMoneySchema,
  monthly_payment: OptionalMoneySchema,
});
export const ProspectBusinessSchema = z.object({
  name: OptionalText(),
  type: OptionalText(),
  monthly_income: OptionalMoneySchema,
});
export const ProspectBankAccountSchema = z.object({
  bank_name: OptionalText(),
  account_type: OptionalText(),
  balance: OptionalMoneySchema,
});
/** An asset owned or a piece of collateral. */
export const ProspectAssetSchema = z.object({
  type: OptionalText(),
  description: OptionalText(),
  value: OptionalMoneySchema,
});
/** A guarantor or an emergency contact. */
export const ProspectContactSchema = z.object({
  name: OptionalText(),
  phone: PhoneSchema.nullish(),
  relationship: OptionalText(),
});

/** The statuses an assessor saves with; approved and rejected come from the review. */
export const RISK_PROFILE_SAVE_STATUSES = ['draft', 'completed'] as const;

/**
 * POST /risk-profiles (issue 12): spec part 2 §3 "Prospective-customer risk profile" by its
 * field names. Only the name is required: a draft is saved as the assessor works.
 */
export const RiskProfileInputSchema = z.object({
  prospective_customer_name: SafeTextSchema(120),
  phone: PhoneSchema.nullish(),
  bazaar_location: OptionalText(),
  business_location_address: OptionalSafeTextSchema(500),
  business_latitude: z.number().min(-90).max(90).nullish(),
  business_longitude: z.number().min(-180).max(180).nullish(),
  product_selling: OptionalText(),
  business_type: OptionalText(),
  years_at_current_location: optionalWholeNumber(100, RISK_PROFILE_MESSAGES.yearsRange),
  monthly_household_income: OptionalMoneySchema,
  daily_savings_capacity: OptionalMoneySchema,
  proposed_daily_payment: OptionalMoneySchema,
  primary_income_source: OptionalText(),
  secondary_income_source: OptionalText(),
  total_monthly_income: OptionalMoneySchema,
  total_monthly_expenses: OptionalMoneySchema,
  total_existing_debt: OptionalMoneySchema,
  payment_history_score: OptionalScoreSchema,
  business_stability_score: OptionalScoreSchema,
  asset_backing_score: OptionalScoreSchema,
  income_stability_rating: OptionalRatingSchema,
  location_stability_score: OptionalRatingSchema,
  assessor_comments: OptionalSafeTextSchema(2000),
  multiple_income_sources: repeatable(ProspectIncomeSourceSchema).optional(),
  existing_loans: repeatable(ProspectExistingLoanSchema).optional(),
  multiple_businesses: repeatable(ProspectBusinessSchema).optional(),
  bank_accounts: repeatable(ProspectBankAccountSchema).optional(),
  assets_owned: repeatable(ProspectAssetSchema).optional(),
  guarantors: repeatable(ProspectContactSchema).optional(),
  collateral_details: repeatable(ProspectAssetSchema).optional(),
  emergency_contacts: repeatable(ProspectContactSchema).optional(),
  /** 'draft' (the default) while the assessor works; 'completed' submits it for review. */
  assessment_status: z.enum(RISK_PROFILE_SAVE_STATUSES).optional(),
  /**
   * Defaults to the signed-in user's organization; must be in the user's scope. A user working
   * across organizations (platform owner, tree admin) names one, as for customers.
   */
  organization_id: UuidSchema.optional(),
});
export type RiskProfileInput = z.infer<typeof RiskProfileInputSchema>;
export type RiskProfileInputValues = z.input<typeof RiskProfileInputSchema>;

/**
 * PATCH /risk-profiles/:id: any of the same fields; absent is unchanged, null clears. A profile
 * stays in its organization.
 */
export const RiskProfilePatchSchema = RiskProfileInputSchema.omit({
  organization_id: true,
}).partial();
export type RiskProfilePatch = z.infer<typeof RiskProfilePatchSchema>;

/** POST /risk-profiles/:id/reject: the reason is required (audited). */
export const RejectRiskProfileRequestSchema = z.object({ reason: SafeTextSchema(500) });
/** POST /risk-profiles/:id/approve: an optional note (audited). */
export const ApproveRiskProfileRequestSchema = z
  .object({ note: OptionalSafeTextSchema(500) })
  .nullish();

export const RiskProfileIdParamsSchema = z.object({ id: UuidSchema });

/**
 * The customer's first and last name from the prospect's one name: the first word, then the
 * rest ('Asha Devi Patil' → 'Asha', 'Devi Patil'). A one-word name leaves the last name empty,
 * which the customer form refuses: the caller then gives the names (create-customer's body).
 */
export function splitProspectName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * POST /risk-profiles/:id/create-customer: what the prospect profile does not hold, or holds
 * differently. The customer's residential location is required (CreateCustomerRequestSchema)
 * and a prospect profile records only the business location, so the caller gives it here; the
 * names default to splitProspectName of the profile's, the phone to the profile's
 * (docs/decisions/0062).
 */
export const CreateCustomerFromRiskProfileRequestSchema = z
  .object({
    first_name: OptionalSafeTextSchema(100),
    last_name: OptionalSafeTextSchema(100),
    /** The customer's phone when the profile records none (an approved profile is not edited). */
    phone: PhoneSchema.nullish(),
    residential_address: OptionalSafeTextSchema(500),
    residential_latitude: z.number().min(-90).max(90).nullish(),
    residential_longitude: z.number().min(-180).max(180).nullish(),
  })
  .nullish();
export type CreateCustomerFromRiskProfileRequest = z.infer<
  typeof CreateCustomerFromRiskProfileRequestSchema
>;

export const ScoreComponentsSchema = z.object({
  payment_history: z.number(),
  debt_to_income: z.number(),
  business_stability: z.number(),
  asset_backing: z.number(),
  years_at_location: z.number(),
  income_stability: z.number(),
  location_stability: z.number(),
});

/*
 * The repeatable sections as answered: the values the request schemas produced, as plain types
 * (a response schema cannot hold the request side's transforms: the answer is encoded with it).
 */
const storedText = z.string().nullish();
const storedMoney = z.number().nullish();
const StoredIncomeSourceSchema = z.object({ source: storedText, monthly_amount: storedMoney });
const StoredExistingLoanSchema = z.object({
  lender: storedText,
  amount: storedMoney,
  outstanding: storedMoney,
  monthly_payment: storedMoney,
});
const StoredBusinessSchema = z.object({
  name: storedText,
  type: storedText,
  monthly_income: storedMoney,
});
const StoredBankAccountSchema = z.object({
  bank_name: storedText,
  account_type: storedText,
  balance: storedMoney,
});
const StoredAssetSchema = z.object({
  type: storedText,
  description: storedText,
  value: storedMoney,
});
const StoredContactSchema = z.object({
  name: storedText,
  phone: storedText,
  relationship: storedText,
});

/** A stored prospective-customer profile with its score, as every endpoint answers it. */
export const RiskProfileSchema = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  prospective_customer_name: z.string(),
  phone: z.string().nullable(),
  bazaar_location: z.string().nullable(),
  business_location_address: z.string().nullable(),
  business_latitude: z.number().nullable(),
  business_longitude: z.number().nullable(),
  product_selling: z.string().nullable(),
  business_type: z.string().nullable(),
  years_at_current_location: z.number().int().nullable(),
  monthly_household_income: z.number().nullable(),
  daily_savings_capacity: z.number().nullable(),
  proposed_daily_payment: z.number().nullable(),
  primary_income_source: z.string().nullable(),
  secondary_income_source: z.string().nullable(),
  total_monthly_income: z.number().nullable(),
  total_monthly_expenses: z.number().nullable(),
  total_existing_debt: z.number().nullable(),
  payment_history_score: z.number().int().nullable(),
  business_stability_score: z.number().int().nullable(),
  asset_backing_score: z.number().int().nullable(),
  income_stability_rating: z.number().int().nullable(),
  location_stability_score: z.number().int().nullable(),
  assessor_comments: z.string().nullable(),
  multiple_income_sources: z.array(StoredIncomeSourceSchema),
  existing_loans: z.array(StoredExistingLoanSchema),
  multiple_businesses: z.array(StoredBusinessSchema),
  bank_accounts: z.array(StoredBankAccountSchema),
  assets_owned: z.array(StoredAssetSchema),
  guarantors: z.array(StoredContactSchema),
  collateral_details: z.array(StoredAssetSchema),
  emergency_contacts: z.array(StoredContactSchema),
  assessment_status: z.enum(ASSESSMENT_STATUSES),
  risk_category: z.enum(['low', 'medium', 'high']).nullable(),
  /** The dashboard's badge (70/40 on the first non-empty score). */
  risk_badge: z.enum(['low', 'medium', 'high']),
  overall_eligibility_score: z.number().int().nullable(),
  behavioral_score: z.number().int().nullable(),
  documentation_score: z.number().int().nullable(),
  recommended_loan_amount: z.number().nullable(),
  /** Each component's points, the ratio and the income used, and the rules' version. */
  score_components: ScoreComponentsSchema.nullable(),
  debt_to_income_percent: z.number().nullable(),
  score_rule_version: z.number().int().nullable(),
  customer_created: z.boolean(),
  customer_id: z.uuid().nullable(),
  approved_at: z.string().nullable(),
  approved_by: z.uuid().nullable(),
  rejected_at: z.string().nullable(),
  rejected_by: z.uuid().nullable(),
  rejection_reason: z.string().nullable(),
  created_by: z.uuid(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RiskProfile = z.infer<typeof RiskProfileSchema>;

/** The dashboard's tabs (spec part 2 §2): Low Risk is a score of 71 or more (spec §9). */
export const RISK_PROFILE_TABS = ['all', 'completed', 'approved', 'low_risk'] as const;
export type RiskProfileTab = (typeof RISK_PROFILE_TABS)[number];

export const RISK_PROFILE_SORT_FIELDS = [
  'created_at',
  'prospective_customer_name',
  'overall_eligibility_score',
  'recommended_loan_amount',
  'assessment_status',
] as const;

/** GET /risk-profiles: a tab, a search (name, phone, bazaar, product), sorted, paged. */
export const RiskProfileListQuerySchema = PaginationQuerySchema.extend({
  tab: z.enum(RISK_PROFILE_TABS).default('all'),
  search: SearchTextSchema(),
  sort: z.enum(RISK_PROFILE_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type RiskProfileListQuery = z.infer<typeof RiskProfileListQuerySchema>;
export type RiskProfileListQueryInput = z.input<typeof RiskProfileListQuerySchema>;

export const RiskProfileListResponseSchema = ListResponseSchema(RiskProfileSchema).extend({
  /** Rows per tab for the same search, so every tab shows its count. */
  // An object, not a record of the tabs: OpenAPI then names each required key's type.
  counts: z.object({
    all: z.number().int(),
    completed: z.number().int(),
    approved: z.number().int(),
    low_risk: z.number().int(),
  } satisfies Record<RiskProfileTab, z.ZodType>),
});
export type RiskProfileListResponse = z.infer<typeof RiskProfileListResponseSchema>;

/** GET /risk-profiles/summary: the dashboard's five cards. */
export const RiskProfileSummarySchema = z.object({
  total_profiles: z.number().int(),
  completed: z.number().int(),
  approved: z.number().int(),
  low_risk: z.number().int(),
  customers_created: z.number().int(),
});
export type RiskProfileSummary = z.infer<typeof RiskProfileSummarySchema>;

export const RiskProfileMutationResponseSchema = z.object({
  message: z.string(),
  risk_profile: RiskProfileSchema,
});
export type RiskProfileMutationResponse = z.infer<typeof RiskProfileMutationResponseSchema>;

/** POST /risk-profiles/:id/create-customer → 201: the linked profile and the new customer. */
export const CreateCustomerFromRiskProfileResponseSchema = RiskProfileMutationResponseSchema.extend(
  { customer: CustomerSchema },
);
export type CreateCustomerFromRiskProfileResponse = z.infer<
  typeof CreateCustomerFromRiskProfileResponseSchema
>;

/** The enhanced form's band names, for the badge ('Not Calculated', 'Low Risk', …). */
export const EnhancedRiskBandSchema = z.enum(ENHANCED_RISK_BANDS);
