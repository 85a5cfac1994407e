import type { EnhancedRiskProfileRequest } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateRiskFigures } from './invalidate-risk-figures';
import type { EnhancedRiskProfileMutationResponse } from './invalidate-risk-figures';

/** POST /customers/:id/risk-profiles: the enhanced submission, scored by the server. */
export function useSubmitEnhancedRiskProfile(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnhancedRiskProfileRequest) =>
      apiRequest<EnhancedRiskProfileMutationResponse>(
        `/api/v1/customers/${customerId}/risk-profiles`,
        { method: 'POST', body },
      ),
    // Each submission stores a new profile: a retry after a lost answer would store two.
    retry: false,
    onSuccess: () => invalidateRiskFigures(queryClient, customerId),
  });
}
