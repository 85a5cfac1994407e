import type { CreateOrganizationRequestInput, OrganizationMutationResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateOrganizations } from './invalidate-organizations';

export function createOrganization(
  body: CreateOrganizationRequestInput,
): Promise<OrganizationMutationResponse> {
  return api.post<OrganizationMutationResponse>('/api/v1/organizations', body);
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    // Not idempotent: a retry after a lost answer would create a second organization.
    retry: false,
    onSuccess: () => invalidateOrganizations(queryClient),
  });
}
