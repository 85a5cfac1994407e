import type { RiskProfileSummary } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';
import { RISK_PROFILES_STALE_MS } from './get-risk-profiles';

export function riskProfileSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.riskProfiles.summary(),
    queryFn: ({ signal }) => api.get<RiskProfileSummary>('/api/v1/risk-profiles/summary', signal),
    staleTime: RISK_PROFILES_STALE_MS,
    ...LIST_QUERY_RETRY,
  });
}

/** The dashboard's five cards (spec part 2 §2), over the whole organization, not the page. */
export function useRiskProfileSummary() {
  return useQuery(riskProfileSummaryQueryOptions());
}
