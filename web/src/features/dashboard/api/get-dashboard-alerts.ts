import { DASHBOARD_ALERTS_SHOWN } from '@lendline/core';
import type { CollectionAlertsResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The branch view's alerts panel: the most severe alerts of /collections/alerts and their total,
 * asked for beside GET /dashboard so the figures do not wait for the slowest query at scale.
 */
export function dashboardAlertsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.collections.alertsFirst(DASHBOARD_ALERTS_SHOWN),
    queryFn: ({ signal }) =>
      api.get<CollectionAlertsResponse>(
        `/api/v1/collections/alerts?limit=${DASHBOARD_ALERTS_SHOWN}`,
        signal,
      ),
  });
}

export function useDashboardAlerts(options: { enabled: boolean }) {
  return useQuery({ ...dashboardAlertsQueryOptions(), enabled: options.enabled });
}
