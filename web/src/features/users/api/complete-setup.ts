import type { CompleteSetupRequest, SessionResponse } from '@lendline/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function completeSetup(body: CompleteSetupRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/v1/auth/complete-setup', body);
}

/** Sets the password from the invitation; the answer is the new session (signed in). */
export function useCompleteSetup() {
  // The link works once: a retry after a lost answer would be refused as used.
  return useMutation({ mutationFn: completeSetup, retry: false });
}
