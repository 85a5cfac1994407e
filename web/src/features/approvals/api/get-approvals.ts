import { PAGE_SIZE } from '@lendline/core';
import type { ApprovalListResponse, ApprovalRequest } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec part 1 §9: approvals are cached 1 minute and not refetched on focus. */
export const APPROVALS_STALE_MS = 60_000;

export type ApprovalStatusFilter = ApprovalRequest['status'] | 'all';

export interface ApprovalListParams {
  status: ApprovalStatusFilter;
  page: number;
}

export function approvalsQueryOptions({ status, page }: ApprovalListParams) {
  const search = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE.default) });
  if (status !== 'all') search.set('status', status);
  return queryOptions({
    queryKey: queryKeys.approvals.list({ status, page }),
    queryFn: ({ signal }) => api.get<ApprovalListResponse>(`/api/v1/approvals?${search}`, signal),
    staleTime: APPROVALS_STALE_MS,
    refetchOnWindowFocus: false,
    // An invalidation (event, decision) refetches the open list even if it was fresh.
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}

export function useApprovals(params: ApprovalListParams) {
  return useQuery(approvalsQueryOptions(params));
}
