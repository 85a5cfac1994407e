import {
  CollectionRateResponseSchema,
  CollectorProductivityResponseSchema,
  OverdueMapResponseSchema,
  PortfolioTrendsResponseSchema,
  PromisesAnalyticsResponseSchema,
  RollRatesResponseSchema,
  VintagesResponseSchema,
  addDays,
  type BiPeriodMonths,
} from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { organizationToday } from '@/lib/organization-today';
import { queryKeys } from '@/lib/query-keys';

/** Snapshot series change once a day: a few minutes old is fresh enough. */
const BI_STALE_MS = 5 * 60_000;

/** The first day of the month `months − 1` months before the organization's current one. */
export function periodStartDay(months: number, today = organizationToday()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of the month that starts on `monthStart` ('YYYY-MM-01'). */
export function monthEndDay(monthStart: string): string {
  return addDays(periodStartDay(0, monthStart), -1);
}

/**
 * Each series of the Business Intelligence screen: its address for a period of `months` and
 * the schema its answer is checked against. The range series of the analytics API (roll
 * rates, collection rate, promises) are asked by month from the period's first day.
 */
const SERIES = {
  trends: { path: () => '/analytics/trends', schema: PortfolioTrendsResponseSchema },
  vintages: { path: () => '/analytics/vintages', schema: VintagesResponseSchema },
  collectors: {
    path: () => '/analytics/collector-productivity',
    schema: CollectorProductivityResponseSchema,
  },
  rollRates: {
    path: (months: number) => `/analytics/roll-rates?period=month&from=${periodStartDay(months)}`,
    schema: RollRatesResponseSchema,
  },
  collectionRate: {
    path: (months: number) =>
      `/analytics/collection-rate?period=month&from=${periodStartDay(months)}`,
    schema: CollectionRateResponseSchema,
  },
  promises: {
    path: (months: number) => `/analytics/promises?period=month&from=${periodStartDay(months)}`,
    schema: PromisesAnalyticsResponseSchema,
  },
  overdueMap: { path: () => '/analytics/overdue-map', schema: OverdueMapResponseSchema },
} as const;
export type BiSeries = keyof typeof SERIES;

function withMonths(path: string, months: number) {
  if (path.includes('?') || path.endsWith('overdue-map')) return path;
  return `${path}?months=${months}`;
}

export function biSeriesQueryOptions<Series extends BiSeries>(
  series: Series,
  months: BiPeriodMonths,
) {
  const { path, schema } = SERIES[series];
  return queryOptions({
    queryKey: queryKeys.analytics.series(series, series === 'overdueMap' ? 0 : months),
    queryFn: async ({ signal }) => {
      const answer = await api.get<unknown>(`/api/v1${withMonths(path(months), months)}`, signal);
      return schema.parse(answer) as z.infer<(typeof SERIES)[Series]['schema']>;
    },
    staleTime: BI_STALE_MS,
  });
}

/** One Business Intelligence series (reports:read) for the last `months` months. */
export function useBiSeries<Series extends BiSeries>(series: Series, months: BiPeriodMonths) {
  return useQuery(biSeriesQueryOptions(series, months));
}
