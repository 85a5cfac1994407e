import type { EnhancedRiskBand, MessageKey } from '@lendline/core';

/** Spec part 2 §4 "Risk bands in the enhanced form": none, 80, 60, 40. */
export const RISK_BAND_LABELS = {
  not_calculated: 'enhanced_risk.band.not_calculated',
  low: 'enhanced_risk.band.low',
  medium: 'enhanced_risk.band.medium',
  high: 'enhanced_risk.band.high',
  very_high: 'enhanced_risk.band.very_high',
} as const satisfies Record<EnhancedRiskBand, MessageKey>;

export const RISK_BAND_COLORS = {
  not_calculated: 'gray',
  low: 'teal',
  medium: 'yellow',
  high: 'orange',
  very_high: 'red',
} as const satisfies Record<EnhancedRiskBand, string>;
