import { fromPaise, toPaise } from '@lendline/core';
import type { CollectorCash } from '@lendline/core';

/** The cash a collector still holds of a day: collected − handed over, never below 0. */
export function cashInHandOf(row: Pick<CollectorCash, 'collected' | 'handed_over'>): number {
  return fromPaise(Math.max(0, toPaise(row.collected.amount) - toPaise(row.handed_over.amount)));
}

export type VarianceKind = 'short' | 'over' | 'balanced';

/** A variance (handed over − collected): short below 0, over above it. */
export function varianceKindOf(variance: number): VarianceKind {
  const paise = toPaise(variance);
  if (paise < 0) return 'short';
  return paise > 0 ? 'over' : 'balanced';
}
