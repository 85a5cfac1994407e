import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { HASHED_ASSET_CACHE, REVALIDATED_CACHE } from './web-app.ts';

const INDEX_HTML = '<!doctype html><title>Lendline</title><script src="/assets/index-a1b2.js">';
const ENTRY_JS = `console.log(${JSON.stringify('Lendline '.repeat(200))});`;
const TINY_CSS = 'a{color:red}';
const SERVICE_WORKER = `self.addEventListener('fetch', () => {});${'/* Lendline */'.repeat(50)}`;
const WEB_APP_MANIFEST = JSON.stringify({
  name: 'Lendline',
  short_name: 'Lendline',
  start_url: '/field',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
});

let database: Database;
let app: FastifyInstance;
let webDist: string;

/** Writes a file with its .br and .gz copies, as the web build does. */
function writeWithCompressedCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lendline-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeWithCompressedCopies(join(webDist, 'index.html'), INDEX_HTML);
  writeWithCompressedCopies(join(webDist, 'assets', 'index-a1b2.js'), ENTRY_JS);
  // Too small to gain from compression: the build leaves it alone.
  writeFileSync(join(webDist, 'assets', 'tiny-c3d4.css'), TINY_CSS);
  writeWithCompressedCopies(join(webDist, 'sw.js'), SERVICE_WORKER);
  writeWithCompressedCopies(join(webDist, 'manifest.webmanifest'), WEB_APP_MANIFEST);
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    webDistFolder: webDist,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the web app on the wire', () => {
  it("sends a hashed script's brotli copy to a browser that accepts brotli", async () => {
    const response = await get('/assets/index-a1b2.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(ENTRY_JS.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-a1b2.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('sends the file itself, still varying on Accept-Encoding, when nothing compressed is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-a1b2.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(ENTRY_JS);
    }
  });

  it('falls back to the file itself when the build left no compressed copy', async () => {
    const response = await get('/assets/tiny-c3d4.css', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toBe(TINY_CSS);
  });

  it('caches hashed assets for a year as immutable, compressed or not', async () => {
    for (const [url, encoding] of [
      ['/assets/index-a1b2.js', 'br'],
      ['/assets/index-a1b2.js', 'gzip'],
      ['/assets/index-a1b2.js', undefined],
      ['/assets/tiny-c3d4.css', 'br'],
    ] as const) {
      const response = await get(url, encoding);
      expect(response.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    }
  });

  it('has index.html revalidated on every visit, compressed, for the root and client routes', async () => {
    for (const url of ['/', '/index.html', '/customers', '/login?next=%2Fdashboard']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(REVALIDATED_CACHE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  it('answers a revalidation of an unchanged index.html with 304', async () => {
    const first = await get('/dashboard', 'br');
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing hashed asset with 404 whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await get('/assets/gone-e5f6.js', encoding);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the service worker and the web app manifest on the wire', () => {
  it('serves the service worker as JavaScript, revalidated on every visit, compressed', async () => {
    const response = await get('/sw.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // The browser checks for a new version at each navigation: never a year-old copy.
    expect(response.headers['cache-control']).toBe(REVALIDATED_CACHE);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SERVICE_WORKER);
    // At the root, its scope is the whole app without Service-Worker-Allowed.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });

  it('lets the page register the service worker and read the manifest under its policy', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    // Neither worker-src nor manifest-src is set: both fall back to default-src 'self'.
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/worker-src|manifest-src/);
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    for (const encoding of ['gzip', undefined]) {
      const response = await get('/manifest.webmanifest', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe(REVALIDATED_CACHE);
      const body = encoding ? gunzipSync(response.rawPayload).toString() : response.body;
      expect(JSON.parse(body)).toMatchObject({ name: 'Lendline', start_url: '/field' });
    }
  });

  it("answers a script the build no longer has with 404, never the app's page", async () => {
    // Served the app's page instead, the browser would refuse it as a script of the wrong type.
    const response = await get('/old-sw.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/^text\/html/);
  });
});
