import { PAGE_SIZE } from '@lendline/core';
import type { OrganizationListResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

/** DESIGN.md's page-size cap; enough for a parent picker of one tenant tree. */

const parentOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.organizations.parentOptions(),
  queryFn: ({ signal }) =>
    api.get<OrganizationListResponse>(
      `/api/v1/organizations?page=1&page_size=${PAGE_SIZE.max}&sort=name&order=asc`,
      signal,
    ),
  select: (answer) => answer.data.map(({ id, name }) => ({ id, name })),
  staleTime: 10 * 60_000,
  ...LIST_QUERY_RETRY,
});

/** Organizations by name, for choosing a parent. */
export function useParentOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...parentOptionsQueryOptions, enabled });
}
