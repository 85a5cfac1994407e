/**
 * Business Intelligence at scale (issue 14: every analytics endpoint p95 under 200 ms at a
 * million loans; decision 0072): GET /analytics/trends, /vintages, /collector-productivity and
 * /overdue-map, for the default six months and for twelve, as Acme Microfinance's admin (its
 * tree: half the loans) and as the platform owner (every organization), serial requests through
 * the app, on a database filled by bench/generate.ts whose entries bench/collections.bench.ts
 * generated. The app's clock is set to noon of the entries' day in Asia/Kolkata, as the
 * dashboard bench's. The trends read the daily snapshots: run bench/analytics.bench.ts (its
 * backfill) first for a full line, else they read what is there.
 *
 *   npx tsx bench/bi.bench.ts --database-url postgres://…/lendline_gen --requests 20
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { queryRows } from '../server/src/db/query-rows.ts';
import { ownerConnection } from '../server/src/db/system.ts';
import { RESULT_HEADER, formatResult, runLoad } from './http-load.ts';
import { sessionCookie } from './support/built-app.ts';
import { UNREACHABLE_RATE_LIMITS } from './support/rate-limits.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '50' },
  },
});
if (!args['database-url']) {
  console.error('--database-url: a database filled by bench/generate.ts');
  process.exit(1);
}
const REQUESTS = Number(args.requests);
const database = await openDatabase({ databaseUrl: args['database-url'], dataDir: '' });
// The schema as committed (this branch's indexes included).
await migrateDatabase(database);
const owner = ownerConnection(database);

const [scale] = await queryRows<{ loans: number; snapshots: number; day: string | null }>(
  owner,
  sql`select (select count(*)::int from loans) as loans,
        (select count(*)::int from portfolio_snapshots) as snapshots,
        (select to_char(max(collection_date), 'YYYY-MM-DD') from daily_collection_entries) as day`,
);
if (!scale?.day)
  throw new Error('No entries: run bench/collections.bench.ts on this database first');

// Noon in Asia/Kolkata (UTC+5:30) of the entries' day.
const clockNow = new Date(`${scale.day}T06:30:00Z`);
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', ...UNREACHABLE_RATE_LIMITS }),
  database,
  logger: false,
  webDistFolder: '/nonexistent',
  clock: () => clockNow,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const rows: string[] = [];
for (const email of ['admin@acme.test', 'owner@lendline.test']) {
  let cookie: string;
  try {
    cookie = await sessionCookie(address, email);
  } catch (error) {
    rows.push(`| ${email}: signed-in session refused (${(error as Error).message}) |`);
    continue;
  }
  for (const [name, path] of [
    ['trends (6 months)', '/analytics/trends'],
    ['trends (12 months)', '/analytics/trends?months=12'],
    ['vintages (6 months)', '/analytics/vintages'],
    ['vintages (12 months)', '/analytics/vintages?months=12'],
    ['collector productivity (6 months)', '/analytics/collector-productivity'],
    ['collector productivity (12 months)', '/analytics/collector-productivity?months=12'],
    ['overdue map', '/analytics/overdue-map'],
  ] as const) {
    const send = () => fetch(`${address}/api/v1${path}`, { headers: { cookie } });
    const probeStarted = performance.now();
    const probe = await send();
    console.error(
      `${email} ${name}: first answer in ${(performance.now() - probeStarted).toFixed(0)} ms`,
    );
    if (!probe.ok) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
    await runLoad({ total: 3, concurrency: 1, send });
    rows.push(
      formatResult(`${email} ${name}`, await runLoad({ total: REQUESTS, concurrency: 1, send })),
    );
  }
}
console.info(
  `${database.kind}: ${scale.loans.toLocaleString('en')} loans, ` +
    `${scale.snapshots.toLocaleString('en')} portfolio snapshots, app's today ${scale.day}, ` +
    `${REQUESTS} serial requests each`,
);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
