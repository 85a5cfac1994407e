import type { UserListResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UserOption {
  value: string;
  label: string;
}

const USER_OPTIONS_LIMIT = 50;

export function userOptionsQueryOptions(search: string) {
  const params = new URLSearchParams({ page_size: String(USER_OPTIONS_LIMIT) });
  if (search.trim()) params.set('search', search.trim());
  return queryOptions({
    queryKey: queryKeys.users.options(search.trim()),
    queryFn: async ({ signal }): Promise<UserOption[]> => {
      const list = await api.get<UserListResponse>(`/api/v1/users?${params}`, signal);
      return list.data.map((user) => ({
        value: user.user_id,
        label: `${user.first_name} ${user.last_name} (${user.email})`,
      }));
    },
  });
}

/** Users to filter the trail by; only for users who may list users (users:read). */
export function useUserOptions(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...userOptionsQueryOptions(search), enabled });
}
