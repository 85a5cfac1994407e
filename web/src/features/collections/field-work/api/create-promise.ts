import type { CreatePromiseRequest, CreatePromiseResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface CreatePromiseInput {
  loanId: string;
  body: CreatePromiseRequest;
}

export function createPromise({
  loanId,
  body,
}: CreatePromiseInput): Promise<CreatePromiseResponse> {
  return apiRequest<CreatePromiseResponse>(`/api/v1/loans/${loanId}/promises`, {
    method: 'POST',
    body,
  });
}

/**
 * POST /loans/:id/promises (Promise to Pay). No money moves, so no Idempotency-Key: it refreshes
 * the loan's promises and the collections (lists, cards, alerts: a broken promise is one), the
 * loan and the counts.
 */
export function useCreatePromise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromise,
    retry: false,
    onSuccess: (_answer, { loanId }) =>
      Promise.all(
        [queryKeys.collections.all, queryKeys.loans.detail(loanId), queryKeys.navigation.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
