import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { apiDownload, apiRequest } from './api-client';
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

describe('apiDownload', () => {
  it('fetches the file with the session cookie and the language, named as the server names it', async () => {
    const spy = vi.fn(
      async () =>
        new Response('a,b\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="collection-sheet-2026-11-27.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', spy);
    await activateLanguage('hi');
    const file = await apiDownload('/api/v1/collections/sheet?format=csv');
    expect(file.fileName).toBe('collection-sheet-2026-11-27.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
    const [path, init] = spy.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/collections/sheet?format=csv');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('hi');
  });

  it("throws the server's refusal as an ApiError", async () => {
    mockFetch({
      'GET /api/v1/collections/sheet': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Access denied' } },
      },
    });
    const error = await apiDownload('/api/v1/collections/sheet').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Access denied' });
  });
});
