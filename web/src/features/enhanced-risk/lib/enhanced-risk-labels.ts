import type {
  AssetLoanStatus,
  AssetType,
  CustomerRiskLevel,
  DefaultedAnswer,
  EnhancedRiskSection,
  EnhancedScoreComponents,
  LenderType,
  LoanHistoryReason,
  LoanHistoryStatus,
  MaritalStatus,
  MessageKey,
  OwnershipStatus,
  RiskBusinessType,
} from '@lendline/core';
import type { Translate } from '@/i18n/use-t';

/** The form's tabs: the five sections the completion bar counts, then Review (spec part 2 §2). */
export const FORM_TABS = [
  'personal',
  'business',
  'expenditure',
  'loan_history',
  'assets',
  'review',
] as const;
export type FormTab = (typeof FORM_TABS)[number];

export const TAB_LABELS = {
  personal: 'enhanced_risk.tabs.personal',
  business: 'enhanced_risk.tabs.business',
  expenditure: 'enhanced_risk.tabs.expenditure',
  loan_history: 'enhanced_risk.tabs.loan_history',
  assets: 'enhanced_risk.tabs.assets',
  review: 'enhanced_risk.tabs.review',
} as const satisfies Record<FormTab | EnhancedRiskSection, MessageKey>;

export const MARITAL_LABELS = {
  single: 'enhanced_risk.marital.single',
  married: 'enhanced_risk.marital.married',
  divorced: 'enhanced_risk.marital.divorced',
  widowed: 'enhanced_risk.marital.widowed',
} as const satisfies Record<MaritalStatus, MessageKey>;

export const BUSINESS_TYPE_LABELS = {
  retail: 'enhanced_risk.business_type.retail',
  wholesale: 'enhanced_risk.business_type.wholesale',
  manufacturing: 'enhanced_risk.business_type.manufacturing',
  service: 'enhanced_risk.business_type.service',
  agriculture: 'enhanced_risk.business_type.agriculture',
  trading: 'enhanced_risk.business_type.trading',
  food_beverage: 'enhanced_risk.business_type.food_beverage',
  textiles: 'enhanced_risk.business_type.textiles',
  electronics: 'enhanced_risk.business_type.electronics',
  other: 'enhanced_risk.business_type.other',
} as const satisfies Record<RiskBusinessType, MessageKey>;

export const REASON_LABELS = {
  business_expansion: 'enhanced_risk.reason.business_expansion',
  working_capital: 'enhanced_risk.reason.working_capital',
  equipment_purchase: 'enhanced_risk.reason.equipment_purchase',
  inventory: 'enhanced_risk.reason.inventory',
  personal: 'enhanced_risk.reason.personal',
  emergency: 'enhanced_risk.reason.emergency',
  other: 'enhanced_risk.reason.other',
} as const satisfies Record<LoanHistoryReason, MessageKey>;

export const DEFAULTED_LABELS = {
  no: 'enhanced_risk.defaulted.no',
  yes: 'enhanced_risk.defaulted.yes',
  unknown: 'enhanced_risk.defaulted.unknown',
} as const satisfies Record<DefaultedAnswer, MessageKey>;

export const LOAN_STATUS_LABELS = {
  active: 'enhanced_risk.loan_status.active',
  completed: 'enhanced_risk.loan_status.completed',
  defaulted: 'enhanced_risk.loan_status.defaulted',
  restructured: 'enhanced_risk.loan_status.restructured',
} as const satisfies Record<LoanHistoryStatus | AssetLoanStatus, MessageKey>;

export const LENDER_TYPE_LABELS = {
  bank: 'enhanced_risk.lender_type.bank',
  mfi: 'enhanced_risk.lender_type.mfi',
  cooperative: 'enhanced_risk.lender_type.cooperative',
  money_lender: 'enhanced_risk.lender_type.money_lender',
  friend_family: 'enhanced_risk.lender_type.friend_family',
  employer: 'enhanced_risk.lender_type.employer',
  other: 'enhanced_risk.lender_type.other',
} as const satisfies Record<LenderType, MessageKey>;

export const ASSET_TYPE_LABELS = {
  property: 'enhanced_risk.asset_type.property',
  vehicle: 'enhanced_risk.asset_type.vehicle',
  equipment: 'enhanced_risk.asset_type.equipment',
  inventory: 'enhanced_risk.asset_type.inventory',
  savings: 'enhanced_risk.asset_type.savings',
  investment: 'enhanced_risk.asset_type.investment',
  jewelry: 'enhanced_risk.asset_type.jewelry',
  other: 'enhanced_risk.asset_type.other',
} as const satisfies Record<AssetType, MessageKey>;

export const OWNERSHIP_LABELS = {
  owned: 'enhanced_risk.ownership.owned',
  partially_owned: 'enhanced_risk.ownership.partially_owned',
  mortgaged: 'enhanced_risk.ownership.mortgaged',
  rented: 'enhanced_risk.ownership.rented',
} as const satisfies Record<OwnershipStatus, MessageKey>;

export const COMPONENT_LABELS = {
  debt_to_income: 'enhanced_risk.component.debt_to_income',
  expense_ratio: 'enhanced_risk.component.expense_ratio',
  business_tenure: 'enhanced_risk.component.business_tenure',
  repayment_history: 'enhanced_risk.component.repayment_history',
  savings_cover: 'enhanced_risk.component.savings_cover',
  asset_cover: 'enhanced_risk.component.asset_cover',
  dependents: 'enhanced_risk.component.dependents',
} as const satisfies Record<keyof EnhancedScoreComponents, MessageKey>;

export const RISK_LEVEL_LABELS = {
  low: 'enhanced_risk.risk_level.low',
  medium: 'enhanced_risk.risk_level.medium',
  high: 'enhanced_risk.risk_level.high',
} as const satisfies Record<CustomerRiskLevel, MessageKey>;

/** A Select's options, in the order core lists the values. */
export function optionsOf<Value extends string>(
  t: Translate,
  values: readonly Value[],
  labels: Record<Value, MessageKey>,
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: t(labels[value]) }));
}
