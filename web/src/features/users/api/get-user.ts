import type { User } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: ({ signal }) => api.get<User>(`/api/v1/users/${userId}`, signal),
    staleTime: 2 * 60_000,
    ...LIST_QUERY_RETRY,
  });
}

/** One user with every profile and status field (the user details modal). */
export function useUser(userId: string | null) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId !== null });
}
