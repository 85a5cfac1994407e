import type { CollectionAlertsResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function collectionAlertsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.collections.alerts(),
    queryFn: ({ signal }) =>
      api.get<CollectionAlertsResponse>('/api/v1/collections/alerts', signal),
  });
}

/** The alerts computed from the data, most severe first (GET /collections/alerts). */
export function useCollectionAlerts() {
  return useQuery(collectionAlertsQueryOptions());
}
