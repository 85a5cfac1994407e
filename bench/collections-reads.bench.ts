/**
 * What Due Today and the sidebar ask, at scale (issue 11): the cards, the Due Today badge (the
 * navigation counts), the Pending and Overdue tabs' first pages, a search, an agent's 'Mine' and
 * the alerts, serial requests through the app, on a database filled by bench/generate.ts whose
 * entries bench/collections.bench.ts generated (each organization's latest collection day, which
 * is today on a collection day).
 *
 *   npx tsx bench/collections-reads.bench.ts --database-url postgres://…/lendline_gen
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { UNREACHABLE_RATE_LIMITS } from './support/rate-limits.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { queryRows } from '../server/src/db/query-rows.ts';
import { ownerConnection } from '../server/src/db/system.ts';
import { RESULT_HEADER, formatResult, runLoad } from './http-load.ts';
import { sessionCookie } from './support/built-app.ts';

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
const owner = ownerConnection(database);

const [acme] = await queryRows<{ entries: number; day: string; customer: string }>(
  owner,
  sql`select count(*)::int as entries, to_char(e.collection_date, 'YYYY-MM-DD') as day,
        min(c.last_name) as customer
      from daily_collection_entries e
      join organizations o on o.id = e.organization_id
      join customers c on c.organization_id = e.organization_id and c.id = e.customer_id
      where o.name = 'Acme Microfinance'
        and e.collection_date = (select max(collection_date) from daily_collection_entries)
      group by e.collection_date`,
);
if (!acme) throw new Error('No entries: run bench/collections.bench.ts on this database first');

// The app's clock at noon in Asia/Kolkata (UTC+5:30) of the entries' day, so the reads that
// take today (the alerts, the badge) see those entries on any day the bench runs.
const clockNow = new Date(`${acme.day}T06:30:00Z`);
const app = await buildApp({
  clock: () => clockNow,
  config: loadConfig({
    LOG_LEVEL: 'silent',
    // One user sends every request: the per-user limits stay on, out of reach, so their
    // counting is part of the measured cost (docs/decisions/0068).
    ...UNREACHABLE_RATE_LIMITS,
  }),
  database,
  logger: false,
  webDistFolder: '/nonexistent',
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const manager = await sessionCookie(address, 'manager@acme.test');
const agent = await sessionCookie(address, 'agent@acme.test');

const day = `date=${acme.day}`;
const search = encodeURIComponent(acme.customer);
const cases: [string, string, string][] = [
  ['cards (summary)', manager, `/collections/summary?${day}`],
  ['sidebar counts (Due Today badge)', manager, '/navigation/counts'],
  ['Pending, first page', manager, `/collections?${day}&tab=pending&page=1&page_size=10`],
  ['Overdue, first page', manager, `/collections?${day}&tab=overdue&page=1&page_size=10`],
  [
    'Pending, sorted by customer',
    manager,
    `/collections?${day}&tab=pending&sort=customer_name&page=1&page_size=10`,
  ],
  ['search a customer', manager, `/collections?${day}&tab=pending&search=${search}&page=1`],
  ['agent, Mine', agent, `/collections?${day}&tab=pending&mine=true&page=1&page_size=10`],
  ['agent, own first', agent, `/collections?${day}&tab=pending&mine_first=true&page=1`],
  ['alerts', manager, '/collections/alerts'],
];

const rows: string[] = [];
for (const [name, cookie, path] of cases) {
  const send = () => fetch(`${address}/api/v1${path}`, { headers: { cookie } });
  const probeStarted = performance.now();
  const probe = await send();
  console.error(`${name}: first answer in ${(performance.now() - probeStarted).toFixed(0)} ms`);
  if (!probe.ok) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
  await runLoad({ total: 3, concurrency: 1, send });
  rows.push(formatResult(name, await runLoad({ total: REQUESTS, concurrency: 1, send })));
}
console.info(
  `${database.kind}: Acme Microfinance's ${acme.entries.toLocaleString('en')} entries of ${acme.day}, ` +
    `${REQUESTS} serial requests each`,
);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
