import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** Database time spent on behalf of one request, reported in its Server-Timing header. */
export interface DatabaseTimer {
  milliseconds: number;
}

const currentTimer = new AsyncLocalStorage<DatabaseTimer>();

export function withDatabaseTimer<T>(timer: DatabaseTimer, work: () => Promise<T>): Promise<T> {
  return currentTimer.run(timer, work);
}

/** Wraps one driver call so its duration counts towards the current request's timer. */
export async function timeQuery<T>(query: () => Promise<T>): Promise<T> {
  const timer = currentTimer.getStore();
  if (!timer) return query();
  const start = performance.now();
  try {
    return await query();
  } finally {
    timer.milliseconds += performance.now() - start;
  }
}
