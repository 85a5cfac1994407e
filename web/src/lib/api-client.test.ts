import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

describe('apiRequest', () => {
  it('sends JSON with the same-origin session cookie', async () => {
    const spy = mockFetch({ 'POST /api/v1/things': { status: 201, body: { id: 1 } } });
    await expect(apiRequest('/api/v1/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual(
      { id: 1 },
    );
    const init = spy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
  });

  it("throws an ApiError carrying the server's code, message and details", async () => {
    mockFetch({
      'GET /api/v1/things': {
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Bad', details: { fieldErrors: {} } },
        },
      },
    });
    const error = await apiRequest('/api/v1/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Bad' });
  });

  it('names the language on screen, so the server answers its messages in it', async () => {
    const spy = mockFetch({ 'GET /api/v1/things': { status: 200, body: {} } });
    await activateLanguage('sw');
    await apiRequest('/api/v1/things');
    const headers = spy.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('sw');
  });

  it('resolves a 204 answer to undefined', async () => {
    mockFetch({ 'POST /api/v1/auth/sign-out': { status: 204 } });
    await expect(apiRequest('/api/v1/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});
