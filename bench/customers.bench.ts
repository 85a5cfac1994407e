/**
 * Customer search and summary at scale (issue 4: "fast at 200,000 customers"). Generates
 * BENCH_CUSTOMERS customers in Acme Microfinance with SQL, then measures the list with and
 * without a search term, and the summary cards, through the real API over loopback.
 *
 *   npx tsx bench/customers.bench.ts            # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lendline_bench npx tsx bench/customers.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { UNREACHABLE_RATE_LIMITS } from './support/rate-limits.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { DEMO_PASSWORD, seedDemoData } from '../server/src/seed/demo.ts';
import { RESULT_HEADER, formatResult, runLoad } from './http-load.ts';
import { ownerConnection } from '../server/src/db/system.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const dataDir = mkdtempSync(join(tmpdir(), 'lendline-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateDatabase(database);
// A database seeded before (a DATABASE_URL measured again after a change) keeps its customers.
const fresh = await seedDemoData(database);

const generateStart = performance.now();
if (fresh) {
  // Names, phones and businesses vary with the row number, so searches hit a realistic spread.
  await ownerConnection(database).execute(sql`
    insert into customers (organization_id, customer_id, first_name, last_name, phone, email,
      business_name, business_type, risk_level, status, created_by, created_at)
    select o.id,
      'CUST' || nextval('customer_number_seq'),
      (array['Asha','Ravi','Sunita','Imran','Meena','Arjun','Kavita','Suresh','Farah','Vikas'])[1 + n % 10],
      (array['Patil','Kumar','Shah','Khan','Iyer','Reddy','Joshi','Nair','Singh','Das'])[1 + (n / 10) % 10] || n,
      '+9198' || lpad((n % 100000000)::text, 8, '0'),
      case when n % 3 = 0 then 'customer' || n || '@example.in' end,
      case when n % 5 <> 0 then 'Shop ' || n end,
      (array['retail','manufacturing','services','agriculture'])[1 + n % 4],
      (array['low','medium','high'])[1 + n % 3],
      (array['active','active','active','inactive','archived'])[1 + n % 5],
      u.id,
      -- Registered over time, one a minute, as real customers are.
      now() - n * interval '1 minute'
    from generate_series(1, ${CUSTOMERS}) as n,
      (select id from organizations where name = 'Acme Microfinance') o,
      (select id from users where email = 'officer@acme.test') u`);
  // What autovacuum does after a bulk insert: statistics and the visibility map (index-only
  // scans read the heap for pages not marked all-visible).
  await ownerConnection(database).execute(sql`vacuum analyze customers`);
}
const generateSeconds = (performance.now() - generateStart) / 1000;

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
  body: JSON.stringify({ email: 'manager@acme.test', password: DEMO_PASSWORD }),
});
const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
const get = (path: string) => () => fetch(`${address}/api/v1${path}`, { headers: { cookie } });

const SORTS = [
  'customer_id',
  'full_name',
  'phone',
  'email',
  'business_name',
  'business_type',
  'risk_level',
  'status',
  'created_at',
] as const;
// The requests the customers and customer-management screens send: the first page as the web
// asks for it, each filter, each header sort both ways, searches, and the summary cards.
const FIRST_PAGE = '/customers?page=1&page_size=25';
const cases: [string, string][] = [
  ['list, first page (newest first)', FIRST_PAGE],
  ['filter status=archived', `${FIRST_PAGE}&status=archived`],
  ['filter risk_level=high', `${FIRST_PAGE}&risk_level=high`],
  ['filter business_type=retail', `${FIRST_PAGE}&business_type=retail`],
  [
    'filter + sort (active, high risk, by name)',
    `${FIRST_PAGE}&status=active&risk_level=high&sort=full_name&order=asc`,
  ],
  ...SORTS.flatMap((sort) =>
    (['asc', 'desc'] as const).map((order): [string, string] => [
      `sort ${sort} ${order}`,
      `${FIRST_PAGE}&sort=${sort}&order=${order}`,
    ]),
  ),
  ['search by name', `${FIRST_PAGE}&search=kumar4711`],
  ['search by name, 20,000 matches', `${FIRST_PAGE}&search=shah`],
  [
    'search by name, 20,000 matches, sorted by name',
    `${FIRST_PAGE}&search=shah&sort=full_name&order=asc`,
  ],
  ['search by name, 20,000 matches, page 400', `/customers?page=400&page_size=25&search=shah`],
  ['search by phone', `${FIRST_PAGE}&search=98001234`],
  ['search by phone, spaced', `${FIRST_PAGE}&search=${encodeURIComponent('+91 98001 234')}`],
  ['search by customer id', `${FIRST_PAGE}&search=CUST100123`],
  ['search, no match', `${FIRST_PAGE}&search=zzzz-none`],
  ['summary cards', '/customers/summary'],
  ['summary, filtered (status=inactive)', '/customers/summary?status=inactive'],
  ['summary with search (shah)', '/customers/summary?search=shah'],
];
const only = process.env.BENCH_ONLY;
const rows: string[] = [];
for (const [name, path] of cases.filter(([name]) => !only || name.includes(only))) {
  await runLoad({ total: 5, concurrency: 1, send: get(path) });
  rows.push(
    formatResult(name, await runLoad({ total: REQUESTS, concurrency: 1, send: get(path) })),
  );
}
console.info(
  `database: ${database.kind}, ${fresh ? `${CUSTOMERS.toLocaleString('en')} generated customers (${generateSeconds.toFixed(1)} s)` : 'customers generated before'}, ${REQUESTS} serial requests each`,
);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
