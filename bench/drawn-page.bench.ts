/**
 * What a page drawn by the server costs it (decision 0100): the built app on demo data (embedded
 * PGlite, as `npm start`), signed in as a demo user, each page load of a drawn screen against
 * the app's bare index.html and against the API reads the dashboard's drawing makes, serially (one
 * at a time, after a warm-up), then the dashboard's and the customers' drawn pages with wrk at 10
 * connections. Bytes are as decoded (the page travels brotli-compressed).
 *
 *   npm run build && npx tsx bench/drawn-page.bench.ts [--requests 100] [--only /dashboard]
 */
import { execFileSync } from 'node:child_process';
import {
  argumentValue,
  maximum,
  median,
  sessionCookie,
  startBuiltApp,
} from './support/built-app.ts';
import { DRAWN_SCREENS } from '../e2e/support/drawn-pages.ts';
import { requireWrk } from './support/wrk.ts';

const REQUESTS = Number(argumentValue('--requests') ?? 100);
const ONLY = argumentValue('--only');
const SCREENS = DRAWN_SCREENS.filter((path) => !ONLY || path === ONLY);
const SIGNED_IN_AS = 'manager@acme.test';
const WARM_UP = 10;

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/** Serial timings (ms) of `REQUESTS` loads of `path`, after a warm-up; the body's bytes. */
async function timed(url: string, headers: Record<string, string>) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return { ms: performance.now() - started, bytes, drawn: response.headers.get('cache-control') };
  };
  for (let index = 0; index < WARM_UP; index += 1) await once();
  const runs = [];
  for (let index = 0; index < REQUESTS; index += 1) runs.push(await once());
  const ms = runs.map((run) => run.ms);
  return {
    p50: median(ms),
    p95: percentile(ms, 0.95),
    max: maximum(ms),
    bytes: runs[0]!.bytes,
    cache: runs[0]!.drawn,
  };
}

const format = (value: number) => value.toFixed(1);

requireWrk();
const server = await startBuiltApp('drawn-page bench');
try {
  const cookie = await sessionCookie(server.baseUrl, SIGNED_IN_AS);
  // The reads the dashboard's drawing makes, as the browser would make them after loading.
  const API_READS = [
    '/api/v1/auth/session',
    '/api/v1/dashboard',
    '/api/v1/analytics/portfolio',
    '/api/v1/collections/alerts?limit=5',
    '/api/v1/navigation/counts',
    '/api/v1/notifications',
    '/api/v1/approvals/summary',
  ];
  console.info(`Serial, ${REQUESTS} requests each after ${WARM_UP} to warm up; as ${SIGNED_IN_AS}`);
  console.info('| request | p50 ms | p95 ms | max ms | bytes |');
  console.info('|---|---|---|---|---|');
  const row = (label: string, result: Awaited<ReturnType<typeof timed>>) =>
    console.info(
      `| ${label} | ${format(result.p50)} | ${format(result.p95)} | ${format(result.max)} | ${result.bytes} |`,
    );
  const compressed = { 'accept-encoding': 'br' };
  for (const path of SCREENS) {
    const drawn = await timed(`${server.baseUrl}${path}`, { cookie, ...compressed });
    if (drawn.cache !== 'no-store') throw new Error(`${path} was not drawn by the server`);
    row(`${path} drawn (br)`, drawn);
  }
  row('index.html, signed out (br)', await timed(`${server.baseUrl}/dashboard`, compressed));
  let readsP50 = 0;
  for (const path of API_READS) {
    const result = await timed(`${server.baseUrl}${path}`, { cookie, ...compressed });
    readsP50 += result.p50;
    row(path, result);
  }
  console.info(`The API reads one after another, p50s summed: ${format(readsP50)} ms`);

  for (const path of SCREENS.slice(0, 2)) {
    const output = execFileSync(
      'wrk',
      [
        '-t2',
        '-c10',
        '-d10s',
        '-H',
        `Cookie: ${cookie}`,
        '-H',
        'Accept-Encoding: br',
        `${server.baseUrl}${path}`,
      ],
      { encoding: 'utf8' },
    );
    const perSecond = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
    const latency = /Latency\s+(\S+)/.exec(output)?.[1];
    console.info(
      `wrk, 10 connections, ${path} drawn: ${perSecond} pages/s, mean latency ${latency}`,
    );
  }
} finally {
  await server.stop();
}
