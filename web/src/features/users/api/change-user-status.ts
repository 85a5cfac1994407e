import type { UserMutationResponse, UserStatusChangeRequest } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateUsers } from './invalidate-users';

export function changeUserStatus({
  userId,
  change,
}: {
  userId: string;
  change: UserStatusChangeRequest;
}): Promise<UserMutationResponse> {
  return api.post<UserMutationResponse>(`/api/v1/users/${userId}/status`, change);
}

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: () => invalidateUsers(queryClient),
  });
}
