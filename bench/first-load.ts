/**
 * What a first visit downloads, measured on the wire: the entry chunk and its static imports,
 * plus the landing and login screens with theirs and the largest language's first messages, JavaScript and CSS, each file once, fetched
 * from the server's own static serving (server/src/plugins/web-app.ts) as a browser accepting
 * gzip, then brotli, would; the bytes counted are the response bodies as sent.
 * Reads the Vite manifest of a built web app (npm run build).
 *
 *   npx tsx bench/first-load.ts [--max-kb 170]
 * With --max-kb it exits 1 when the gzip total is above the budget (CI keeps the 170 kB).
 */
import Fastify from 'fastify';
import { statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import webAppPlugin from '../server/src/plugins/web-app.ts';
import { loadedBefore, readManifest } from '../web/build/vite-manifest.ts';

const DIST = join(import.meta.dirname, '..', 'web', 'dist');
const FIRST_LOAD_SCREENS = ['src/app/routes/landing.tsx', 'src/app/routes/login.tsx'];
const ENCODINGS = ['gzip', 'br'] as const;

const manifest = readManifest(DIST);

const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
// The first screen's messages come in the visitor's language: count the largest language's.
const publicCatalogs = Object.keys(manifest).filter((key) => /messages-\w+-public$/.test(key));
if (publicCatalogs.length === 0) throw new Error('The manifest has no public message catalog');
const largestCatalog = publicCatalogs.reduce((largest, key) =>
  statSync(join(DIST, manifest[key]!.file)).size >
  statSync(join(DIST, manifest[largest]!.file)).size
    ? key
    : largest,
);
const { chunks, files } = loadedBefore(manifest, [
  ...entries,
  ...FIRST_LOAD_SCREENS,
  largestCatalog,
]);

/** The body's size exactly as the server sent it (node:http does not decompress). */
function bytesOnTheWire(
  origin: string,
  path: string,
  encoding: string,
): Promise<{ bytes: number; sentEncoding: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}/${path}`, { headers: { 'accept-encoding': encoding } });
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`/${path} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, sentEncoding: response.headers['content-encoding'] ?? 'identity' }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const server = Fastify({ logger: false });
await server.register(webAppPlugin, { root: DIST });
const origin = await server.listen({ port: 0, host: '127.0.0.1' });
const totals = { gzip: { js: 0, css: 0 }, br: { js: 0, css: 0 } };
try {
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : 'js';
    for (const encoding of ENCODINGS) {
      const { bytes, sentEncoding } = await bytesOnTheWire(origin, file, encoding);
      // A file too small to gain from compression is sent as it is; anything else must not be.
      if (sentEncoding !== encoding && bytes > 1_000) {
        throw new Error(`/${file} went out as ${sentEncoding}, not ${encoding}`);
      }
      totals[encoding][kind] += bytes;
    }
  }
} finally {
  await server.close();
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const total = (encoding: (typeof ENCODINGS)[number]) => totals[encoding].js + totals[encoding].css;
console.info(
  `first load (entry + landing + login + ${manifest[largestCatalog]!.name}): ${chunks.size} chunks, ` +
    `${files.size} files on the wire`,
);
for (const encoding of ENCODINGS) {
  const { js, css } = totals[encoding];
  console.info(`  ${encoding}: ${kB(total(encoding))} (JS ${kB(js)}, CSS ${kB(css)})`);
}

const maxIndex = process.argv.indexOf('--max-kb');
if (maxIndex !== -1) {
  const budget = Number(process.argv[maxIndex + 1]);
  if (total('gzip') / 1000 > budget) {
    console.error(`Over the first-load budget of ${budget} kB (gzip, JS and CSS)`);
    process.exit(1);
  }
}
