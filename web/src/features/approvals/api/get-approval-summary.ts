import type { ApprovalBell } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { APPROVALS_STALE_MS } from './get-approvals';

export const approvalSummaryQueryOptions = queryOptions({
  queryKey: queryKeys.approvals.summary(),
  queryFn: ({ signal }) => api.get<ApprovalBell>('/api/v1/approvals/summary', signal),
  staleTime: APPROVALS_STALE_MS,
  refetchOnWindowFocus: false,
});

/** What the header bell shows; off for users who may not read approvals. */
export function useApprovalSummary({ enabled }: { enabled: boolean }) {
  return useQuery({ ...approvalSummaryQueryOptions, enabled });
}
