import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = MockResponse | ((request: { body: unknown; url: URL }) => MockResponse);

/**
 * Replaces fetch with canned answers keyed by 'METHOD /path'. An unlisted call fails the test
 * loudly with a 599 so a forgotten endpoint cannot pass unnoticed. Returns the spy.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) {
      return new Response(
        JSON.stringify({ error: { code: 'UNMOCKED', message: `No mock for ${key}` } }),
        { status: 599 },
      );
    }
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const { status = 200, body: responseBody } =
      typeof handler === 'function' ? handler({ body, url }) : handler;
    if (status === 204 || responseBody === undefined) return new Response(null, { status });
    return new Response(JSON.stringify(responseBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/**
 * Holds back the answers of `spy` (a mockFetch) to requests whose address contains `fragment`
 * until the returned function is called: what a screen shows while one of its reads is slow.
 */
export function holdFetch(spy: ReturnType<typeof mockFetch>, fragment: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(fragment)) await held;
    return spy(input, init);
  });
  return release;
}
