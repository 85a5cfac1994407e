import type { CollectorMutationResponse, PendingApprovalResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type BlockCollectorInput =
  | { id: string; action: 'block'; reason: string }
  | { id: string; action: 'unblock'; reason?: string };

/** 200 with the collector when carried out at once; 202 with the approval request otherwise. */
export type BlockCollectorResult = CollectorMutationResponse | PendingApprovalResponse;

export function isPendingApproval(result: BlockCollectorResult): result is PendingApprovalResponse {
  return 'status' in result && result.status === 'pending_approval';
}

export function blockCollector({ id, action, reason }: BlockCollectorInput) {
  const trimmed = reason?.trim() ?? '';
  // A block needs its reason (the dialog asks for it); an unblock's note is optional.
  const body = action === 'block' || trimmed !== '' ? { reason: trimmed } : {};
  return api.post<BlockCollectorResult>(
    `/api/v1/collectors/${encodeURIComponent(id)}/${action}`,
    body,
  );
}

/** Block or unblock, or ask for it: a request refreshes the approvals and counts too. */
export function useBlockCollector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockCollector,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.collectors.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.approvals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.navigation.counts() }),
      ]),
  });
}
