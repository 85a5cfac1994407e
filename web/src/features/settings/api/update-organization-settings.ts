import type { OrganizationMutationResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { SettingsChanges } from '../lib/settings-form';
import { organizationSettingsKey } from './get-organization-settings';

export function updateOrganizationSettings({
  organizationId,
  changes,
}: {
  organizationId: string;
  changes: SettingsChanges;
}): Promise<OrganizationMutationResponse> {
  return apiRequest<OrganizationMutationResponse>(`/api/v1/organizations/${organizationId}`, {
    method: 'PATCH',
    body: changes,
  });
}

/**
 * Saves the settings; the organization's answer replaces the cached one, and the session (its
 * timezone, currency and phone country reach every screen) and the organization lists refetch.
 */
export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationSettings,
    onSuccess: async (answer) => {
      queryClient.setQueryData(
        organizationSettingsKey(answer.organization.id),
        answer.organization,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session.current() }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.organizations.all,
          predicate: (query) => query.queryKey[1] !== 'detail',
        }),
      ]);
    },
  });
}
