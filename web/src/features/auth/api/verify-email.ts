import type { VerifyEmailRequest, VerifyEmailResponse } from '@lendline/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return api.post<VerifyEmailResponse>('/api/v1/auth/verify-email', body);
}

/** Uses the sign-up's link; the account then exists, and its owner signs in. */
export function useVerifyEmail() {
  // The link works once: a retry after a lost answer would be refused as used.
  return useMutation({ mutationFn: verifyEmail, retry: false });
}
