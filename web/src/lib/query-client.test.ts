import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('reports a 401 from any query as the end of the session', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({
        queryKey: ['counts'],
        queryFn: () => Promise.reject(new ApiError(401, 'SESSION_EXPIRED', 'Expired')),
      })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledWith(client);
  });

  it('does not treat wrong credentials as a lost session', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid')),
        retry: false,
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps answers fresh for 10 minutes and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(600_000);
    expect(defaults?.gcTime).toBe(3_600_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchOnReconnect).toBe(true);
  });

  it('fetches an invalidated answer again when its screen mounts', async () => {
    const client = createQueryClient();
    let calls = 0;
    const options = { queryKey: ['payments', 'summary'], queryFn: async () => (calls += 1) };
    await client.fetchQuery(options);
    await client.invalidateQueries({ queryKey: ['payments'] });
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(calls).toBe(2));
    unsubscribe();
  });
});
