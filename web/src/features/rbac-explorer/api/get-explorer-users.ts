import type { User, UserListResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The picker's page: the newest 100 users in scope matching the search. */
const EXPLORER_USERS_LIMIT = 100;
const EXPLORER_USERS_STALE_MS = 2 * 60_000;

export function explorerUsersQueryOptions(search: string) {
  const params = new URLSearchParams({ page_size: String(EXPLORER_USERS_LIMIT) });
  if (search.trim()) params.set('search', search.trim());
  return queryOptions({
    queryKey: queryKeys.rbacExplorer.users(search.trim()),
    queryFn: async ({ signal }): Promise<User[]> =>
      (await api.get<UserListResponse>(`/api/v1/users?${params}`, signal)).data,
    staleTime: EXPLORER_USERS_STALE_MS,
  });
}

/** Users in the reader's scope (GET /users applies it), only for readers holding users:read. */
export function useExplorerUsers(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...explorerUsersQueryOptions(search), enabled });
}
