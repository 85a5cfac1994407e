/**
 * Loans and payments at scale (issue 10 "Scale and benchmarks"): the loans list (25 rows, a tab
 * filter, sorted), the single loan, record payment and the payments history, each through
 * Lendline and as the same SQL run directly, at 1 and 10 connections, on a database filled by
 * bench/generate.ts. The SQL side replays the exact statements the app sent for that request
 * (captured from the app itself) from a plain node:http handler, so both sides pay the same HTTP
 * and pool costs and the ratio is the app's own cost. wrk is the load generator (its own process,
 * on the same cores); a Lua script rotates the requests over many loans and reports p50/p95/p99.
 *
 * Record payment pays 1.00 on active loans (the API) and replays the captured payments with
 * fresh ids (the SQL side): both add real payments and their journal entries, so the database
 * keeps balancing (`npm run check:ledger` afterwards proves it) but grows with each run.
 *
 *   apt-get install -y wrk   # once
 *   createdb -h 127.0.0.1 -U postgres lendline_gen
 *   npx tsx bench/generate.ts --database-url postgres://postgres@127.0.0.1:5432/lendline_gen \
 *     --customers 200000 --loans 1000000 --payments 10000000
 *   npx tsx bench/loans.bench.ts --database-url postgres://postgres@127.0.0.1:5432/lendline_gen
 *
 *   npx tsx bench/generate.ts --data-dir /tmp/lendline-pglite   # PGlite, the small default
 *   npx tsx bench/loans.bench.ts --data-dir /tmp/lendline-pglite
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { UNREACHABLE_RATE_LIMITS } from './support/rate-limits.ts';
import {
  openDatabase,
  openPglite,
  PGLITE_EXTENSIONS,
  type Database,
} from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { queryRows } from '../server/src/db/query-rows.ts';
import { ownerConnection } from '../server/src/db/system.ts';
import { DEMO_PASSWORD } from '../server/src/seed/demo.ts';
import {
  captureStatements,
  capturing,
  replay,
  stringsOf,
  textOf,
  type ClientMethod,
  type Statement,
} from './support/captured-statements.ts';
import { requireWrk } from './support/wrk.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    seconds: { type: 'string', default: '8' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const POOL_SIZE = 10;
const ORGANIZATION = 'Acme Microfinance';
const USER = 'admin@acme.test';
/** Distinct requests captured per case for the SQL side (the API side rotates over all). */
const CAPTURED_PER_CASE = 50;

if (!args['database-url'] && !args['data-dir']) {
  console.error('--database-url or --data-dir: a database filled by bench/generate.ts');
  process.exit(1);
}
requireWrk();

// --- The database, the app and a session.

let database: Database;
let replayOn: (statements: readonly Statement[], timings?: number[]) => Promise<unknown>;
const closers: (() => Promise<unknown>)[] = [];
const dataDir = args['data-dir'];
if (dataDir) {
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: unknown) => Promise<unknown>) =>
    transaction((tx) => {
      const target = tx as unknown as Record<'query' | 'exec', ClientMethod>;
      target.query = capturing('query', target.query);
      target.exec = capturing('exec', target.exec);
      return callback(tx);
    })) as unknown as PGlite['transaction'];
  database = openPglite(client);
  // One connection: a replayed request is one transaction, as the app's is.
  replayOn = (statements, timings) =>
    transaction((tx) =>
      replay(
        statements,
        (statement, sent) =>
          (tx as unknown as Record<string, ClientMethod>)[statement.method]!(...sent),
        timings,
      ),
    );
} else {
  const databaseUrl = args['database-url']!;
  database = await openDatabase({ databaseUrl, dataDir: '', poolSize: POOL_SIZE });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  closers.push(() => pool.end());
  replayOn = async (statements, timings) => {
    const client = await pool.connect();
    try {
      return await replay(
        statements,
        (_statement, sent) => (client.query as (...inner: unknown[]) => Promise<unknown>)(...sent),
        timings,
      );
    } finally {
      client.release();
    }
  };
}

