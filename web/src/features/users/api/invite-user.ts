import type { InviteUserRequest, UserMutationResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateUsers } from './invalidate-users';

export function inviteUser(body: InviteUserRequest): Promise<UserMutationResponse> {
  return api.post<UserMutationResponse>('/api/v1/users/invite', body);
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    // Inviting is not idempotent: a retry after a lost answer would meet 'email taken'.
    retry: false,
    onSuccess: () => invalidateUsers(queryClient),
  });
}
