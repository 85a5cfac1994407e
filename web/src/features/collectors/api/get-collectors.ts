import { PAGE_SIZE } from '@lendline/core';
import type { CollectorListResponse, CollectorStatus } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface CollectorListParams {
  /** null: every organization in the user's scope. */
  organizationId: string | null;
  search: string;
  status: CollectorStatus | null;
  page: number;
}

export function collectorsQueryOptions(params: CollectorListParams) {
  const search = new URLSearchParams({
    page: String(params.page),
    page_size: String(PAGE_SIZE.default),
  });
  if (params.organizationId) search.set('organization_id', params.organizationId);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.status) search.set('status', params.status);
  return queryOptions({
    queryKey: queryKeys.collectors.list(params),
    queryFn: ({ signal }) => api.get<CollectorListResponse>(`/api/v1/collectors?${search}`, signal),
    // Blocks may arrive through approvals decided elsewhere; realtime events invalidate this.
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}

/** Active and unblocked collectors first, then by name (the server's order). */
export function useCollectors(params: CollectorListParams) {
  return useQuery(collectorsQueryOptions(params));
}
