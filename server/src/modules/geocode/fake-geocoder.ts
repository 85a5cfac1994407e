import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeocoderRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
  at: number;
}

/**
 * A tiny Nominatim stand-in on 127.0.0.1 (random port) for tests and local runs without the
 * internet. /search answers seven places for any query (the proxy keeps five); a query
 * containing "fail" answers 500 and one containing "nothing" an empty list. /reverse answers a
 * place name, or Nominatim's { error } for the point 0,0.
 */
export async function startFakeGeocoder() {
  const requests: FakeGeocoderRequest[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: request.headers['user-agent'],
      at: Date.now(),
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      if (q.includes('fail')) return send(500, { error: 'boom' });
      if (q.includes('nothing')) return send(200, []);
      return send(
        200,
        Array.from({ length: 7 }, (_, index) => ({
          place_id: index,
          display_name: `${q} ${index + 1}, Mumbai, Maharashtra, India`,
          lat: String(19.07 + index / 100),
          lon: String(72.87 + index / 100),
          address: { city: 'Mumbai' },
        })),
      );
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lon = Number(url.searchParams.get('lon'));
      if (lat === 0 && lon === 0) return send(200, { error: 'Unable to geocode' });
      return send(200, { display_name: `Near ${lat}, ${lon}, India`, lat, lon });
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
