import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizations } from './invalidate-organizations';

export function deleteOrganization(
  organizationId: string,
): Promise<{ message: string } | undefined> {
  return apiRequest<{ message: string } | undefined>(`/api/v1/organizations/${organizationId}`, {
    method: 'DELETE',
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    retry: false,
    onSuccess: () => invalidateOrganizations(queryClient),
  });
}
