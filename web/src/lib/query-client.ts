import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { shouldRetryMutation, shouldRetryQuery } from './query-retry';

const MINUTE_MS = 60_000;

interface QueryClientOptions {
  /** Called when any call answers 401: the session ended (expired, or signed out elsewhere). */
  onUnauthorized?: (client: QueryClient) => void;
}

/**
 * Spec part 1 §9 cache rules: fresh 10 min, kept 60 min, no refetch on focus; what a change
 * made stale is fetched again on reconnect or when its screen mounts.
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 401 && error.code !== 'INVALID_CREDENTIALS') {
      onUnauthorized?.(client);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 10 * MINUTE_MS,
        gcTime: 60 * MINUTE_MS,
        refetchOnWindowFocus: false,
        // Only a stale answer is fetched again when a screen mounts: one older than the fresh
        // time, or one a mutation invalidated while its screen was closed (a payment recorded
        // from the loans screen brings /payments' cards up to date when it opens).
        refetchOnMount: true,
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
      },
      mutations: { retry: shouldRetryMutation },
    },
  });
  return client;
}
