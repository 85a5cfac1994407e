import type { CashHandoverRequest, CashHandoverResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface RecordHandoverInput {
  body: CashHandoverRequest;
  /** One per dialog opening: a resend after a lost answer records the cash once. */
  idempotencyKey: string;
}

export function recordHandover({
  body,
  idempotencyKey,
}: RecordHandoverInput): Promise<CashHandoverResponse> {
  return apiRequest<CashHandoverResponse>('/api/v1/collections/handovers', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST /collections/handovers: the cash in hand (and the alerts) refresh. */
export function useRecordHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordHandover,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collections.all }),
  });
}
