import type { CollectionSummary } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function collectionSummaryQueryOptions(date: string | null = null) {
  const path = date
    ? `/api/v1/collections/summary?date=${encodeURIComponent(date)}`
    : '/api/v1/collections/summary';
  return queryOptions({
    queryKey: queryKeys.collections.summary(date),
    queryFn: ({ signal }) => api.get<CollectionSummary>(path, signal),
  });
}

/** The four cards of /due-today (GET /collections/summary) for a day; null: the organization's today. */
export function useCollectionSummary(date: string | null = null) {
  return useQuery(collectionSummaryQueryOptions(date));
}
