import type { OrganizationListResponse } from '@lendline/core';
import { PAGE_SIZE } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface OrganizationOption {
  value: string;
  label: string;
}

export const organizationOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.organizations.options('collector-filter'),
  queryFn: async ({ signal }): Promise<OrganizationOption[]> => {
    const search = new URLSearchParams({
      page_size: String(PAGE_SIZE.max),
      sort: 'name',
      order: 'asc',
    });
    const list = await api.get<OrganizationListResponse>(`/api/v1/organizations?${search}`, signal);
    return list.data.map((organization) => ({ value: organization.id, label: organization.name }));
  },
});

/** Names for the organization filter; only asked for when the user sees several. */
export function useOrganizationOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...organizationOptionsQueryOptions, enabled });
}
