import type { MfaChallengeResponse, SessionResponse, SignInRequest } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The session, or — for an account with MFA — the token for the code step (no session yet). */
export type SignInResponse = SessionResponse | MfaChallengeResponse;

export function isMfaChallenge(response: SignInResponse): response is MfaChallengeResponse {
  return 'mfa_required' in response && response.mfa_required;
}

export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/v1/auth/sign-in', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A retried attempt would count against the login rate limit (5 a minute).
    retry: false,
    onSuccess: (response) => {
      if (!isMfaChallenge(response)) {
        queryClient.setQueryData(queryKeys.session.current(), response);
      }
    },
  });
}
