import type { PromisePerformanceResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function promisePerformanceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.collections.promisePerformance(),
    queryFn: ({ signal }) =>
      api.get<PromisePerformanceResponse>('/api/v1/collections/promise-performance', signal),
  });
}

/** Per collector, the promises due in the 30 days up to today by status and the kept rate. */
export function usePromisePerformance() {
  return useQuery(promisePerformanceQueryOptions());
}
