import type { PortfolioBucket } from '@lendline/core';

/**
 * The aging buckets' day ranges (core PORTFOLIO_BUCKETS), short enough for the roll-rate
 * heatmap's columns on a phone; the Loans screen names its bucket filter with them.
 */
export const BUCKET_DAYS = {
  current: '0',
  '1_7': '1–7',
  '8_15': '8–15',
  '16_30': '16–30',
  '31_60': '31–60',
  '61_90': '61–90',
  '90_plus': '90+',
} as const satisfies Record<PortfolioBucket, string>;
