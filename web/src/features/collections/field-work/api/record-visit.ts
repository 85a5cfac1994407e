import type { CreateVisitRequestInput, CreateVisitResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateLoanFigures } from '@/lib/invalidate-loan-figures';

export interface RecordVisitInput {
  loanId: string;
  body: CreateVisitRequestInput;
  /** One per dialog opening: a paid visit resent after a lost answer pays once. */
  idempotencyKey: string;
}

export function recordVisit({
  loanId,
  body,
  idempotencyKey,
}: RecordVisitInput): Promise<CreateVisitResponse> {
  return apiRequest<CreateVisitResponse>(`/api/v1/loans/${loanId}/visits`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * POST /loans/:id/visits (Record Visit). A paid or partial visit is a real payment, so besides
 * the collections (the loan's visits and promises, the lists, cards and alerts) it refreshes what
 * a payment does: the loans, the payments, the customers' figures, the approvals and the counts.
 */
export function useRecordVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVisit,
    retry: false,
    onSuccess: () => invalidateLoanFigures(queryClient),
  });
}
