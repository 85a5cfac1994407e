import type { DemoDataRequest, DemoDataRun, DemoDataStatusResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Queues a generation for the organization; the server runs it in the background. */
export function startDemoData(organizationId: string, body: DemoDataRequest): Promise<DemoDataRun> {
  return api.post<DemoDataRun>(
    `/api/v1/organizations/${encodeURIComponent(organizationId)}/demo-data`,
    body,
  );
}

const isActive = (run: DemoDataRun | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

/**
 * While a run is under way the events stream pushes its progress into this query's cache
 * (decision 0087); asking again every 10 s is the fallback for a stream that is down.
 */
const ACTIVE_FALLBACK_POLL_MS = 10_000;

/** The organization's latest generation. */
export function useDemoDataStatus(organizationId: string | null) {
  return useQuery({
    queryKey: queryKeys.demoData.status(organizationId ?? ''),
    queryFn: ({ signal }) =>
      api.get<DemoDataStatusResponse>(
        `/api/v1/organizations/${encodeURIComponent(organizationId ?? '')}/demo-data`,
        signal,
      ),
    enabled: organizationId !== null,
    refetchInterval: (query) => (isActive(query.state.data?.run) ? ACTIVE_FALLBACK_POLL_MS : false),
  });
}
