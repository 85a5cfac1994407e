import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths.ts';

const HEALTH_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

export interface RunningServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

/** Asks the kernel for a port nobody is listening on, then releases it for the server. */
async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('Could not read the probe port'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Signals the server's own process group (it was spawned detached), never anything else. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy; see ${logFile}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) {
        const body = (await response.json()) as { status?: string };
        if (body.status === 'ok') return;
        lastProblem = `health said ${JSON.stringify(body)}`;
      } else {
        lastProblem = `health answered ${response.status}`;
      }
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await delay(200);
  }
  throw new Error(
    `The server was not healthy after ${timeoutMs} ms (${lastProblem}); see ${logFile}`,
  );
}

/**
 * A data folder (embedded database and files) seeded once by `prepare-template.ts` for a whole
 * run of the journeys: each suite starts on its own copy of it instead of migrating and seeding
 * again. A journey run on its own, without it, seeds its own.
 */
export const SEEDED_TEMPLATE_ENV = 'LENDLINE_E2E_SEEDED_DATA';
const READY_MARKER = 'ready';

export interface StartOptions {
  /** `root` holds server/dist and web/dist: the benchmarks pass a copy of an earlier build. */
  root?: string;
  /** Use this data folder and keep it after `stop()` (the template's own start). */
  keepDataDir?: string;
  /** How long to wait for health (default one minute). */
  healthTimeoutMs?: number;
}

/** Marks a stopped server's data folder as a finished template. */
export async function markSeededTemplate(dataDir: string): Promise<void> {
  await writeFile(join(dataDir, READY_MARKER), new Date().toISOString());
}

/** A fresh data folder: a copy of the run's seeded template when there is a finished one. */
async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lendline-e2e-'));
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (template && existsSync(join(template, READY_MARKER))) {
    await cp(template, dataDir, { recursive: true });
  }
  return dataDir;
}

/**
 * Starts the built server (`node server/dist/server.js`, as `npm start` does) on a free port,
 * with a fresh embedded database seeded with the demo data, and waits until it is healthy.
 */
export async function startServer(
  label: string,
  extraEnv: Record<string, string> = {},
  { root = REPO_ROOT, keepDataDir, healthTimeoutMs = HEALTH_TIMEOUT_MS }: StartOptions = {},
): Promise<RunningServer> {
  const serverEntry = join(root, 'server', 'dist', 'server.js');
  const webIndex = join(root, 'web', 'dist', 'index.html');
  for (const built of [serverEntry, webIndex]) {
    if (!existsSync(built)) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser journeys.`);
    }
  }
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const dataDir = keepDataDir ?? (await freshDataDir());
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(ARTIFACTS_DIR, `server-${label}.log`);
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Links in e-mails point at this server.
    PUBLIC_URL: baseUrl,
    // Never the internet: a journey that needs addresses passes its own fake geocoder.
    GEOCODER_URL: 'http://127.0.0.1:9',
    // A fake geocoder needs none of the public one's second between requests.
    GEOCODER_MIN_INTERVAL_MS: '0',
    // Journeys click faster than people: the per-user limits are off unless a journey sets them.
    RATE_LIMIT_FORM_PER_MINUTE: '0',
    RATE_LIMIT_API_PER_MINUTE: '0',
    ...extraEnv,
  };
  // The journeys always run on their own embedded database, never on a configured one.
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, [serverEntry], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process did not start');

  // Should this process end abruptly (Ctrl+C, a killed runner), take the server down with it.
  const killNow = () => signalGroup(child, 'SIGKILL');
  const killAndExit = (signal: NodeJS.Signals) => {
    killNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killNow);
  process.once('SIGINT', killAndExit);
  process.once('SIGTERM', killAndExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killNow);
    process.off('SIGINT', killAndExit);
    process.off('SIGTERM', killAndExit);
    signalGroup(child, 'SIGTERM');
    if (!(await waitForExit(child, STOP_GRACE_MS))) {
      signalGroup(child, 'SIGKILL');
      await waitForExit(child, STOP_GRACE_MS);
    }
    log.end();
    if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, logFile, healthTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid, logFile, stop };
}