// The schema the code expects: a database generated before a migration gets it first.
await migrateDatabase(database);
const owner = ownerConnection(database);
const [organization] = await queryRows<{ id: string }>(
  owner,
  sql`select id from organizations where name = ${ORGANIZATION}`,
);
if (!organization) throw new Error(`No ${ORGANIZATION}: fill the database with bench/generate.ts`);
const [scale] = await queryRows<{ loans: number; payments: number; customers: number }>(
  owner,
  sql`select (select count(*) from loans)::int as loans,
        (select count(*) from loan_payments)::int as payments,
        (select count(*) from customers)::int as customers`,
);
/** Loans spread over the organization's rows (not the newest few), for the single-loan reads. */
const sampled = await queryRows<{ id: string; loan_number: string | null }>(
  owner,
  sql`select id, loan_number from loans
      where organization_id = ${organization.id} and loan_number is not null
      order by md5(id::text) limit 1000`,
);
/**
 * Active loans with room for many payments of 1.00, from the other end of the same order as the
 * sampled loans: the payments the benchmark records never land on a loan the reads sample.
 */
const payable = await queryRows<{ id: string }>(
  owner,
  sql`select id from loans
      where organization_id = ${organization.id} and status = 'active'
        and remaining_amount >= 1000
      order by md5(id::text) desc limit 2000`,
);
if (sampled.length < 100 || payable.length < 100) {
  throw new Error(`Too few loans sampled (${sampled.length}, ${payable.length}): generate more`);
}

const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    // One user sends every request: the per-user limits stay on, out of reach, so their
    // counting is part of the measured cost (docs/decisions/0068).
    ...UNREACHABLE_RATE_LIMITS,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
  }),
  database,
  logger: false,
  webDistFolder: '/nonexistent',
});
closers.push(() => app.close());
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const signIn = await fetch(`${appUrl}/api/v1/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: USER, password: DEMO_PASSWORD }),
});
if (!signIn.ok) throw new Error(`Sign-in as ${USER}: ${signIn.status}`);
const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

interface Case {
  name: string;
  method: 'GET' | 'POST';
  paths: string[];
  body?: string;
}
const PAYMENT_BODY = JSON.stringify({ amount: 1, payment_method: 'cash' });
const allCases: Case[] = [
  {
    name: 'loans list, Active tab, newest first',
    method: 'GET',
    paths: ['/api/v1/loans?tab=active&page=1&page_size=25&sort=created_at&order=desc'],
  },
  {
    name: 'loans list, Overdue tab, most days overdue',
    method: 'GET',
    paths: ['/api/v1/loans?tab=overdue&page=1&page_size=25&sort=days_overdue&order=desc'],
  },
  {
    name: 'single loan (schedule, payments, journal)',
    method: 'GET',
    paths: sampled.map((loan) => `/api/v1/loans/${loan.id}`),
  },
  {
    name: 'record payment',
    method: 'POST',
    paths: payable.map((loan) => `/api/v1/loans/${loan.id}/payments`),
    body: PAYMENT_BODY,
  },
  {
    name: 'payments history, newest first',
    method: 'GET',
    paths: ['/api/v1/payments?page=1&page_size=25'],
  },
  {
    name: 'payments history, search by loan number',
    method: 'GET',
    paths: sampled.map((loan) => `/api/v1/payments?page=1&page_size=25&search=${loan.loan_number}`),
  },
];
const cases = allCases.filter((one) => !args.only || one.name.includes(args.only));

/** One request through the app; while capturing, its statements are kept. */
function send(one: Case, path: string): Promise<Statement[]> {
  return captureStatements(async () => {
    const response = await fetch(`${appUrl}${path}`, {
      method: one.method,
      headers: { cookie, ...(one.body && { 'content-type': 'application/json' }) },
      ...(one.body && { body: one.body }),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${one.method} ${path}: ${response.status} ${body}`);
  });
}

// --- The bare side: a plain handler replaying a case's captured requests in turn.

const captured = new Map<string, Statement[][]>();
const turns = new Map<string, number>();
const bare = createServer((request: IncomingMessage, response: ServerResponse) => {
  const name = decodeURIComponent((request.url ?? '').slice(1));
  const sets = captured.get(name);
  request.resume();
  if (!sets) {
    response.writeHead(404).end();
    return;
  }
  const turn = turns.get(name) ?? 0;
  turns.set(name, turn + 1);
  replayOn(sets[turn % sets.length]!)
    .then((last) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(stringsOf(last).length));
    })
    .catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    });
});
await new Promise<void>((done) => bare.listen(0, '127.0.0.1', done));
closers.push(() => new Promise((done) => bare.close(done)));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

// --- wrk with a script that rotates the paths and reports the percentiles.

interface WrkResult {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}
const scriptFolder = mkdtempSync(join(tmpdir(), 'lendline-loans-bench-'));
closers.push(async () => rmSync(scriptFolder, { recursive: true, force: true }));

