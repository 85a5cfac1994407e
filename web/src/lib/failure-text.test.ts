import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
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

describe('in the reader’s language', () => {
  afterEach(() => activateLanguage('en'));

  it('reads a refusal as an authentication error whatever language the server wrote it in', async () => {
    await activateLanguage('sw');
    const error = new ApiError(403, 'FORBIDDEN', 'Huna ruhusa ya kufanya hivi');
    expect(pleaseTryAgain('kufuta shirika', error)).toBe(
      'Hitilafu ya uthibitishaji. Tafadhali pakia upya ukurasa kisha ujaribu tena.',
    );
    expect(failedTo('kumwalika mtumiaji', new ApiError(409, 'CONFLICT', 'Tayari yupo'))).toBe(
      'Imeshindikana kumwalika mtumiaji: Tayari yupo',
    );
  });
});
