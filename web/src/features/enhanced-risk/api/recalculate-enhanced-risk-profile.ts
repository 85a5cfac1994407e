import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateRiskFigures } from './invalidate-risk-figures';
import type { EnhancedRiskProfileMutationResponse } from './invalidate-risk-figures';

/** POST /enhanced-risk-profiles/:id/recalculate: the stored answers scored again. */
export function useRecalculateEnhancedRiskProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      apiRequest<EnhancedRiskProfileMutationResponse>(
        `/api/v1/enhanced-risk-profiles/${profileId}/recalculate`,
        { method: 'POST' },
      ),
    onSuccess: (answer) =>
      answer.risk_profile.customer_id
        ? invalidateRiskFigures(queryClient, answer.risk_profile.customer_id)
        : undefined,
  });
}
