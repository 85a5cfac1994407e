import type { MfaConfirmResponse, MfaEnrollResponse } from '@lendline/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function enrollMfa(): Promise<MfaEnrollResponse> {
  return api.post<MfaEnrollResponse>('/api/v1/auth/mfa/enroll');
}

/**
 * A new secret for the enrolment on screen. A query rather than a mutation on mount: asked once
 * however often the component mounts (a second call would replace the secret shown), and never
 * refetched behind the user's back; forgotten when the screen closes.
 */
export function useMfaEnrollment() {
  return useQuery({
    queryKey: queryKeys.mfa.enrollment(),
    queryFn: enrollMfa,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function confirmMfa(code: string): Promise<MfaConfirmResponse> {
  return api.post<MfaConfirmResponse>('/api/v1/auth/mfa/confirm', { code });
}

export function useConfirmMfa() {
  return useMutation({ mutationFn: confirmMfa, retry: false });
}

export function disableMfa(code: string): Promise<{ mfa_enabled: false }> {
  return api.post<{ mfa_enabled: false }>('/api/v1/auth/mfa/disable', { code });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session.current() }),
  });
}

/** After enrolment: the session now says mfa_enabled (and lifts the enrolment restriction). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.session.current() });
}
