/**
 * Measures the endpoints every screen calls: GET /auth/session (cookie → session, roles and
 * scope in one query) and GET /navigation/counts (a scoped transaction with row-level security).
 * Runs the real app over HTTP on loopback against PGlite, or PostgreSQL when DATABASE_URL is set.
 *
 *   npx tsx bench/session.bench.ts            # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lendline_bench npx tsx bench/session.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { UNREACHABLE_RATE_LIMITS } from './support/rate-limits.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { DEMO_PASSWORD, seedDemoData } from '../server/src/seed/demo.ts';
import { RESULT_HEADER, formatResult, runLoad } from './http-load.ts';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'lendline-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateDatabase(database);
await seedDemoData(database);
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    // One user sends every request: the per-user limits stay on, out of reach, so their
    // counting is part of the measured cost (docs/decisions/0068).
    ...UNREACHABLE_RATE_LIMITS,
  }),
  database,
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = await fetch(`${address}/api/v1/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
});
const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

const get = (path: string) => () => fetch(`${address}${path}`, { headers: { cookie } });
// Warm up caches and the JIT before measuring.
await runLoad({ total: 200, concurrency: CONCURRENCY, send: get('/api/v1/auth/session') });

const rows = [
  formatResult(
    'GET /auth/session',
    await runLoad({ total: TOTAL, concurrency: CONCURRENCY, send: get('/api/v1/auth/session') }),
  ),
  formatResult(
    'GET /navigation/counts',
    await runLoad({
      total: TOTAL,
      concurrency: CONCURRENCY,
      send: get('/api/v1/navigation/counts'),
    }),
  ),
  formatResult(
    'GET /health',
    await runLoad({ total: TOTAL, concurrency: CONCURRENCY, send: get('/api/v1/health') }),
  ),
];
console.info(`database: ${database.kind}, ${TOTAL} requests each, concurrency ${CONCURRENCY}`);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
