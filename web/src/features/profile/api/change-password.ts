import type { ChangePasswordRequest, ChangePasswordResponse } from '@lendline/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/v1/auth/change-password: the user's other sessions end; this one stays. */
export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/api/v1/auth/change-password', {
    method: 'POST',
    body: request,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
