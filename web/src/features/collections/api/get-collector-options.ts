import type { CollectorListResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many collectors the reassign picker offers at once; typing narrows them on the server. */
export const COLLECTOR_OPTIONS_PAGE_SIZE = 50;

export interface CollectorOptionsParams {
  search: string;
  /** The organization of the entries being reassigned, when they share one. */
  organizationId: string | null;
}

export function collectorOptionsQueryOptions(params: CollectorOptionsParams) {
  const query = new URLSearchParams({
    status: 'active',
    page: '1',
    page_size: String(COLLECTOR_OPTIONS_PAGE_SIZE),
  });
  if (params.organizationId) query.set('organization_id', params.organizationId);
  if (params.search.trim()) query.set('search', params.search.trim());
  return queryOptions({
    // Under the collectors' keys, so a change to a collector refreshes the picker too.
    queryKey: queryKeys.collectors.list({
      ...params,
      status: 'active',
      page: 1,
      pageSize: COLLECTOR_OPTIONS_PAGE_SIZE,
    }),
    queryFn: ({ signal }) =>
      api.get<CollectorListResponse>(`/api/v1/collectors?${query.toString()}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** Active, unblocked collectors for the reassign picker (GET /collectors?status=active). */
export function useCollectorOptions(params: CollectorOptionsParams, enabled: boolean) {
  return useQuery({ ...collectorOptionsQueryOptions(params), enabled });
}
