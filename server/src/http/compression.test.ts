import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
let cookie: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  cookie = await loginAs(testApp.app, 'admin@acme.test');
});
afterAll(() => testApp.close());

function listCustomers(acceptEncoding?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/v1/customers?page=1&page_size=25',
    headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

describe('response compression', () => {
  it('sends a JSON list as brotli when the browser accepts it, still kept out of caches', async () => {
    const plain = await listCustomers();
    const response = await listCustomers('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await listCustomers('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')).data).toHaveLength(25);
  });

  it('sends the answer as it is without Accept-Encoding, and small answers uncompressed', async () => {
    const plain = await listCustomers();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(25);
    const health = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
