/**
 * The dashboard at scale (issue 14: every dashboard endpoint p95 under 200 ms at a million
 * loans): GET /dashboard for each view (a manager's branch, an organization admin's tree, the
 * platform owner's every tenant, a loan officer's pipeline, an agent's route) and the lists its
 * figures open (the loans more than 7 days overdue, an officer's pending applications, this
 * month's disbursements), serial requests through the app, on a database filled by
 * bench/generate.ts whose entries bench/collections.bench.ts generated. The app's clock is set
 * to noon of the entries' day in Asia/Kolkata, so "today" is a collection day with its entries.
 *
 *   npx tsx bench/dashboard.bench.ts --database-url postgres://…/lendline_gen
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

const [scale] = await queryRows<{ loans: number; entries: number; day: string | null }>(
  owner,
  sql`select (select count(*)::int from loans) as loans,
        (select count(*)::int from daily_collection_entries
          where collection_date = (select max(collection_date) from daily_collection_entries))
          as entries,
        (select to_char(max(collection_date), 'YYYY-MM-DD') from daily_collection_entries) as day`,
);
if (!scale?.day)
  throw new Error('No entries: run bench/collections.bench.ts on this database first');
const [officer] = await queryRows<{ id: string }>(
  owner,
  sql`select id from users where email = 'officer@acme.test'`,
);

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

const cookies = new Map<string, string>();
for (const email of [
  'manager@acme.test',
  'admin@acme.test',
  'owner@lendline.test',
  'officer@acme.test',
  'agent@acme.test',
]) {
  try {
    cookies.set(email, await sessionCookie(address, email));
  } catch (error) {
    console.error(`${email}: ${(error as Error).message}`);
  }
}

const month = `disbursed_from=${scale.day.slice(0, 8)}01&disbursed_to=${scale.day}`;
const cases: [string, string, string][] = [
  ['dashboard: manager (branch)', 'manager@acme.test', '/dashboard'],
  ['dashboard: organization admin (tree)', 'admin@acme.test', '/dashboard'],
  ['dashboard: platform owner (every tenant)', 'owner@lendline.test', '/dashboard'],
  ['dashboard: loan officer (pipeline)', 'officer@acme.test', '/dashboard'],
  ['dashboard: collection agent (route)', 'agent@acme.test', '/dashboard'],
  ['sidebar counts', 'manager@acme.test', '/navigation/counts'],
  ['PAR7 list, first page', 'manager@acme.test', '/loans?overdue_more_than=7&page_size=25'],
  [
    "officer's pending applications",
    'officer@acme.test',
    `/loans?tab=pending&created_by=${officer!.id}&page_size=25`,
  ],
  ['disbursed this month list', 'manager@acme.test', `/loans?${month}&page_size=25`],
];

const rows: string[] = [];
for (const [name, email, path] of cases) {
  const cookie = cookies.get(email);
  if (!cookie) {
    rows.push(`| ${name} | — | — | — | — | — | — | signed-in session refused |`);
    continue;
  }
  const send = () => fetch(`${address}/api/v1${path}`, { headers: { cookie } });
  const probeStarted = performance.now();
  const probe = await send();
  console.error(`${name}: first answer in ${(performance.now() - probeStarted).toFixed(0)} ms`);
  if (!probe.ok) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
  await runLoad({ total: 3, concurrency: 1, send });
  rows.push(formatResult(name, await runLoad({ total: REQUESTS, concurrency: 1, send })));
}
console.info(
  `${database.kind}: ${scale.loans.toLocaleString('en')} loans, ${scale.entries.toLocaleString('en')} ` +
    `entries on ${scale.day} (the app's today), ${REQUESTS} serial requests each`,
);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
