import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
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
});
