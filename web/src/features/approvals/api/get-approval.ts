import type { ApprovalRequestDetail } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { APPROVALS_STALE_MS } from './get-approvals';

export function approvalQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.approvals.detail(id),
    queryFn: ({ signal }) =>
      api.get<ApprovalRequestDetail>(`/api/v1/approvals/${encodeURIComponent(id)}`, signal),
    staleTime: APPROVALS_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
  });
}

/** One request with its notes history; idle until an id is given. */
export function useApproval(id: string | null) {
  return useQuery({ ...approvalQueryOptions(id ?? ''), enabled: id !== null });
}
