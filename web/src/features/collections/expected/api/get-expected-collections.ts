import type { ExpectedCollectionGroup, ExpectedCollectionsResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ExpectedCollectionsParams {
  group: ExpectedCollectionGroup;
  /** The days ahead from today, and as many before it. */
  days: number;
}

export function expectedCollectionsQueryOptions(params: ExpectedCollectionsParams) {
  const query = new URLSearchParams({ days: String(params.days), group: params.group });
  return queryOptions({
    queryKey: queryKeys.collections.expected(params),
    queryFn: ({ signal }) =>
      api.get<ExpectedCollectionsResponse>(
        `/api/v1/collections/expected?${query.toString()}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Instalments due per day ahead and due against collected before, by collector or branch. */
export function useExpectedCollections(params: ExpectedCollectionsParams) {
  return useQuery(expectedCollectionsQueryOptions(params));
}
