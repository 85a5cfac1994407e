/**
 * The other long lists at scale (issue 8): the audit trail, the collectors and the users of one
 * organization. Generates BENCH_AUDIT_ROWS audit rows, BENCH_COLLECTORS collectors and
 * BENCH_USERS users in Acme Microfinance with SQL on a fresh database (a database seeded before
 * is measured again as it is), then sends the requests their screens send, as the Acme admin.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lendline_bench npx tsx bench/lists.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { UNREACHABLE_RATE_LIMITS } from './support/rate-limits.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { ownerConnection } from '../server/src/db/system.ts';
import { DEMO_PASSWORD, seedDemoData } from '../server/src/seed/demo.ts';
import { RESULT_HEADER, formatResult, runLoad } from './http-load.ts';

const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 200_000);
const COLLECTORS = Number(process.env.BENCH_COLLECTORS ?? 5_000);
const USERS = Number(process.env.BENCH_USERS ?? 5_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

const dataDir = mkdtempSync(join(tmpdir(), 'lendline-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateDatabase(database);
const owner = ownerConnection(database);
const [acme] = (
  (await owner.execute(sql`select id from organizations where name = 'Acme Microfinance'`)) as {
    rows: { id: string }[];
  }
).rows;
const seeded = await seedDemoData(database);
const [generated] = (
  (await owner.execute(
    sql`select count(*)::int as n from debt_collectors where name like 'Bench collector %'`,
  )) as { rows: { n: number }[] }
).rows;
if (seeded || acme === undefined || generated?.n === 0) {
  // Audit rows as the services write them: a spread of actions, entities and users over time.
  await owner.execute(sql`
    insert into audit_logs (organization_id, action, entity_type, entity_id, new_values,
      changed_fields, approval_required, user_id, user_role, ip_address, user_agent, created_at)
    select o.id,
      (array['CREATE_CUSTOMER','UPDATE_CUSTOMER','CREATE_LOAN','APPROVE_LOAN','RECORD_PAYMENT'])[1 + n % 5],
      (array['customer','customer','loan','loan','payment'])[1 + n % 5],
      gen_random_uuid()::text,
      jsonb_build_object('n', n),
      array['status'],
      n % 7 = 0,
      u.id, 'manager', '127.0.0.1', 'bench',
      now() - n * interval '1 minute'
    from generate_series(1, ${AUDIT_ROWS}) as n,
      (select id from organizations where name = 'Acme Microfinance') o,
      (select id from users where email = 'manager@acme.test') u`);
  await owner.execute(sql`
    insert into debt_collectors (organization_id, name, phone, email, territory, is_active)
    select o.id, 'Bench collector ' || n, '+9197' || lpad(n::text, 8, '0'),
      'collector' || n || '@example.in', 'Ward ' || (n % 40), n % 6 <> 0
    from generate_series(1, ${COLLECTORS}) as n,
      (select id from organizations where name = 'Acme Microfinance') o`);
  await owner.execute(sql`
    with created as (
      insert into users (email, password_hash)
      select 'bench.user' || n || '@acme.test', 'not-a-hash' from generate_series(1, ${USERS}) as n
      returning id, email)
    insert into user_profiles (user_id, first_name, last_name, phone, employee_id,
      organization_id, status, created_at)
    select c.id, 'Bench', 'User ' || substring(c.email from '[0-9]+'),
      '+9196' || lpad(substring(c.email from '[0-9]+'), 8, '0'),
      'EMP' || substring(c.email from '[0-9]+'), o.id,
      (array['active','active','active','suspended'])[1 + substring(c.email from '[0-9]+')::int % 4],
      now() - substring(c.email from '[0-9]+')::int * interval '1 minute'
    from created c, (select id from organizations where name = 'Acme Microfinance') o`);
  await owner.execute(sql`
    insert into user_roles (user_id, role, organization_id, position)
    select p.user_id, 'loan_officer', p.organization_id, 0 from user_profiles p
    join users u on u.id = p.user_id where u.email like 'bench.user%'`);
  await owner.execute(sql`vacuum analyze audit_logs`);
  await owner.execute(sql`vacuum analyze debt_collectors`);
  await owner.execute(sql`vacuum analyze user_profiles`);
  await owner.execute(sql`vacuum analyze user_roles`);
}

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
const get = (path: string) => () => fetch(`${address}/api/v1${path}`, { headers: { cookie } });

const cases: [string, string][] = [
  ['audit, first page', '/audit-logs?page=1&page_size=50'],
  ['audit, entity type', '/audit-logs?page=1&page_size=50&entity_type=loan'],
  ['audit, action', '/audit-logs?page=1&page_size=50&action=approve'],
  ['audit, one week', '/audit-logs?page=1&page_size=50&date_from=2026-11-01&date_to=2026-11-07'],
  ['collectors, first page', '/collectors?page=1&page_size=25'],
  ['collectors, active', '/collectors?page=1&page_size=25&status=active'],
  ['collectors, search', '/collectors?page=1&page_size=25&search=collector42'],
  ['users, first page', '/users?page=1&page_size=25'],
  ['users, suspended', '/users?page=1&page_size=25&status=suspended'],
  ['users, search', '/users?page=1&page_size=25&search=User%2042'],
];
const only = process.env.BENCH_ONLY;
const rows: string[] = [];
for (const [name, path] of cases.filter(([name]) => !only || name.includes(only))) {
  const probe = await get(path)();
  if (!probe.ok) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
  await runLoad({ total: 5, concurrency: 1, send: get(path) });
  rows.push(
    formatResult(name, await runLoad({ total: REQUESTS, concurrency: 1, send: get(path) })),
  );
}
console.info(
  `database: ${database.kind}, ${AUDIT_ROWS} audit rows, ${COLLECTORS} collectors, ${USERS} users, ${REQUESTS} serial requests each`,
);
console.info([RESULT_HEADER, ...rows].join('\n'));

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
