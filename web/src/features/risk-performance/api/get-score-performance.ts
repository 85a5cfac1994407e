import type { ScorePerformanceResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A back-test over every disbursed loan moves slowly: a few minutes old is fresh enough. */
const SCORE_PERFORMANCE_STALE_MS = 5 * 60_000;

export function scorePerformanceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.riskPerformance.scorePerformance(),
    queryFn: ({ signal }) =>
      api.get<ScorePerformanceResponse>('/api/v1/risk-profiles/score-performance', signal),
    staleTime: SCORE_PERFORMANCE_STALE_MS,
  });
}

/** The Score performance tab (GET /risk-profiles/score-performance, reports:read). */
export function useScorePerformance() {
  return useQuery(scorePerformanceQueryOptions());
}
