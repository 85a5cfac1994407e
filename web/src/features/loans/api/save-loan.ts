import type {
  CreateLoanRequest,
  LoanMutationResponse,
  LoanPendingApprovalResponse,
  UpdateLoanRequest,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SaveLoanInput =
  | { kind: 'create'; body: CreateLoanRequest; idempotencyKey: string }
  | { kind: 'update'; id: string; body: UpdateLoanRequest };

/**
 * 200/201 when the loan stands approved (or was saved), 202 when it waits for an approver; either
 * way the dialog shows the server's `message`, which says which.
 */
export type SaveLoanResponse = LoanMutationResponse | LoanPendingApprovalResponse;

export function saveLoan(input: SaveLoanInput): Promise<SaveLoanResponse> {
  return input.kind === 'create'
    ? apiRequest<SaveLoanResponse>('/api/v1/loans', {
        method: 'POST',
        body: input.body,
        // One key per dialog opening: a resend after a lost answer does not apply twice.
        headers: { 'Idempotency-Key': input.idempotencyKey },
      })
    : apiRequest<SaveLoanResponse>(`/api/v1/loans/${input.id}`, {
        method: 'PATCH',
        body: input.body,
      });
}

/**
 * POST /loans or PATCH /loans/:id; refreshes the loans, the customers' loan tabs, the approval
 * queue (a loan above the limit waits there) and the sidebar counts.
 */
export function useSaveLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLoan,
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.loans.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.approvals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.navigation.all }),
      ]),
  });
}
