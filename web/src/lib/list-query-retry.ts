import { shouldRetryQuery } from './query-retry';

/** Spec part 1 §9: the user and organization lists retry at most twice… */
const LIST_MAX_RETRIES = 2;
/** …waiting 1 s, doubling each time, never more than 30 s. */
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** `retry` for list queries: the app-wide rule (no retry on most 4xx), capped at 2 retries. */
export function retryListQuery(failureCount: number, error: unknown): boolean {
  return failureCount < LIST_MAX_RETRIES && shouldRetryQuery(failureCount, error);
}

/** `retryDelay` for list queries: 1 s, 2 s, 4 s … at most 30 s. */
export function listRetryDelay(attemptIndex: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** Both options, to spread into a list query's options. */
export const LIST_QUERY_RETRY = { retry: retryListQuery, retryDelay: listRetryDelay } as const;
