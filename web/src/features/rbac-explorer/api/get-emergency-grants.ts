import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import type { EmergencyGrant } from '../lib/explain-permission';

const GRANTS_STALE_MS = 30_000;

/** A list answer (`{ data }`) or a bare array: the grants either way. */
function grantsOf(answer: unknown): EmergencyGrant[] {
  const rows = Array.isArray(answer)
    ? answer
    : answer !== null &&
        typeof answer === 'object' &&
        Array.isArray((answer as { data?: unknown }).data)
      ? (answer as { data: unknown[] }).data
      : [];
  return rows.filter(
    (row): row is EmergencyGrant =>
      row !== null &&
      typeof row === 'object' &&
      typeof (row as EmergencyGrant).target_user_id === 'string' &&
      Array.isArray((row as EmergencyGrant).permissions),
  );
}

/**
 * GET /emergency-access (issue 13): the grants in the reader's scope. A 404 (a server without
 * emergency access) means no grants; a 403 means the reader may not see them: null.
 */
export function emergencyGrantsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.rbacExplorer.grants(),
    queryFn: async ({ signal }): Promise<EmergencyGrant[] | null> => {
      try {
        return grantsOf(await api.get<unknown>('/api/v1/emergency-access', signal));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        if (isApiError(error) && error.status === 403) return null;
        throw error;
      }
    },
    staleTime: GRANTS_STALE_MS,
    retry: false,
  });
}

export function useEmergencyGrants({ enabled }: { enabled: boolean }) {
  return useQuery({ ...emergencyGrantsQueryOptions(), enabled });
}
