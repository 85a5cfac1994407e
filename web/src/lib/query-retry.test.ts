import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetryMutation, shouldRetryQuery } from './query-retry';

const failure = (status: number) => new ApiError(status, 'INTERNAL', 'failed');

/** How many retries a predicate grants before giving up. */
function retriesGranted(predicate: (count: number, error: unknown) => boolean, error: unknown) {
  let count = 0;
  while (predicate(count, error)) count += 1;
  return count;
}

describe('shouldRetryQuery', () => {
  it('retries a server error 3 times', () => {
    expect(retriesGranted(shouldRetryQuery, failure(500))).toBe(3);
  });

  it('retries a network failure 3 times', () => {
    expect(retriesGranted(shouldRetryQuery, new TypeError('Failed to fetch'))).toBe(3);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i client error', (status) => {
    expect(retriesGranted(shouldRetryQuery, failure(status))).toBe(0);
  });

  it.each([408, 429])('retries a %i twice', (status) => {
    expect(retriesGranted(shouldRetryQuery, failure(status))).toBe(2);
  });
});

describe('shouldRetryMutation', () => {
  it('retries a server error twice', () => {
    expect(retriesGranted(shouldRetryMutation, failure(503))).toBe(2);
  });

  it('does not retry a validation failure', () => {
    expect(retriesGranted(shouldRetryMutation, failure(400))).toBe(0);
  });
});
