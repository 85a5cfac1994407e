import type {
  BackTestOutcome,
  CustomerRiskLevel,
  MessageKey,
  RecommendationGroup,
} from '@lendline/core';

export const OUTCOME_LABELS = {
  over_7_days: 'risk_performance.outcome.over_7_days',
  over_30_days: 'risk_performance.outcome.over_30_days',
} as const satisfies Record<BackTestOutcome, MessageKey>;

export const BAND_LABELS = {
  low: 'risk_performance.band.low',
  medium: 'risk_performance.band.medium',
  high: 'risk_performance.band.high',
} as const satisfies Record<CustomerRiskLevel, MessageKey>;

export const RECOMMENDATION_LABELS = {
  above: 'risk_performance.recommendation.above',
  within: 'risk_performance.recommendation.within',
} as const satisfies Record<RecommendationGroup, MessageKey>;
