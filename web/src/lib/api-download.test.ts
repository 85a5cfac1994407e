import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { apiDownload } from './api-download';

/** Node 24's fetch builds the Blob from the page's (jsdom's, without text()); Node 20's its own. */
function textOf(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

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
    expect(await textOf(file.blob)).toBe('a,b\r\n');
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
