import type { UserListResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many matching users the picker offers at a time; typing narrows them on the server. */
const COLLECTOR_USER_OPTIONS = 25;

export interface CollectorUserOption {
  value: string;
  label: string;
}

export function collectorUsersQueryOptions(organizationId: string, search: string) {
  const query = new URLSearchParams({
    organization_id: organizationId,
    status: 'active',
    page_size: String(COLLECTOR_USER_OPTIONS),
  });
  if (search.trim() !== '') query.set('search', search.trim());
  return queryOptions({
    queryKey: queryKeys.users.list({ organizationId, status: 'active', search, picker: true }),
    queryFn: async ({ signal }): Promise<CollectorUserOption[]> => {
      const page = await api.get<UserListResponse>(`/api/v1/users?${query.toString()}`, signal);
      return page.data.map((user) => ({
        value: user.user_id,
        label: `${user.first_name} ${user.last_name} (${user.email})`,
      }));
    },
    placeholderData: keepPreviousData,
  });
}

/** The active users of one organization a collector may be linked to, matching a search. */
export function useCollectorUsers(organizationId: string | null, search: string) {
  return useQuery({
    ...collectorUsersQueryOptions(organizationId ?? '', search),
    enabled: organizationId !== null,
  });
}