function wrkScript(method: string, paths: string[], body: string | undefined): string {
  const file = join(scriptFolder, `${randomUUID()}.lua`);
  const lua = (text: string) => JSON.stringify(text);
  writeFileSync(
    file,
    `local paths = {${paths.map(lua).join(',')}}
wrk.method = ${lua(method)}
wrk.headers["Cookie"] = ${lua(cookie)}
${body ? `wrk.body = ${lua(body)}\nwrk.headers["Content-Type"] = "application/json"` : ''}
local threads = 0
setup = function(thread) thread:set("offset", threads * 7919); threads = threads + 1 end
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, paths[((offset or 0) + counter) % #paths + 1])
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %d %d %d\\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99),
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.timeout))
end
`,
  );
  return file;
}

async function runWrk(url: string, script: string, connections: number): Promise<WrkResult> {
  const threads = Math.min(connections, 2);
  const { stdout } = await promisify(execFile)(
    'wrk',
    [`-t${threads}`, `-c${connections}`, `-d${SECONDS}s`, '-s', script, url],
    { encoding: 'utf8' },
  );
  const match = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(stdout);
  if (!match) throw new Error(`wrk said:\n${stdout}`);
  const [requests, microseconds, p50, p95, p99, failures] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    perSecond: requests / (microseconds / 1e6),
    p50: p50 / 1000,
    p95: p95 / 1000,
    p99: p99 / 1000,
    failures,
  };
}

// --- Measure.

const lines = [
  `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${scale!.customers.toLocaleString('en')} customers, ${scale!.loans.toLocaleString('en')} loans, ${scale!.payments.toLocaleString('en')} payments; as ${USER} (${ORGANIZATION}); wrk ${SECONDS} s a figure, pool ${POOL_SIZE}.`,
  '',
  '| request | conn. | API req/s | API p50 ms | API p95 ms | SQL req/s | SQL p50 ms | SQL p95 ms | API ÷ SQL (p50) | failures |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
const ms = (value: number) => value.toFixed(2);
try {
  for (const one of cases) {
    // Warm the app and capture distinct requests for the SQL side.
    const sets: Statement[][] = [];
    for (let index = 0; index < Math.max(20, CAPTURED_PER_CASE); index += 1) {
      const statements = await send(one, one.paths[index % one.paths.length]!);
      if (index >= 10 && sets.length < Math.min(CAPTURED_PER_CASE, one.paths.length)) {
        sets.push(statements);
      }
    }
    captured.set(one.name, sets);
    const apiScript = wrkScript(one.method, one.paths, one.body);
    const sqlScript = wrkScript('GET', [`/${encodeURIComponent(one.name)}`], undefined);
    for (const connections of [1, 10]) {
      const api = await runWrk(appUrl, apiScript, connections);
      const direct = await runWrk(bareUrl, sqlScript, connections);
      lines.push(
        `| ${one.name} | ${connections} | ${api.perSecond.toFixed(0)} | ${ms(api.p50)} | ${ms(api.p95)} | ${direct.perSecond.toFixed(0)} | ${ms(direct.p50)} | ${ms(direct.p95)} | ${(api.p50 / direct.p50).toFixed(2)} | ${api.failures + direct.failures} |`,
      );
      console.info(lines.at(-1));
    }
  }
  // Where a request's SQL time goes: each statement's mean over serial replays.
  lines.push('', 'Serial SQL time per statement (mean of 100 replays, ms):', '');
  for (const [name, sets] of captured) {
    const timings: number[] = [];
    for (let round = 0; round < 100; round += 1) {
      await replayOn(sets[round % sets.length]!, timings);
    }
    const parts = sets[0]!.map((statement, index) => {
      const words = textOf(statement).replace(/\s+/g, ' ').trim();
      const gist = words.startsWith('begin;') ? words.split(';').at(-1)!.trim() : words;
      return `${((timings[index] ?? 0) / 100).toFixed(2)} ${gist.slice(0, 60)}`;
    });
    lines.push(`- ${name}: ${parts.join(' · ')}`);
  }
  const statementCounts = [...captured].map(
    ([name, sets]) => `${name}: ${sets[0]?.length ?? 0} statements`,
  );
  lines.push('', `Statements per request: ${statementCounts.join('; ')}.`);
  console.info(`\n${lines.join('\n')}`);
} finally {
  for (const close of closers.reverse()) await close().catch(() => {});
  await database.close();
}
