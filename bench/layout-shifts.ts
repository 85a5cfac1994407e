/**
 * How much each signed-in screen moves while it loads (Cumulative Layout Shift, issue 8's target
 * under 0.05): the built app on demo data in Chromium at a 390 × 844 phone and a 1,366 × 768
 * laptop, signed in as the Acme admin; each screen opened fresh and watched for 5 s.
 *
 *   npm run build && npx tsx bench/layout-shifts.ts [--root DIR] [--only /loans,/reports] [--verbose]
 *
 * Prints the sum of the layout-shift entries without recent input per screen and width (an upper
 * bound of CLS, which takes the worst 5-second window); `--verbose` lists what moved in each
 * shift over 0.003, from where to where.
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { argumentValue, sessionCookie, startBuiltApp } from './support/built-app.ts';

const SCREENS = [
  '/dashboard',
  '/customers',
  '/customer-management',
  '/loans',
  '/payments',
  '/due-today',
  '/collection-team',
  '/payment-schedule',
  '/approvals',
  '/reports',
  '/business-intelligence',
  '/debt-management',
  '/compliance-audit',
  '/notification-management',
  '/user-management',
  '/risk-profiler',
  '/settings',
  '/profile',
];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const WATCH_MS = 5_000;
const SIGNED_IN_AS = 'admin@acme.test';
const VERBOSE = process.argv.includes('--verbose');

interface Shift {
  value: number;
  sources: string[];
}

/**
 * Runs in the page before its scripts: gathers the layout shifts not caused by input. Plain
 * JavaScript, not a function of this file: tsx would wrap its inner functions in a helper the
 * page does not have.
 */
const WATCH_SHIFTS = `
  const shifts = [];
  window.__shifts = shifts;
  const describe = (node, rect) => {
    const what = node instanceof Element
      ? node.nodeName.toLowerCase() + ' "' + (node.textContent ?? '').slice(0, 40) + '"'
      : 'text';
    return what + ' at ' + Math.round(rect.y) + ' (' + Math.round(rect.height) + ' high)';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) =>
          describe(source.node, source.previousRect) + ' → at ' +
          Math.round(source.currentRect.y) + ' (' + Math.round(source.currentRect.height) + ' high)'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function shiftsOf(page: Page, url: string): Promise<Shift[]> {
  await page.goto(url);
  await page.waitForTimeout(WATCH_MS);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const only = argumentValue('--only')?.split(',');
const screens = only ?? SCREENS;
const server = await startBuiltApp('layout-shifts');
const browser = await launchBrowser();
try {
  const [name, value] = (await sessionCookie(server.baseUrl, SIGNED_IN_AS)).split('=');
  const totals = new Map<string, number[]>();
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: name!, value: value!, url: server.baseUrl }]);
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_SHIFTS });
    for (const screen of screens) {
      const shifts = await shiftsOf(page, `${server.baseUrl}${screen}`);
      totals.set(screen, [
        ...(totals.get(screen) ?? []),
        shifts.reduce((sum, shift) => sum + shift.value, 0),
      ]);
      if (VERBOSE) {
        for (const shift of shifts.filter((each) => each.value > 0.003)) {
          console.info(`${viewport.name} ${screen} ${shift.value.toFixed(4)}`);
          for (const source of shift.sources) console.info(`    ${source}`);
        }
      }
    }
    await context.close();
  }
  console.info(`| screen | ${VIEWPORTS.map((each) => `${each.width} px`).join(' | ')} |`);
  console.info(`|---|${VIEWPORTS.map(() => '---').join('|')}|`);
  for (const [screen, values] of totals) {
    console.info(`| ${screen} | ${values.map((each) => each.toFixed(3)).join(' | ')} |`);
  }
} finally {
  await browser.close();
  await server.stop();
}
