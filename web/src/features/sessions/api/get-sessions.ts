import type { SessionListResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /sessions: one's own live sessions, or (`userId`) a managed user's. */
export function sessionsQueryOptions(userId: string | null) {
  const query = userId ? `?user_id=${encodeURIComponent(userId)}` : '';
  return queryOptions({
    queryKey: queryKeys.sessions.list(userId),
    queryFn: ({ signal }) => api.get<SessionListResponse>(`/api/v1/sessions${query}`, signal),
  });
}

export function useSessions(userId: string | null) {
  return useQuery(sessionsQueryOptions(userId));
}
