import type { DashboardResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** As the sidebar counts (spec part 1 §9): fresh for 30 s, asked again every minute. */
const DASHBOARD_STALE_MS = 30_000;
const DASHBOARD_REFETCH_MS = 60_000;

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.figures(),
    queryFn: ({ signal }) => api.get<DashboardResponse>('/api/v1/dashboard', signal),
    staleTime: DASHBOARD_STALE_MS,
    refetchInterval: DASHBOARD_REFETCH_MS,
  });
}

/** The signed-in role's figures (GET /dashboard). */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
