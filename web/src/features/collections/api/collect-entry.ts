import type { CollectRequest, CollectResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateLoanFigures } from '@/lib/invalidate-loan-figures';

export interface CollectEntryInput {
  entryId: string;
  body: CollectRequest;
  /** One per dialog opening: a resend after a lost answer collects once. */
  idempotencyKey: string;
}

export function collectEntry({
  entryId,
  body,
  idempotencyKey,
}: CollectEntryInput): Promise<CollectResponse> {
  return apiRequest<CollectResponse>(`/api/v1/collections/${entryId}/collect`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * POST /collections/:id/collect (the collection-update dialog): a real payment, so besides the
 * entries, cards and alerts it refreshes the loans (remaining, status), the payments, the
 * customers' figures, the approvals (a large one waits for a manager) and the counts.
 */
export function useCollectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectEntry,
    retry: false,
    onSuccess: () => invalidateLoanFigures(queryClient),
  });
}
