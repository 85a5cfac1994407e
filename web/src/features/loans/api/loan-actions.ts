import type {
  DisburseLoanRequest,
  LoanMutationResponse,
  ReversePaymentRequest,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The decisions on a loan and its payments (approve, reject, disburse, reverse). Each changes
 * the loan's figures or status, so each refreshes every loan, payment, customer, approval and
 * daily collection view, and the sidebar counts.
 */
function useLoanChange<Input>(send: (input: Input) => Promise<LoanMutationResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
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
