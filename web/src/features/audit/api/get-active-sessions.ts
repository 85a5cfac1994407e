import type { ActiveSessionListResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { securityListQueryOptions } from './security-list-query';

/** GET /security/active-sessions, newest first. */
export function useActiveSessions(userId: string | null, page: number) {
  return useQuery(
    securityListQueryOptions<ActiveSessionListResponse>(
      'active-sessions',
      '/api/v1/security/active-sessions',
      { user_id: userId, page },
    ),
  );
}
