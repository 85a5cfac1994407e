import type {
  RiskProfileListResponse,
  RiskProfileTab,
  RISK_PROFILE_SORT_FIELDS,
} from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortState } from '@/components/data-table/sort-cycle';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

export type RiskProfileSort = (typeof RISK_PROFILE_SORT_FIELDS)[number];

/** Profiles change as assessors work: a minute keeps the tab counts close to the truth. */
export const RISK_PROFILES_STALE_MS = 60_000;

export interface RiskProfileListParams {
  tab: RiskProfileTab;
  search: string;
  page: number;
  pageSize: number;
  sort: SortState<RiskProfileSort> | null;
}

/** GET /risk-profiles with only the parameters set; no sort leaves the server's (newest first). */
export function riskProfilesPath({ tab, search, page, pageSize, sort }: RiskProfileListParams) {
  const query = new URLSearchParams({ tab });
  const text = search.trim();
  if (text) query.set('search', text);
  query.set('page', String(page));
  query.set('page_size', String(pageSize));
  if (sort) {
    query.set('sort', sort.column);
    query.set('order', sort.order);
  }
  return `/api/v1/risk-profiles?${query.toString()}`;
}

export function riskProfilesQueryOptions(params: RiskProfileListParams) {
  return queryOptions({
    queryKey: queryKeys.riskProfiles.list(params),
    queryFn: ({ signal }) => api.get<RiskProfileListResponse>(riskProfilesPath(params), signal),
    staleTime: RISK_PROFILES_STALE_MS,
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** One page of a tab's profiles, with every tab's count for the same search. */
export function useRiskProfiles(params: RiskProfileListParams) {
  return useQuery(riskProfilesQueryOptions(params));
}
