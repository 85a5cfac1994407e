import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths.ts';

/** Debian's Chromium: `npx playwright install` cannot download browsers here. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Journeys never reach the internet (map tiles, fonts, anything): every host but this machine
  // resolves to nothing, so a page's request for another fails at once. Not by routing each
  // request through Playwright, which sent every chunk, stylesheet and API call of every page to
  // this process and back, and turned the browser's cache off (decision 0098).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
];

/** How long one step (a click, a wait for text or a URL) may take before the journey fails. */
export const STEP_TIMEOUT_MS = 10_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

function fileNameFor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * Runs one journey in its own browser context (fresh cookies and storage). When the journey
 * fails, a full-page screenshot is saved to e2e/artifacts/ before the error is rethrown.
 */
/** What a journey gets besides its first page: more people, each in their own context. */
export interface JourneyTools {
  /** A page in a new browser context: another person, with their own cookies. */
  openPage(): Promise<Page>;
}

async function openContextPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS * 2);
  return untilTakenOver(await context.newPage());
}

/**
 * A page the server drew (web/src/entry-server.tsx) shows before its scripts have run, and a
 * click before React has taken it over does nothing, as for a person on a slow phone. A journey's
 * page load waits for that, as a person would wait for the page to answer: `goto` and `reload`
 * resolve once the page is the app's (at once for a page the browser draws itself).
 */
export function untilTakenOver(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const takenOver = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('lendline-state') ||
        document.documentElement.hasAttribute('data-hydrated'),
    );
  page.goto = async (...args) => {
    const response = await goto(...args);
    await takenOver();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await takenOver();
    return response;
  };
  return page;
}

export async function inNewContext(
  browser: Browser,
  baseUrl: string,
  title: string,
  journey: (page: Page, tools: JourneyTools) => Promise<void>,
): Promise<void> {
  const page = await openContextPage(browser, baseUrl);
  const others: Page[] = [];
  const tools: JourneyTools = {
    openPage: async () => {
      const other = await openContextPage(browser, baseUrl);
      others.push(other);
      return other;
    },
  };
  try {
    await journey(page, tools);
  } catch (error) {
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    const path = join(ARTIFACTS_DIR, `${fileNameFor(title)}.png`);
    try {
      await page.screenshot({ path, fullPage: true });
      console.error(`Screenshot of the failed journey: ${path} (at ${page.url()})`);
      for (const [index, other] of others.entries()) {
        const otherPath = path.replace(/\.png$/, `-person-${index + 2}.png`);
        await other.screenshot({ path: otherPath, fullPage: true });
        console.error(`Screenshot of person ${index + 2}: ${otherPath} (at ${other.url()})`);
      }
    } catch (screenshotError) {
      console.error(`Could not take a screenshot: ${(screenshotError as Error).message}`);
    }
    throw error;
  } finally {
    for (const other of others) await other.context().close();
    await page.context().close();
  }
}
