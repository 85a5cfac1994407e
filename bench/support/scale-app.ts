/**
 * What the read benchmarks at scale share (dashboard, Due Today, Business Intelligence): the
 * arguments, the generated database opened (and migrated to this branch's schema), the app
 * started with its clock at noon of the entries' day in Asia/Kolkata, and serial requests
 * through it, one table row per case.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { migrateDatabase } from '../../server/src/db/migrate.ts';
import { ownerConnection } from '../../server/src/db/system.ts';
import { formatResult, runLoad } from '../http-load.ts';
import { sessionCookie } from './built-app.ts';
import { UNREACHABLE_RATE_LIMITS } from './rate-limits.ts';

/**
 * `--database-url` (a database filled by bench/generate.ts), `--requests` (default 50) and the
 * bench's own string options, named in `own`.
 */
export function scaleArguments(own: readonly string[] = []): {
  databaseUrl: string;
  requests: number;
  options: Record<string, string | undefined>;
} {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(own.map((name) => [name, { type: 'string' as const }])),
      'database-url': { type: 'string' },
      requests: { type: 'string', default: '50' },
    },
  });
  const options = values as Record<string, string | undefined>;
  const databaseUrl = options['database-url'];
  if (!databaseUrl) {
    console.error('--database-url: a database filled by bench/generate.ts');
    process.exit(1);
  }
  return { databaseUrl, requests: Number(options.requests), options };
}

/** The database, migrated to the schema as committed (this branch's indexes included). */
export async function openScaleDatabase(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  await migrateDatabase(database);
  return { database, owner: ownerConnection(database) };
}

/**
 * The app on `day` (YYYY-MM-DD), its clock at noon in Asia/Kolkata (UTC+5:30), so the reads
 * that take today see that day's entries on any day the bench runs. One user sends every
 * request: the per-user limits stay on, out of reach, so their counting is part of the measured
 * cost (docs/decisions/0068).
 */
export async function startAppOnDay(database: Database, day: string) {
  const clockNow = new Date(`${day}T06:30:00Z`);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', ...UNREACHABLE_RATE_LIMITS }),
    database,
    logger: false,
    webDistFolder: '/nonexistent',
    clock: () => clockNow,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}

/** Session cookies by e-mail; a refused sign-in is reported and left out. */
export async function signIn(address: string, emails: readonly string[]) {
  const cookies = new Map<string, string>();
  for (const email of emails) {
    try {
      cookies.set(email, await sessionCookie(address, email));
    } catch (error) {
      console.error(`${email}: ${(error as Error).message}`);
    }
  }
  return cookies;
}

/**
 * Each case as `requests` serial GETs of `/api/v1<path>` after a probe (which must succeed) and
 * three warm-up requests; a case without a cookie is a row saying so.
 */
export async function measureSerial(
  address: string,
  cases: readonly (readonly [name: string, cookie: string | undefined, path: string])[],
  requests: number,
): Promise<string[]> {
  const rows: string[] = [];
  for (const [name, cookie, path] of cases) {
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
    rows.push(formatResult(name, await runLoad({ total: requests, concurrency: 1, send })));
  }
  return rows;
}
