import { PAGE_SIZE } from '@lendline/core';
import type { UserListResponse, UserStatus } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

/** Spec part 1 §9: the user list is cached 2 minutes. */
const USERS_STALE_MS = 2 * 60_000;

export interface UserListParams {
  page: number;
  search: string;
  status: UserStatus | null;
  /** One organization of the scope (the Organization filter); null: every one. */
  organizationId?: string | null;
}

export function usersPath({ page, search, status, organizationId }: UserListParams): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE.users) });
  if (search.trim() !== '') query.set('search', search.trim());
  if (status) query.set('status', status);
  if (organizationId) query.set('organization_id', organizationId);
  return `/api/v1/users?${query.toString()}`;
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => api.get<UserListResponse>(usersPath(params), signal),
    staleTime: USERS_STALE_MS,
    // Keeps the table (and its total) on screen while the next page or search loads.
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** One page of users, newest first; the answer carries the total and the (clamped) page. */
export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
