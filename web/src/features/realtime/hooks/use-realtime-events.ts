import { REALTIME_EVENT_TYPES } from '@lendline/core';
import type { DemoDataStatusResponse, RealtimeEvent } from '@lendline/core';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';

export const EVENTS_URL = '/api/v1/events';
/** After the server closes the stream (restart, expired session), retry 2 s, 4 s, … up to 60 s. */
const RECONNECT_INITIAL_MS = 2_000;
const RECONNECT_MAX_MS = 60_000;

/** What each event makes stale (DESIGN.md "Realtime"; spec part 1 §7 "Realtime"). */
function invalidateFor(queryClient: QueryClient, type: RealtimeEvent['type']): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.navigation.counts() });
  // The dashboard's figures count the same things as the badges (issue 14).
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  if (type === 'approvals.changed') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.approvals.all });
    // Approving a request may have blocked or unblocked a collector.
    void queryClient.invalidateQueries({ queryKey: queryKeys.collectors.all });
  }
  if (type === 'notifications.changed') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.feed() });
  }
}

const hasEnded = (status: string) => status === 'done' || status === 'failed';

/**
 * A demo data generation moved on (decision 0087): its figures go straight into the /demo-data
 * screen's cached answer, which then needs no poll to move its bar. A run the cache does not
 * hold (started in another tab) and a run that ended (its counts or reason come with the full
 * answer) are fetched instead. An event older than what the cache holds (the poll got there
 * first) changes nothing; nothing is cached when no screen asked for the organization.
 */
function applyDemoDataProgress(queryClient: QueryClient, data: unknown): void {
  let event: RealtimeEvent;
  try {
    event = JSON.parse(String(data)) as RealtimeEvent;
  } catch {
    return;
  }
  const progress = event.demo_data_run;
  if (!progress || !event.organization_id) return;
  const key = queryKeys.demoData.status(event.organization_id);
  const cached = queryClient.getQueryData<DemoDataStatusResponse>(key);
  if (cached === undefined) return;
  const run = cached.run;
  if (run?.id === progress.id) {
    if (hasEnded(run.status) || progress.percent < run.percent) return;
    if (!hasEnded(progress.status)) {
      queryClient.setQueryData<DemoDataStatusResponse>(key, { run: { ...run, ...progress } });
      return;
    }
  }
  // Several events can arrive while the run is being read (a new run's first steps outrun the
  // start's answer): they wait for that read rather than cancel it and start another each.
  void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
}

/**
 * One Server-Sent Events stream per signed-in tab: each event refetches the approvals and the
 * sidebar counts and the dashboard, so the bell, badges and figures change without a reload (a
 * demo data run's progress updates its screen instead). Mount it once, in the signed-in layout.
 * The browser retries a dropped stream itself; a stream the server refused is reopened here
 * with a growing delay, and everything is refetched after a gap, in case an event was missed
 * meanwhile.
 */
export function useRealtimeEvents(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let reconnectDelay = RECONNECT_INITIAL_MS;
    let interrupted = false;

    const connect = () => {
      source = new EventSource(EVENTS_URL);
      for (const type of REALTIME_EVENT_TYPES) {
        source.addEventListener(type, (message: MessageEvent) => {
          if (type === 'demo_data.progress') applyDemoDataProgress(queryClient, message.data);
          else invalidateFor(queryClient, type);
        });
      }
      source.onopen = () => {
        reconnectDelay = RECONNECT_INITIAL_MS;
        if (interrupted) {
          interrupted = false;
          invalidateFor(queryClient, 'approvals.changed');
          void queryClient.invalidateQueries({ queryKey: queryKeys.demoData.all });
        }
      };
      source.onerror = () => {
        interrupted = true;
        if (source?.readyState !== EventSource.CLOSED) return; // the browser is retrying
        source.close();
        reconnectTimer = setTimeout(connect, reconnectDelay);
        reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
      };
    };

    connect();
    return () => {
      clearTimeout(reconnectTimer);
      source?.close();
    };
  }, [queryClient]);
}
