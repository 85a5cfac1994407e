import type { OrganizationMutationResponse, UpdateOrganizationRequest } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizations } from './invalidate-organizations';

export function updateOrganization({
  organizationId,
  changes,
}: {
  organizationId: string;
  changes: UpdateOrganizationRequest;
}): Promise<OrganizationMutationResponse> {
  return apiRequest<OrganizationMutationResponse>(`/api/v1/organizations/${organizationId}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () => invalidateOrganizations(queryClient),
  });
}
