/**
 * Lighthouse 13 (mobile profile, simulated throttling) over the landing and login pages and the
 * signed-in screens of the built app on demo data, three runs each; prints the median LCP, CLS,
 * TBT, performance score, FCP and bytes sent per screen; `--all` adds every other signed-in
 * screen. Not a CI check: too noisy on 2 cores.
 *
 *   npm run build && npx tsx bench/lighthouse.ts [--root DIR] [--runs 3] [--only /customers] [--all]
 *     [--report-dir DIR]
 *
 * Lighthouse needs Node 22.19 or newer: set LIGHTHOUSE_NODE to such a `node` binary, or the
 * script installs the registry's node@24 package into a scratch folder (as .ci/run does).
 * Chromium is Debian's (CHROME_PATH, /usr/bin/chromium unless set).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { dirname, join } from 'node:path';
import { argumentValue, median, sessionCookie, startBuiltApp } from './support/built-app.ts';

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
}

const SCREENS: readonly Screen[] = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'customers', path: '/customers', signedIn: true },
  { name: 'loans', path: '/loans', signedIn: true },
  { name: 'user management', path: '/user-management', signedIn: true },
  { name: 'approvals', path: '/approvals', signedIn: true },
  { name: 'compliance & audit', path: '/compliance-audit', signedIn: true },
];

/** Every other signed-in screen (`--all`): each drawn by the server since decision 0100. */
const OTHER_SCREENS: readonly Screen[] = [
  ['risk profiler', '/risk-profiler'],
  ['customer database', '/customer-management'],
  ['loan hub', '/loans-hub'],
  ['payments', '/payments'],
  ['due today', '/due-today'],
  ['collection team', '/collection-team'],
  ['collection sheet', '/collection-team/sheet'],
  ['payment schedule', '/payment-schedule'],
  ['reports', '/reports'],
  ['business intelligence', '/business-intelligence'],
  ['debt management', '/debt-management'],
  ['rbac testing', '/rbac-testing'],
  ['notification management', '/notification-management'],
  ['profile', '/profile'],
  ['settings', '/settings'],
].map(([name, path]) => ({ name: name!, path: path!, signedIn: true }));
const RUNS = Number(argumentValue('--runs') ?? 3);
const ONLY = argumentValue('--only');
/** Keeps each run's whole report (LCP element, requests, breakdown) in this folder. */
const REPORT_DIR = argumentValue('--report-dir');
const SIGNED_IN_AS = 'admin@acme.test';
const NODE_24_FOLDER = join(tmpdir(), 'lendline-node24');

interface Run {
  lcp: number;
  cls: number;
  tbt: number;
  score: number;
  fcp: number;
  bytes: number;
}

function lighthouseNode(): string {
  if (process.env.LIGHTHOUSE_NODE) return process.env.LIGHTHOUSE_NODE;
  const node = join(NODE_24_FOLDER, 'node_modules', '.bin', 'node');
  if (!existsSync(node)) {
    console.info(`Installing node@24 into ${NODE_24_FOLDER} for Lighthouse…`);
    execFileSync('npm', ['install', '--prefix', NODE_24_FOLDER, '--no-save', 'node@24'], {
      stdio: 'ignore',
    });
  }
  return node;
}

/**
 * A Chromium profile whose cookie jar holds the session. Sent as an extra header instead, the
 * session was lost once the page set a cookie of its own (the layout cookie, decision 0100): the
 * jar's Cookie header replaces the extra one, so a late read (/reports' schedules) answered 401
 * and signed the run out. Lighthouse resets a page's storage between runs, but not its cookies.
 */
async function signedInProfile(baseUrl: string, cookie: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'lendline-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const [name, value] = cookie.split('=') as [string, string];
  // An expiry, so that the jar keeps it on disk for the next browser.
  await context.addCookies([
    { name, value, url: baseUrl, expires: Math.floor(Date.now() / 1000) + 6 * 3600 },
  ]);
  await context.close();
  return profile;
}

function runLighthouse(url: string, profile: string | undefined, node: string): Run {
  const folder = mkdtempSync(join(tmpdir(), 'lendline-lighthouse-'));
  try {
    const report = join(folder, 'report.json');
    execFileSync(
      'npx',
      [
        '--yes',
        'lighthouse@13',
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu${profile ? ` --user-data-dir=${profile}` : ''}`,
        '--quiet',
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          // npx and Lighthouse run on the `node` first in PATH.
          PATH: `${dirname(node)}:${process.env.PATH}`,
          CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        },
      },
    );
    const result = JSON.parse(readFileSync(report, 'utf8'));
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = new URL(url).pathname.replaceAll('/', '_') || '_';
      copyFileSync(report, join(REPORT_DIR, `${name}-${Date.now()}.json`));
    }
    const finalPath = new URL(result.finalDisplayedUrl).pathname;
    // A signed-out run lands on another page: measuring it would be measuring the wrong screen.
    if (finalPath !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${finalPath}: the run did not measure that screen`);
    }
    const audit = (id: string): number => result.audits[id].numericValue;
    return {
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      score: Math.round(result.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * On a loaded machine Lighthouse sometimes loses the trace of a load (NO_NAVSTART): that run is
 * measured again, up to twice, rather than ending the whole benchmark.
 */
function runWithRetries(url: string, profile: string | undefined, node: string): Run {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouse(url, profile, node);
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !/Command failed/.test(error.message)) {
        throw error;
      }
      console.error(`Lighthouse failed on ${url} (attempt ${attempt} of 3); running it again`);
    }
  }
}

const node = lighthouseNode();
const server = await startBuiltApp('lighthouse');
let profile: string | undefined;
try {
  profile = await signedInProfile(
    server.baseUrl,
    await sessionCookie(server.baseUrl, SIGNED_IN_AS),
  );
  console.info(`Lighthouse mobile, median of ${RUNS} runs; signed-in screens as ${SIGNED_IN_AS}`);
  console.info('| screen | LCP s | CLS | TBT ms | score | FCP s | bytes kB |');
  console.info('|---|---|---|---|---|---|---|');
  const measured = process.argv.includes('--all') ? [...SCREENS, ...OTHER_SCREENS] : SCREENS;
  for (const screen of measured.filter((entry) => !ONLY || entry.path === ONLY)) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const signedIn = screen.signedIn ? profile : undefined;
      runs.push(runWithRetries(`${server.baseUrl}${screen.path}`, signedIn, node));
    }
    const of = (metric: keyof Run) => median(runs.map((run) => run[metric]));
    console.info(
      `| ${screen.name} | ${(of('lcp') / 1000).toFixed(1)} | ${of('cls').toFixed(3)} | ` +
        `${Math.round(of('tbt'))} | ${Math.round(of('score'))} | ${(of('fcp') / 1000).toFixed(1)} | ` +
        `${Math.round(of('bytes') / 1000)} |`,
    );
  }
} finally {
  await server.stop();
  if (profile) rmSync(profile, { recursive: true, force: true });
}
