import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateUsers } from './invalidate-users';

export function deleteUser(userId: string): Promise<{ message: string } | undefined> {
  return apiRequest<{ message: string } | undefined>(`/api/v1/users/${userId}`, {
    method: 'DELETE',
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // A repeated delete after a lost answer would read 'User not found'.
    retry: false,
    onSuccess: () => invalidateUsers(queryClient),
  });
}
