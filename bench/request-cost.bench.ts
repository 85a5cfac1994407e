/**
 * What one request costs (issue 8 "Performance"): a single-entity GET through Lendline against
 * the bare SQL it stands on, on real PostgreSQL, with wrk as the load generator. In one run:
 *
 * - bare `pg`, one query: a plain node:http handler reading the customer row (the floor);
 * - bare `pg`, five round trips: session lookup, begin, set scope, read, commit (what a scoped
 *   request made before issue 8);
 * - bare `pg`, the app's SQL: the exact statements Lendline's GET /customers/:id sends, captured
 *   from one request and replayed in a plain handler (the time of the SQL it runs);
 * - Lendline: GET /customers/:id, GET /auth/session and GET /health.
 *
 * Each at 10 connections (wrk, 2 threads) and serially (1 connection). The server runs in this
 * process; wrk is its own process on the same cores. Creates a throwaway database and drops it.
 *
 *   apt-get install -y wrk   # once
 *   npx tsx bench/request-cost.bench.ts
 *   BENCH_POSTGRES=postgres://postgres@127.0.0.1:5432 BENCH_SECONDS=10 npx tsx bench/request-cost.bench.ts
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { UNREACHABLE_RATE_LIMITS } from './support/rate-limits.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { queryRows } from '../server/src/db/query-rows.ts';
import { ownerConnection } from '../server/src/db/system.ts';
import { hashSessionToken, SESSION_COOKIE } from '../server/src/modules/auth/session-token.ts';
import { DEMO_PASSWORD, seedDemoData } from '../server/src/seed/demo.ts';
import {
  captureStatements,
  replay,
  textOf,
  type ClientMethod,
} from './support/captured-statements.ts';
import { requireWrk } from './support/wrk.ts';

const SERVER = (process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const POOL_SIZE = 10;

requireWrk();

// --- A throwaway database with the demo data.
const databaseName = `lendline_request_cost_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = `${SERVER}/${databaseName}`;

const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: POOL_SIZE });
const closers: (() => Promise<unknown>)[] = [];
try {
  await migrateDatabase(database);
  await seedDemoData(database);
  const owner = ownerConnection(database);
  const [customer] = await queryRows<{ id: string }>(
    owner,
    sql`select c.id from customers c join organizations o on o.id = c.organization_id
        where o.name = 'Acme Microfinance' order by c.customer_id limit 1`,
  );
  if (!customer) throw new Error('The demo data has no Acme customer');

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
    body: JSON.stringify({ email: 'manager@acme.test', password: DEMO_PASSWORD }),
  });
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const token = decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length));
  const customerPath = `/api/v1/customers/${customer.id}`;

  // Warm the app, then capture one request's statements.
  for (let index = 0; index < 50; index += 1) {
    await (await fetch(`${appUrl}${customerPath}`, { headers: { cookie } })).arrayBuffer();
  }
  const appStatements = await captureStatements(async () => {
    const captured = await fetch(`${appUrl}${customerPath}`, { headers: { cookie } });
    if (!captured.ok) throw new Error(`GET ${customerPath}: ${captured.status}`);
    await captured.arrayBuffer();
  });

  // --- The bare handlers, on their own pool of owner connections.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  closers.push(() => pool.end());
  const customerSql = `select id, organization_id, customer_id, first_name, last_name, phone, email,
    business_name, business_type, category_id, risk_level, status, residential_address,
    business_address, created_at, updated_at from customers where id = $1`;
  const tokenHash = hashSessionToken(token);
  const [session] = (
    await pool.query<{ user_id: string }>(
      'select user_id from user_sessions where token_hash = $1',
      [tokenHash],
    )
  ).rows;
  const json = (response: ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const bareRoutes: Record<string, (response: ServerResponse) => Promise<void>> = {
    '/one-query': async (response) => {
      const { rows } = await pool.query(customerSql, [customer.id]);
      json(response, rows[0]);
    },
    '/five-round-trips': async (response) => {
      await pool.query(
        `select s.id, s.user_id, s.is_active, s.expires_at, p.status, p.organization_id
         from user_sessions s join user_profiles p on p.user_id = s.user_id
         where s.token_hash = $1`,
        [tokenHash],
      );
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(
          `select set_config('app.user_id', $1, true), set_config('app.org_ids', $2, true),
             set_config('app.all_orgs', 'off', true), set_config('role', 'lendline_app', true)`,
          [session!.user_id, '{}'],
        );
        const { rows } = await client.query(customerSql, [customer.id]);
        await client.query('commit');
        json(response, rows[0]);
      } finally {
        client.release();
      }
    },
    '/app-sql': async (response) => {
      const client = await pool.connect();
      let largest: unknown[] = [];
      try {
        await replay(appStatements, async (_statement, args) => {
          const result = (await (client.query as ClientMethod)(...args)) as
            pg.QueryResult | pg.QueryResult[];
          for (const part of [result].flat()) {
            if (part.rows.length > largest.length) largest = part.rows;
          }
          return result;
        });
      } finally {
        client.release();
      }
      json(response, largest);
    },
  };
  const bare = createServer((request: IncomingMessage, response: ServerResponse) => {
    const handler = bareRoutes[request.url ?? ''];
    if (!handler) {
      response.writeHead(404).end();
      return;
    }
    handler(response).catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((done) => bare.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise((done) => bare.close(done)));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  // --- Serial Server-Timing of the app's customer read: its total against its database share.
  const totals: number[] = [];
  const databaseShares: number[] = [];
  for (let index = 0; index < 500; index += 1) {
    const response = await fetch(`${appUrl}${customerPath}`, { headers: { cookie } });
    await response.arrayBuffer();
    const timing = response.headers.get('server-timing') ?? '';
    totals.push(Number(/total;dur=([\d.]+)/.exec(timing)?.[1]));
    databaseShares.push(Number(/db;dur=([\d.]+)/.exec(timing)?.[1]));
  }

  const cases: [string, string, string[]][] = [
    ['bare pg, one query', `${bareUrl}/one-query`, []],
    ['bare pg, five round trips', `${bareUrl}/five-round-trips`, []],
    [`bare pg, the app's ${appStatements.length} statements`, `${bareUrl}/app-sql`, []],
    ['Lendline GET /customers/:id', `${appUrl}${customerPath}`, ['-H', `Cookie: ${cookie}`]],
    ['Lendline GET /auth/session', `${appUrl}/api/v1/auth/session`, ['-H', `Cookie: ${cookie}`]],
    ['Lendline GET /health', `${appUrl}/api/v1/health`, []],
  ];
  const lines = [
    `PostgreSQL, pool ${POOL_SIZE}, wrk ${SECONDS} s per figure; serial = 1 connection.`,
    '',
    '| what | req/s at 10 conn. | p50 ms | p99 ms | serial req/s | serial p50 ms | non-2xx |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [name, url, headers] of cases) {
    const loaded = await runWrk(url, headers, CONNECTIONS, 2);
    const serial = await runWrk(url, headers, 1, 1);
    lines.push(
      `| ${name} | ${loaded.perSecond.toFixed(0)} | ${loaded.p50.toFixed(2)} | ${loaded.p99.toFixed(2)} | ${serial.perSecond.toFixed(0)} | ${serial.p50.toFixed(2)} | ${loaded.failures + serial.failures} |`,
    );
  }
  const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  lines.push(
    '',
    `GET /customers/:id, serial Server-Timing p50 over 500 requests: total ${p50(totals).toFixed(2)} ms, ` +
      `of which database ${p50(databaseShares).toFixed(2)} ms (total ÷ database ${(p50(totals) / p50(databaseShares)).toFixed(2)}).`,
    '',
    `The app's statements for GET /customers/:id (${appStatements.length}):`,
    ...appStatements.map(
      (statement, index) => `${index + 1}. ${textOf(statement).replace(/\s+/g, ' ').slice(0, 140)}`,
    ),
  );
  console.info(lines.join('\n'));
} finally {
  for (const close of closers.reverse()) await close().catch(() => {});
  await database.close();
  // Closed connections leave the server a moment later; dropping under them would kill them.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [databaseName],
    );
    if (rows[0].open === 0) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  await admin.query(`drop database if exists ${databaseName}`);
  await admin.end();
}

interface WrkResult {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** Runs wrk against one URL (without blocking: the app serves from this process) and reads its summary. */
async function runWrk(
  url: string,
  headers: string[],
  connections: number,
  threads: number,
): Promise<WrkResult> {
  const { stdout: output } = await promisify(execFile)(
    'wrk',
    [`-t${threads}`, `-c${connections}`, `-d${SECONDS}s`, '--latency', ...headers, url],
    { encoding: 'utf8' },
  );
  const milliseconds = (label: string) => {
    const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return {
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    p50: milliseconds('50'),
    p99: milliseconds('99'),
    failures: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0),
  };
}
