import type {
  AssessmentStatus,
  MessageKey,
  RiskBusinessType,
  RiskCategory,
  RiskProfileSummary,
  RiskProfileTab,
} from '@lendline/core';

/** The words for the risk profiles' closed lists, one message per value. */
export const RISK_PROFILE_TAB_LABELS = {
  all: 'risk.tabs.all',
  completed: 'risk.tabs.completed',
  approved: 'risk.tabs.approved',
  low_risk: 'risk.tabs.low_risk',
} as const satisfies Record<RiskProfileTab, MessageKey>;

/** Spec part 2 §4: badges Draft, Completed, Approved, Rejected. */
export const ASSESSMENT_STATUS_LABELS = {
  draft: 'risk.status.draft',
  completed: 'risk.status.completed',
  approved: 'risk.status.approved',
  rejected: 'risk.status.rejected',
} as const satisfies Record<AssessmentStatus, MessageKey>;

/** Spec part 2 §4 "Dashboard risk badge": Low Risk, Medium Risk, High Risk. */
export const RISK_CATEGORY_LABELS = {
  low: 'risk.badge.low',
  medium: 'risk.badge.medium',
  high: 'risk.badge.high',
} as const satisfies Record<RiskCategory, MessageKey>;

export const RISK_CATEGORY_COLORS = {
  low: 'green',
  medium: 'yellow',
  high: 'red',
} as const satisfies Record<RiskCategory, string>;

export const RISK_BUSINESS_TYPE_LABELS = {
  retail: 'risk.business_type.retail',
  wholesale: 'risk.business_type.wholesale',
  manufacturing: 'risk.business_type.manufacturing',
  service: 'risk.business_type.service',
  agriculture: 'risk.business_type.agriculture',
  trading: 'risk.business_type.trading',
  food_beverage: 'risk.business_type.food_beverage',
  textiles: 'risk.business_type.textiles',
  electronics: 'risk.business_type.electronics',
  other: 'risk.business_type.other',
} as const satisfies Record<RiskBusinessType, MessageKey>;

/** The dashboard's five cards, in the spec's order. */
export const RISK_SUMMARY_LABELS = {
  total_profiles: 'risk.summary.total_profiles',
  completed: 'risk.summary.completed',
  approved: 'risk.summary.approved',
  low_risk: 'risk.summary.low_risk',
  customers_created: 'risk.summary.customers_created',
} as const satisfies Record<keyof RiskProfileSummary, MessageKey>;
