import type { SignUpAcceptedResponse, SignUpRequest } from '@lendline/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Accepted, not signed in: the account exists once the e-mailed link is used. */
export function signUp(body: SignUpRequest): Promise<SignUpAcceptedResponse> {
  return api.post<SignUpAcceptedResponse>('/api/v1/auth/sign-up', body);
}

export function useSignUp() {
  // Each attempt sends an e-mail and counts against the sign-up rate limit.
  return useMutation({ mutationFn: signUp, retry: false });
}
