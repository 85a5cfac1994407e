import type { PortfolioSummary } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The figures move with every payment: half a minute, as the sidebar counts. */
const PORTFOLIO_STALE_MS = 30_000;

/**
 * GET /analytics/portfolio (`date`: the end of that day; none: today). Not parsed here, unlike
 * the analytics series: the server serializes it through core's PortfolioSummarySchema, and the
 * dashboard that reads it loads no zod.
 */
export function portfolioQueryOptions(date: string | null = null) {
  return queryOptions({
    queryKey: queryKeys.analytics.portfolio(date),
    queryFn: ({ signal }): Promise<PortfolioSummary> => {
      const query = date ? `?${new URLSearchParams({ date }).toString()}` : '';
      return api.get<PortfolioSummary>(`/api/v1/analytics/portfolio${query}`, signal);
    },
    staleTime: PORTFOLIO_STALE_MS,
  });
}

/** The portfolio in the user's scope: gross outstanding, active and overdue loans, PAR1/7/30. */
export function usePortfolio(options: { date?: string | null; enabled?: boolean } = {}) {
  return useQuery({
    ...portfolioQueryOptions(options.date ?? null),
    enabled: options.enabled ?? true,
  });
}
