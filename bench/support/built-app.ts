/**
 * What the browser benchmarks share: the built app started as `npm start` would (fresh demo
 * database), a session cookie for a demo user, and small statistics helpers.
 *
 * `--root DIR` measures another build: DIR holds server/dist, server/drizzle and web/dist (and a
 * node_modules link), e.g. a copy of the build before a change, so before and after run alike.
 */
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '../../e2e/support/demo-users.ts';
import { REPO_ROOT } from '../../e2e/support/paths.ts';
import { startServer, type RunningServer } from '../../e2e/support/server.ts';

export function argumentValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

export function buildRoot(): string {
  return resolve(argumentValue('--root') ?? REPO_ROOT);
}

export function startBuiltApp(label: string): Promise<RunningServer> {
  // Seeding the demo database took over the journeys' 60 s on a loaded machine (load 6–8).
  return startServer(label, {}, { root: buildRoot(), healthTimeoutMs: 180_000 });
}

/** Signs in through the API and returns the `name=value` of the session cookie. */
export async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`Sign-in as ${email} failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function maximum(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}
