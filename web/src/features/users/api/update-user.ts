import type { UpdateUserRequest, UserMutationResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateUsers } from './invalidate-users';

export function updateUser({
  userId,
  changes,
}: {
  userId: string;
  changes: UpdateUserRequest;
}): Promise<UserMutationResponse> {
  return apiRequest<UserMutationResponse>(`/api/v1/users/${userId}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateUsers(queryClient) });
}
