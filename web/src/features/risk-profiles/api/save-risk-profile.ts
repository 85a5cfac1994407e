import type {
  RiskProfileInputValues,
  RiskProfileMutationResponse,
  RiskProfilePatch,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SaveRiskProfileInput =
  | { kind: 'create'; body: RiskProfileInputValues }
  | { kind: 'update'; id: string; body: RiskProfilePatch };

/** POST /risk-profiles (201) or PATCH /risk-profiles/:id: the stored profile, scored. */
export function saveRiskProfile(input: SaveRiskProfileInput): Promise<RiskProfileMutationResponse> {
  return input.kind === 'create'
    ? apiRequest<RiskProfileMutationResponse>('/api/v1/risk-profiles', {
        method: 'POST',
        body: input.body,
      })
    : apiRequest<RiskProfileMutationResponse>(`/api/v1/risk-profiles/${input.id}`, {
        method: 'PATCH',
        body: input.body,
      });
}

/**
 * Saves a draft or completes it. The answer becomes the profile's cached detail (the form's
 * address changes to it after the first save without loading it again); the lists and cards
 * refresh.
 */
export function useSaveRiskProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRiskProfile,
    // Creating is not idempotent: a retry after a lost answer would create a second profile.
    retry: false,
    onSuccess: ({ risk_profile: profile }) => {
      queryClient.setQueryData(queryKeys.riskProfiles.detail(profile.id), profile);
      // Not the detail just stored: asking for it again would only repeat the answer.
      return queryClient.invalidateQueries({
        queryKey: queryKeys.riskProfiles.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
