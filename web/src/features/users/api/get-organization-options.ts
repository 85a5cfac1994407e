import { PAGE_SIZE } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';

/** Just what the organization picker shows; the organizations feature owns the full record. */
interface OrganizationOption {
  id: string;
  name: string;
  organization_type: string;
}

/** Spec part 1 §9: organizations are cached 10 minutes. */
const ORGANIZATIONS_STALE_MS = 10 * 60_000;
/* A tenant tree larger than the page-size cap needs a searchable picker. */

export const organizationOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.organizations.options('user-form'),
  queryFn: ({ signal }) =>
    api.get<{ data: OrganizationOption[] }>(
      `/api/v1/organizations?page=1&page_size=${PAGE_SIZE.max}`,
      signal,
    ),
  select: (answer) => answer.data,
  staleTime: ORGANIZATIONS_STALE_MS,
  ...LIST_QUERY_RETRY,
});

/** Organizations in the user's scope, for the invite and edit forms. */
export function useOrganizationOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...organizationOptionsQueryOptions, enabled });
}
