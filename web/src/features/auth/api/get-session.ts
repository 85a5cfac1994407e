import type { SessionResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/**
 * null means signed out: the API answers null when no session cookie is sent, and 401 when the
 * cookie's session has ended.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    return (await api.get<SessionResponse | null>('/api/v1/auth/session', signal)) ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session.current(),
  queryFn: ({ signal }) => getSession(signal),
});

/** The signed-in user's session; TanStack Query is the auth state (no context provider). */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
