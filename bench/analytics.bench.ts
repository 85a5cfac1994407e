/**
 * Portfolio analytics at scale (issue 14): the daily snapshot the start-of-day job writes (budget
 * under 60 s at 1,000,000 loans on PostgreSQL), the backfill of past days, and every analytics
 * endpoint's latency through Lendline (budget p95 under 200 ms), on a database filled by
 * bench/generate.ts. Requests go one at a time over HTTP (one connection), as a dashboard's
 * reads do, after a warm-up; each endpoint is read as Acme Microfinance's admin (half the loans)
 * and as the platform owner (every organization).
 *
 *   npx tsx bench/generate.ts --database-url postgres://postgres@127.0.0.1:5432/lendline_gen \
 *     --customers 200000 --loans 1000000 --payments 10000000
 *   npx tsx bench/analytics.bench.ts --database-url postgres://postgres@127.0.0.1:5432/lendline_gen
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { addDays } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { queryRows } from '../server/src/db/query-rows.ts';
import { ownerConnection, runSystem } from '../server/src/db/system.ts';
import {
  backfillPortfolioSnapshots,
  writePortfolioSnapshots,
} from '../server/src/modules/analytics/portfolio-snapshot.ts';
import { DEMO_PASSWORD } from '../server/src/seed/demo.ts';
import { UNREACHABLE_RATE_LIMITS } from './support/rate-limits.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '60' },
    // Past days rebuilt before the reads: the month-ends of the history and the last week.
    'skip-backfill': { type: 'boolean', default: false },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) {
  console.error('--database-url: a PostgreSQL database filled by bench/generate.ts');
  process.exit(1);
}
const REQUESTS = Number(args.requests);
const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 4 });
await migrateDatabase(database);
const owner = ownerConnection(database);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const [scale] = await queryRows<{ loans: number; outstanding: number; payments: number }>(
  owner,
  sql`select (select count(*) from loans)::int as loans,
      (select count(*) from loans where status in ('active', 'overdue'))::int as outstanding,
      (select count(*) from loan_payments)::int as payments`,
);
const [{ today } = { today: '' }] = await queryRows<{ today: string }>(
  owner,
  sql`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today`,
);
console.info(`database: ${JSON.stringify(scale)}; today ${today}`);

// --- The snapshot the start-of-day job writes: yesterday, every organization, one statement.
let step = performance.now();
const written = await runSystem(owner, (tx) =>
  writePortfolioSnapshots(
    tx,
    sql`select o.id as organization_id,
      ((now() at time zone o.timezone)::date - 1) as day from organizations o`,
  ),
);
const jobSeconds = seconds(step);
console.info(
  `snapshot of yesterday (the job's statement): ${written} organizations in ${jobSeconds} s`,
);
step = performance.now();
await runSystem(owner, (tx) =>
  writePortfolioSnapshots(
    tx,
    sql`select o.id as organization_id,
      ((now() at time zone o.timezone)::date - 1) as day from organizations o`,
  ),
);
console.info(`again (idempotent rewrite): ${seconds(step)} s`);

// --- Past days: month-ends of the 120-day history and the week before yesterday.
if (!args['skip-backfill']) {
  const days: string[] = [];
  for (let back = 2; back <= 8; back += 1) days.push(addDays(today, -back));
  for (let back = 9; back <= 120; back += 1) {
    const day = addDays(today, -back);
    if (addDays(day, 1).endsWith('-01')) days.push(day);
  }
  step = performance.now();
  let count = 0;
  // One statement a day: each is independent, and one day's cost is what an operator waits for.
  for (const day of days.sort()) {
    const dayStep = performance.now();
    count += await runSystem(owner, (tx) => backfillPortfolioSnapshots(tx, { from: day, to: day }));
    console.info(`  backfill ${day}: ${seconds(dayStep)} s`);
  }
  console.info(`backfill of ${days.length} past days: ${count} rows in ${seconds(step)} s`);
}
await owner.execute(sql`vacuum analyze portfolio_snapshots`);
await owner.execute(sql`vacuum analyze portfolio_snapshot_buckets`);
await owner.execute(sql`vacuum analyze portfolio_snapshot_transitions`);

// --- The endpoints.
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    ...UNREACHABLE_RATE_LIMITS,
    DATABASE_POOL_SIZE: '4',
  }),
  database,
  logger: false,
  webDistFolder: '/nonexistent',
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`Sign-in as ${email}: ${response.status}`);
  return cookie.split(';')[0]!;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const ENDPOINTS = [
  ['portfolio (today, live)', '/api/v1/analytics/portfolio'],
  ['portfolio (yesterday, snapshot)', `/api/v1/analytics/portfolio?date=${addDays(today, -1)}`],
  ['roll-rates (6 months by month)', '/api/v1/analytics/roll-rates'],
  ['roll-rates (30 days by day)', '/api/v1/analytics/roll-rates?period=day'],
  ['collection-rate (30 days by day)', '/api/v1/analytics/collection-rate'],
  [
    'collection-rate (6 months by month)',
    `/api/v1/analytics/collection-rate?period=month&from=${addDays(today, -180)}&to=${addDays(today, -1)}`,
  ],
  ['promises (30 days by day)', '/api/v1/analytics/promises'],
] as const;

const rows: string[] = [];
for (const email of ['admin@acme.test', 'owner@lendline.test']) {
  const cookie = await signIn(email).catch(() => null);
  if (!cookie) {
    console.info(`(no ${email} in this database: skipped)`);
    continue;
  }
  for (const [name, url] of ENDPOINTS) {
    const timings: number[] = [];
    for (let index = 0; index < REQUESTS + 5; index += 1) {
      const started = performance.now();
      const response = await fetch(`${appUrl}${url}`, { headers: { cookie } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body}`);
      if (index >= 5) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const row = `| ${email} | ${name} | ${percentile(timings, 50).toFixed(1)} | ${percentile(timings, 95).toFixed(1)} | ${percentile(timings, 99).toFixed(1)} |`;
    rows.push(row);
    console.info(row);
  }
}
console.info('\n| user | endpoint | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
console.info(rows.join('\n'));
await app.close();
await database.close();
