import type { SessionResponse, SignInRequest } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function signIn(body: SignInRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/v1/auth/sign-in', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A retried attempt would count against the login rate limit (5 a minute).
    retry: false,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session.current(), session),
  });
}
