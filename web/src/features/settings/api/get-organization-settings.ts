import type { Organization } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Under the organizations' keys, so every organization change also refreshes it. */
export const organizationSettingsKey = (organizationId: string) =>
  [...queryKeys.organizations.all, 'detail', organizationId] as const;

export function organizationSettingsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationSettingsKey(organizationId),
    queryFn: ({ signal }) =>
      api.get<Organization>(`/api/v1/organizations/${organizationId}`, signal),
  });
}

/** The user's own organization with its settings (GET /organizations/:id). */
export function useOrganizationSettings(organizationId: string) {
  return useQuery(organizationSettingsQueryOptions(organizationId));
}
