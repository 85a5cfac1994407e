import type { UserListResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The users in scope the grant dialog offers (the newest 100; the picker searches them). */
export function grantableUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.emergencyAccess.users(),
    queryFn: ({ signal }) =>
      api.get<UserListResponse>('/api/v1/users?page=1&page_size=100&status=active', signal),
  });
}

export function useGrantableUsers(enabled: boolean) {
  return useQuery({ ...grantableUsersQueryOptions(), enabled });
}
