import type { DemoDataProgress, Role } from '@lendline/core';
import type { Executor } from '../../db/client.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/** Who may see a generation: the /demo-data routes refuse every other role. */
export const DEMO_DATA_ROLES: Role[] = ['platform_super_admin'];

/** A generation announces its progress at most this often: four events a second (decision 0087). */
export const DEMO_DATA_PROGRESS_INTERVAL_MS = 250;

/**
 * Announces a generation's progress on the events stream (`demo_data.progress`), to the platform
 * owner alone: the organization's own staff have the run in their scope but may not see it.
 * NOTIFY, so a stream on any instance hears it.
 */
export function publishDemoDataProgress(
  executor: Executor,
  organizationId: string,
  progress: DemoDataProgress,
): Promise<void> {
  return publishEvent(executor, {
    type: 'demo_data.progress',
    organization_id: organizationId,
    demo_data_run: progress,
    roles: DEMO_DATA_ROLES,
  });
}

/**
 * Sends a generation's progress at most once per interval. A report sooner than that waits for
 * the interval's end and gives way to any later one (only the latest is sent); a final report
 * (done, failed) goes at once and drops what waits. Sends run one after another, so a stream
 * hears them in the order they were reported, and `report(…, { final: true })` settles once
 * every send has.
 */
export function throttleProgress(
  send: (progress: DemoDataProgress) => Promise<void>,
  options: { intervalMs?: number; now?: () => number } = {},
) {
  const intervalMs = options.intervalMs ?? DEMO_DATA_PROGRESS_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let waiting: DemoDataProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sends: Promise<void> = Promise.resolve();

  const enqueue = (progress: DemoDataProgress) => {
    lastSentAt = now();
    // A lost announcement costs nothing the run row does not still say: never fail the job.
    sends = sends.then(() => send(progress)).catch(() => {});
    return sends;
  };

  return {
    report(progress: DemoDataProgress, { final = false }: { final?: boolean } = {}) {
      const due = lastSentAt + intervalMs;
      if (final || now() >= due) {
        clearTimeout(timer);
        timer = undefined;
        waiting = null;
        return enqueue(progress);
      }
      waiting = progress;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (waiting) void enqueue(waiting);
        waiting = null;
      }, due - now());
      return Promise.resolve();
    },
  };
}
