import type { RiskProfile } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function riskProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.riskProfiles.detail(id),
    queryFn: ({ signal }) => api.get<RiskProfile>(`/api/v1/risk-profiles/${id}`, signal),
  });
}

/** One profile with its stored score; `null` (a new profile) asks for nothing. */
export function useRiskProfile(id: string | null) {
  return useQuery({ ...riskProfileQueryOptions(id ?? ''), enabled: id !== null });
}
