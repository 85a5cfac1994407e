import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { failedTo, pleaseTryAgain } from './failure-text';

describe('failedTo', () => {
  it("puts the server's message after the action", () => {
    const error = new ApiError(409, 'CONFLICT', 'A user with this email already exists');
    expect(failedTo('invite user', error)).toBe(
      'Failed to invite user: A user with this email already exists',
    );
  });
});

describe('pleaseTryAgain', () => {
  it('names the action', () => {
    expect(pleaseTryAgain('fetch organizations', new ApiError(500, 'INTERNAL', 'boom'))).toBe(
      'Failed to fetch organizations. Please try again.',
    );
  });

  it('reads as an authentication error when the message is about permission', () => {
    const error = new ApiError(403, 'FORBIDDEN', 'You do not have permission');
    expect(pleaseTryAgain('delete organization', error)).toBe(
      'Authentication error. Please refresh the page and try again.',
    );
  });
});
