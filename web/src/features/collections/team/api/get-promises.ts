import type { PromiseListResponse, PromiseStatus } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

export interface PromiseListParams {
  status: PromiseStatus | null;
  page: number;
  pageSize: number;
}

export function promisesPath(params: PromiseListParams): string {
  const query = new URLSearchParams();
  if (params.status) query.set('status', params.status);
  query.set('page', String(params.page));
  query.set('page_size', String(params.pageSize));
  return `/api/v1/collections/promises?${query.toString()}`;
}

export function promisesQueryOptions(params: PromiseListParams) {
  return queryOptions({
    queryKey: queryKeys.collections.promises(params),
    queryFn: ({ signal }) => api.get<PromiseListResponse>(promisesPath(params), signal),
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** A page of the promises in scope, latest promised date first (GET /collections/promises). */
export function usePromises(params: PromiseListParams) {
  return useQuery(promisesQueryOptions(params));
}
