import type { CashInHandResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function collectorCashQueryOptions(date: string) {
  return queryOptions({
    queryKey: queryKeys.collections.cash(date),
    queryFn: ({ signal }) =>
      api.get<CashInHandResponse>(
        `/api/v1/collections/cash?${new URLSearchParams({ date }).toString()}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Each collector's cash of a day: collected, handed over, variance, closed (GET /collections/cash). */
export function useCollectorCash(date: string) {
  return useQuery(collectorCashQueryOptions(date));
}
