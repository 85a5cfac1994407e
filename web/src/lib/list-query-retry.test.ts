import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { listRetryDelay, retryListQuery } from './list-query-retry';

describe('retryListQuery', () => {
  it('retries a server error twice, then gives up', () => {
    const error = new ApiError(503, 'INTERNAL', 'down');
    expect([0, 1, 2].map((count) => retryListQuery(count, error))).toEqual([true, true, false]);
  });

  it('does not retry a refusal', () => {
    expect(retryListQuery(0, new ApiError(403, 'FORBIDDEN', 'no'))).toBe(false);
  });
});

describe('listRetryDelay', () => {
  it('waits 1 s, doubles each time and never passes 30 s', () => {
    expect([0, 1, 2, 5, 10].map(listRetryDelay)).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
  });
});
