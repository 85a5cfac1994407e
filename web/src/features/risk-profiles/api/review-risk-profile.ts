import type {
  CreateCustomerFromRiskProfileRequest,
  Customer,
  RiskProfileMutationResponse,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /risk-profiles/:id/create-customer answers the new customer too. */
export interface CreateCustomerFromProfileResponse extends RiskProfileMutationResponse {
  customer: Customer;
}

const post = <Response>(path: string, body?: unknown) =>
  apiRequest<Response>(path, { method: 'POST', body });

/** A review decision changes the profile's status, the tabs and the cards: all refresh. */
function useReviewChange<Input, Response extends RiskProfileMutationResponse>(
  send: (input: Input) => Promise<Response>,
  alsoRefresh: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSuccess: () =>
      Promise.all(
        [queryKeys.riskProfiles.all, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /risk-profiles/:id/approve with an optional note (audited). */
export function useApproveRiskProfile() {
  return useReviewChange(({ id, note }: { id: string; note?: string }) =>
    post<RiskProfileMutationResponse>(`/api/v1/risk-profiles/${id}/approve`, note ? { note } : {}),
  );
}

/** POST /risk-profiles/:id/reject with the required reason (audited). */
export function useRejectRiskProfile() {
  return useReviewChange(({ id, reason }: { id: string; reason: string }) =>
    post<RiskProfileMutationResponse>(`/api/v1/risk-profiles/${id}/reject`, { reason }),
  );
}

/**
 * POST /risk-profiles/:id/create-customer with what the profile lacks (the residential location)
 * or the names as checked; the customer lists and counts change too.
 */
export function useCreateCustomerFromProfile() {
  return useReviewChange(
    ({ id, body }: { id: string; body: CreateCustomerFromRiskProfileRequest }) =>
      post<CreateCustomerFromProfileResponse>(`/api/v1/risk-profiles/${id}/create-customer`, body),
    [queryKeys.customers.all, queryKeys.navigation.all],
  );
}
