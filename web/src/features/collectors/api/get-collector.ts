import type { Collector } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function collectorQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.collectors.detail(id),
    queryFn: ({ signal }) =>
      api.get<Collector>(`/api/v1/collectors/${encodeURIComponent(id)}`, signal),
    refetchOnMount: true,
  });
}

/** One collector, shown from the list row at once and refreshed from the server. */
export function useCollector(row: Collector | null) {
  return useQuery({
    ...collectorQueryOptions(row?.id ?? ''),
    enabled: row !== null,
    placeholderData: row ?? undefined,
  });
}
