import type { SessionResponse, SignUpRequest } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function signUp(body: SignUpRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/v1/auth/sign-up', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // Creating an account is not idempotent: a retry after a lost answer would hit EMAIL_TAKEN.
    retry: false,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session.current(), session),
  });
}
