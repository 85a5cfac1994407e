import type {
  PendingApprovalResponse,
  Role,
  UserMutationResponse,
  UserRoleChangeRequest,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateUsers } from './invalidate-users';

/** 200 with the user when changed at once; 202 with the approval request when it must wait. */
export type RoleChangeResult = UserMutationResponse | PendingApprovalResponse;

export function isPendingApproval(result: RoleChangeResult): result is PendingApprovalResponse {
  return 'status' in result && result.status === 'pending_approval';
}

export function changeUserRole({
  userId,
  role,
}: {
  userId: string;
  role: Role;
}): Promise<RoleChangeResult> {
  const body: UserRoleChangeRequest = { role };
  return apiRequest<RoleChangeResult>(`/api/v1/users/${userId}/role`, { method: 'PUT', body });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    // A second request for the same change would create a second approval request.
    retry: false,
    onSuccess: async (result) => {
      if (isPendingApproval(result)) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.approvals.all });
      }
      await invalidateUsers(queryClient);
    },
  });
}
