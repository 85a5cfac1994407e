import { isApiError } from './api-error';

/** Spec part 1 §9: queries retry 3 times, mutations 2. */
export const QUERY_MAX_RETRIES = 3;
export const MUTATION_MAX_RETRIES = 2;
/** Client errors are final, except a timeout (408) or a rate limit (429), which get 2 tries. */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 429]);
const RETRYABLE_CLIENT_MAX_RETRIES = 2;

function retryLimitFor(error: unknown, maxRetries: number): number {
  if (!isApiError(error)) return maxRetries; // network failure: no answer yet
  const { status } = error;
  if (status >= 400 && status < 500) {
    return RETRYABLE_CLIENT_STATUSES.has(status)
      ? Math.min(RETRYABLE_CLIENT_MAX_RETRIES, maxRetries)
      : 0;
  }
  return maxRetries;
}

/** TanStack Query `retry` for queries: `failureCount` is the number of failures so far. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < retryLimitFor(error, QUERY_MAX_RETRIES);
}

/** TanStack Query `retry` for mutations. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < retryLimitFor(error, MUTATION_MAX_RETRIES);
}
