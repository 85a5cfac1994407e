import type { CollectionSummary } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function collectionSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.collections.summary(null),
    queryFn: ({ signal }) => api.get<CollectionSummary>('/api/v1/collections/summary', signal),
  });
}

/** The four cards of /due-today (GET /collections/summary), for the organization's today. */
export function useCollectionSummary() {
  return useQuery(collectionSummaryQueryOptions());
}
