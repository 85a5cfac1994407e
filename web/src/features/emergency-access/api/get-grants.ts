import type { EmergencyAccessListResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface GrantListParams {
  page: number;
}

/** GET /emergency-access: the grants in scope, newest first. */
export function grantsQueryOptions(params: GrantListParams) {
  return queryOptions({
    queryKey: queryKeys.emergencyAccess.list(params),
    queryFn: ({ signal }) =>
      api.get<EmergencyAccessListResponse>(
        `/api/v1/emergency-access?page=${params.page}&page_size=25`,
        signal,
      ),
  });
}

export function useGrants(params: GrantListParams) {
  return useQuery(grantsQueryOptions(params));
}
