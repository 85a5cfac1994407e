/**
 * Screenshots of the landing and login pages and the signed-in screens at a phone's width
 * (390 px) and a laptop's (1,366 px), to check by eye that every component kept its styles
 * after a change to how CSS is built or loaded. With --compare DIR it photographs that build too
 * (see support/built-app.ts) and prints how many pixels differ per screen.
 *
 * With --locale hi-IN (or sw-KE) the browser asks for that language, so every screen shows in it.
 *
 *   npm run build && npx tsx bench/screenshots.ts [--out DIR] [--compare DIR] [--locale TAG]
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { argumentValue, buildRoot, sessionCookie } from './support/built-app.ts';

/** Name, address, signed in, and the tab to open once there (a tab without an address). */
const SCREENS: readonly (readonly [string, string, boolean, string?])[] = [
  ['landing', '/', false],
  ['login', '/login', false],
  ['dashboard', '/dashboard', true],
  ['customers', '/customers', true],
  ['customer-management', '/customer-management', true],
  ['loans', '/loans', true],
  ['loan-hub', '/loans-hub', true],
  ['payments', '/payments', true],
  ['payments-schedule', '/payments', true, 'Payment Schedule'],
  ['payments-analytics', '/payments', true, 'Payment Analytics'],
  ['debt-management', '/debt-management', true],
  ['user-management', '/user-management', true],
  ['approvals', '/approvals', true],
  ['compliance-audit', '/compliance-audit', true],
  ['due-today', '/due-today', true],
  ['collection-team', '/collection-team', true],
  ['collection-sheet', '/collection-team/sheet', true],
  ['payment-schedule', '/payment-schedule', true],
  ['risk-profiler', '/risk-profiler', true],
  ['risk-profile-new', '/risk-profiler/new', true],
  ['profile', '/profile', true],
  ['settings', '/settings', true],
  ['rbac-testing', '/rbac-testing', true],
  ['compliance-security', '/compliance-audit', true, 'Security'],
  ['emergency-access', '/user-management?tab=emergency', true],
  ['reports', '/reports', true],
  ['business-intelligence', '/business-intelligence', true],
  ['notification-management', '/notification-management', true],
  ['notification-rules', '/notification-management', true, 'Reminder rules'],
  ['notification-log', '/notification-management', true, 'Delivery log'],
];
const WIDTHS = [390, 1366];
const LOCALE = argumentValue('--locale');
/** `--only dashboard,reports`: just those screens. */
const ONLY = argumentValue('--only')?.split(',');
const OUT = resolve(argumentValue('--out') ?? join(process.cwd(), 'e2e', 'artifacts', 'screens'));

async function photograph(browser: Browser, root: string, folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const server = await startServer('screenshots', {}, { root });
  try {
    const cookie = await sessionCookie(server.baseUrl, 'admin@acme.test');
    for (const width of WIDTHS) {
      for (const [name, path, signedIn, tab] of SCREENS) {
        if (ONLY && !ONLY.includes(name)) continue;
        const context = await browser.newContext({
          baseURL: server.baseUrl,
          viewport: { width, height: 900 },
          reducedMotion: 'reduce',
          ...(LOCALE ? { locale: LOCALE } : {}),
        });
        if (signedIn) {
          const [cookieName, value] = cookie.split('=');
          await context.addCookies([{ name: cookieName!, value: value!, url: server.baseUrl }]);
        }
        const page = await context.newPage();
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (tab) {
          await page.getByRole('tab', { name: tab }).click();
          await page.waitForLoadState('networkidle');
        }
        // A list can still show its skeleton rows when the network first goes quiet (the loans
        // and Due Today photographs caught them): wait for the rows, so its layout is seen.
        const loaded = await page
          .waitForFunction(() => !document.querySelector('[data-testid="skeleton-row"]'), null, {
            timeout: 10_000,
          })
          .then(() => true)
          .catch(() => false);
        if (!loaded) console.warn(`${name} at ${width} px: still loading after 10 s`);
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
        await context.close();
      }
    }
  } finally {
    await server.stop();
  }
}

/** The share of pixels that differ between two screenshots (1 when their sizes differ). */
async function difference(browser: Browser, first: string, second: string): Promise<number> {
  const page = await browser.newPage();
  // tsx keeps function names through a `__name` helper, which the page does not have.
  await page.addInitScript('window.__name = (fn) => fn');
  await page.goto('about:blank');
  try {
    return await page.evaluate(
      async ([a, b]) => {
        const load = async (data: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [x, y] = [await load(a!), await load(b!)];
        if (x.width !== y.width || x.height !== y.height) return 1;
        let differing = 0;
        for (let index = 0; index < x.data.length; index += 4) {
          if (
            x.data[index] !== y.data[index] ||
            x.data[index + 1] !== y.data[index + 1] ||
            x.data[index + 2] !== y.data[index + 2]
          ) {
            differing += 1;
          }
        }
        return differing / (x.width * x.height);
      },
      [readFileSync(first).toString('base64'), readFileSync(second).toString('base64')],
    );
  } finally {
    await page.close();
  }
}

const browser = await launchBrowser();
try {
  const compare = argumentValue('--compare');
  if (!process.argv.includes('--compare-only')) {
    await photograph(browser, buildRoot(), join(OUT, 'current'));
    if (compare) await photograph(browser, resolve(compare), join(OUT, 'compared'));
  }
  if (compare) {
    for (const width of WIDTHS) {
      for (const [name] of SCREENS) {
        const file = `${name}-${width}.png`;
        const share = await difference(
          browser,
          join(OUT, 'current', file),
          join(OUT, 'compared', file),
        );
        console.info(`${file}: ${(share * 100).toFixed(2)} % of pixels differ`);
      }
    }
  }
  console.info(`Screenshots in ${OUT}`);
} finally {
  await browser.close();
}
