import { PAGE_SIZE } from '@lendline/core';
import type { OrganizationListResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

/** Spec part 1 §9: organizations are cached 10 minutes. */
const ORGANIZATIONS_STALE_MS = 10 * 60_000;

export interface OrganizationListParams {
  page: number;
  search: string;
}

function organizationsPath({ page, search }: OrganizationListParams): string {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(PAGE_SIZE.default),
  });
  if (search.trim() !== '') query.set('search', search.trim());
  return `/api/v1/organizations?${query.toString()}`;
}

export function organizationsQueryOptions(params: OrganizationListParams) {
  return queryOptions({
    queryKey: queryKeys.organizations.list(params),
    queryFn: ({ signal }) => api.get<OrganizationListResponse>(organizationsPath(params), signal),
    staleTime: ORGANIZATIONS_STALE_MS,
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** Organizations in the user's list scope, newest first. */
export function useOrganizations(params: OrganizationListParams) {
  return useQuery(organizationsQueryOptions(params));
}
