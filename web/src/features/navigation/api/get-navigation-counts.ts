import { SIDEBAR_COUNTS_REFETCH_MS } from '@lendline/core';
import type { NavigationCounts } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec part 1 §9: sidebar counts are cached 30 s and refetched every 60 s. */
const COUNTS_STALE_MS = 30_000;

export const navigationCountsQueryOptions = queryOptions({
  queryKey: queryKeys.navigation.counts(),
  queryFn: ({ signal }) => api.get<NavigationCounts>('/api/v1/navigation/counts', signal),
  staleTime: COUNTS_STALE_MS,
  refetchInterval: SIDEBAR_COUNTS_REFETCH_MS,
});

export function useNavigationCounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...navigationCountsQueryOptions, enabled });
}
