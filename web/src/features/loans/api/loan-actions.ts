import type {
  DisburseLoanRequest,
  LoanMutationResponse,
  ReversePaymentRequest,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateLoanFigures } from '@/lib/invalidate-loan-figures';

/**
 * The decisions on a loan and its payments (approve, reject, disburse, reverse). Each changes
 * the loan's figures or status, so each refreshes what those show (invalidateLoanFigures).
 */
function useLoanChange<Input>(send: (input: Input) => Promise<LoanMutationResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSuccess: () => invalidateLoanFigures(queryClient),
  });
}

const post = (path: string, body: unknown) =>
  apiRequest<LoanMutationResponse>(path, { method: 'POST', body });

/** POST /loans/:id/approve. */
export function useApproveLoan() {
  return useLoanChange(({ id, note }: { id: string; note?: string }) =>
    post(`/api/v1/loans/${id}/approve`, note ? { note } : {}),
  );
}

/** POST /loans/:id/reject with the required reason. */
export function useRejectLoan() {
  return useLoanChange(({ id, reason }: { id: string; reason: string }) =>
    post(`/api/v1/loans/${id}/reject`, { reason }),
  );
}

/** POST /loans/:id/disburse: method, reference, the date (today or up to 7 days back). */
export function useDisburseLoan() {
  return useLoanChange(({ id, body }: { id: string; body: DisburseLoanRequest }) =>
    post(`/api/v1/loans/${id}/disburse`, body),
  );
}

/** POST /payments/:id/reverse with the required reason. */
export function useReversePayment() {
  return useLoanChange(({ id, reason }: { id: string } & ReversePaymentRequest) =>
    post(`/api/v1/payments/${id}/reverse`, { reason }),
  );
}
