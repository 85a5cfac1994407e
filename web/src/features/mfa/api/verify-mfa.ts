import type { MfaVerifyRequest, SessionResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The sign-in's code step: answers the session, as sign-in does without MFA. */
export function verifyMfa(body: MfaVerifyRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/v1/auth/mfa/verify', body);
}

export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfa,
    // A retried wrong code would count against the sign-in limit.
    retry: false,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session.current(), session),
  });
}
