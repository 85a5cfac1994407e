import type { RecordPaymentRequest, RecordPaymentResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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

/**
 * POST /loans/:id/payments; refreshes the loans (remaining, status), the payments, the
 * customers' figures, the approvals (a large payment waits for a manager), the day's collection
 * entries and the counts.
 */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    retry: false,
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.loans.all,
          queryKeys.payments.all,
          queryKeys.collections.all,
          queryKeys.customers.all,
          queryKeys.approvals.all,
          queryKeys.navigation.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
