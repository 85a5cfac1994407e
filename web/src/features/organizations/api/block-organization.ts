import type { OrganizationMutationResponse, PendingApprovalResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateOrganizations } from './invalidate-organizations';

/** 200 when carried out at once (platform_super_admin); 202 with the request when it must wait. */
export type BlockResult = OrganizationMutationResponse | PendingApprovalResponse;

export function isPendingApproval(result: BlockResult): result is PendingApprovalResponse {
  return 'status' in result && result.status === 'pending_approval';
}

export function blockOrganization({
  organizationId,
  reason,
}: {
  organizationId: string;
  reason: string;
}): Promise<BlockResult> {
  return api.post<BlockResult>(`/api/v1/organizations/${organizationId}/block`, { reason });
}

export function unblockOrganization({
  organizationId,
  reason,
}: {
  organizationId: string;
  reason?: string;
}): Promise<BlockResult> {
  return api.post<BlockResult>(
    `/api/v1/organizations/${organizationId}/unblock`,
    reason === undefined ? {} : { reason },
  );
}

// A retried request could create a second approval request: no retries.
export function useBlockOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockOrganization,
    retry: false,
    onSuccess: () => invalidateOrganizations(queryClient),
  });
}

export function useUnblockOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockOrganization,
    retry: false,
    onSuccess: () => invalidateOrganizations(queryClient),
  });
}
