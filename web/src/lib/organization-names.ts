import { PAGE_SIZE } from '@lendline/core';
import type { Organization, OrganizationListResponse } from '@lendline/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { LIST_QUERY_RETRY } from './list-query-retry';
import { queryKeys } from './query-keys';

/** Spec part 1 §9: organizations are cached 10 minutes. */
const ORGANIZATIONS_STALE_MS = 10 * 60_000;

/**
 * The organizations the user may see, by name, at the page-size cap (a tenant tree larger than
 * that would need a searchable picker): what every organization picker and filter chooses from.
 * One query for all of them, so they share one request and one cache entry; each picks the
 * shape it shows with its own `select`.
 */
export const organizationNamesQueryOptions = queryOptions({
  queryKey: queryKeys.organizations.names(),
  queryFn: ({ signal }) =>
    api.get<OrganizationListResponse>(
      `/api/v1/organizations?page=1&page_size=${PAGE_SIZE.max}&sort=name&order=asc`,
      signal,
    ),
  staleTime: ORGANIZATIONS_STALE_MS,
  ...LIST_QUERY_RETRY,
});

export interface OrganizationOption {
  value: string;
  label: string;
}

/** An organization as a Select option. */
export const toOrganizationOption = (
  organization: Pick<Organization, 'id' | 'name'>,
): OrganizationOption => ({ value: organization.id, label: organization.name });
