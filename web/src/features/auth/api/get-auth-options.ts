import type { AuthOptions } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return api.get<AuthOptions>('/api/v1/auth/options', signal);
}

export const authOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.session.options(),
  queryFn: ({ signal }) => getAuthOptions(signal),
  // A server setting: it changes only with a restart.
  staleTime: Infinity,
});

/** Whether the server takes sign-ups (its SIGN_UP setting). */
export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions);
}
