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
