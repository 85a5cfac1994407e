import type { RecordPaymentRequest, RecordPaymentResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateLoanFigures } from '@/lib/invalidate-loan-figures';

export interface RecordPaymentInput {
  loanId: string;
  body: RecordPaymentRequest;
  /** One per dialog opening: a resend after a lost answer records the payment once. */
  idempotencyKey: string;
}

export function recordPayment({
  loanId,
  body,
  idempotencyKey,
}: RecordPaymentInput): Promise<RecordPaymentResponse> {
  return apiRequest<RecordPaymentResponse>(`/api/v1/loans/${loanId}/payments`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST /loans/:id/payments; refreshes what any payment changes. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    retry: false,
    onSuccess: () => invalidateLoanFigures(queryClient),
  });
}
