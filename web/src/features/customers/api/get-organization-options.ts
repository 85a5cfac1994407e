import type { OrganizationListResponse } from '@lendline/core';
import { PAGE_SIZE } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface OrganizationOption {
  value: string;
  label: string;
}

/** Spec part 1 §9: organizations are cached 10 minutes. */
const ORGANIZATIONS_STALE_MS = 10 * 60_000;

export const organizationOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.organizations.options('customers'),
  queryFn: async ({ signal }): Promise<OrganizationOption[]> => {
    const search = new URLSearchParams({
      page_size: String(PAGE_SIZE.max),
      sort: 'name',
      order: 'asc',
    });
    const list = await api.get<OrganizationListResponse>(`/api/v1/organizations?${search}`, signal);
    return list.data.map((organization) => ({ value: organization.id, label: organization.name }));
  },
  staleTime: ORGANIZATIONS_STALE_MS,
});

/**
 * The organizations a customer may be filed under or filtered by: the user's data scope (the
 * organizations list also names an own-scope user's direct children, which are outside it).
 * Only asked for when the user works across organizations (spansOrganizations).
 */
export function useOrganizationOptions(options: {
  enabled: boolean;
  /** The session's scope; null for the platform owner, who reaches every organization. */
  scope: readonly string[] | null;
}) {
  const { scope } = options;
  return useQuery({
    ...organizationOptionsQueryOptions,
    enabled: options.enabled,
    select: (all) => (scope === null ? all : all.filter((option) => scope.includes(option.value))),
  });
}
