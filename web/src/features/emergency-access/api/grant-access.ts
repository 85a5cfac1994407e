import type {
  EmergencyAccessMutationResponse,
  GrantEmergencyAccessRequest,
  RevokeEmergencyAccessRequest,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function grantEmergencyAccess(
  body: GrantEmergencyAccessRequest,
): Promise<EmergencyAccessMutationResponse> {
  return api.post<EmergencyAccessMutationResponse>('/api/v1/emergency-access', body);
}

export function revokeEmergencyAccess({
  id,
  body,
}: {
  id: string;
  body: RevokeEmergencyAccessRequest;
}): Promise<EmergencyAccessMutationResponse> {
  return api.post<EmergencyAccessMutationResponse>(`/api/v1/emergency-access/${id}/revoke`, body);
}

export function useGrantEmergencyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantEmergencyAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emergencyAccess.all }),
  });
}

export function useRevokeEmergencyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeEmergencyAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emergencyAccess.all }),
  });
}
