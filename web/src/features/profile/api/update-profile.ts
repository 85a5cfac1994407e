import type { SessionResponse, UpdateMeRequest } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/v1/me: the user's own name and phone; answers the session as it now stands. */
export function updateProfile(changes: UpdateMeRequest): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/api/v1/me', { method: 'PATCH', body: changes });
}

/** Saves the user's details and puts the answered session in place (header, sidebar, here). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session.current(), session),
  });
}
