import { after, before, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { inNewContext, launchBrowser, type JourneyTools } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/** A whole journey (sign-in included) must finish within this, or it fails. */
const JOURNEY_TIMEOUT_MS = 90_000;
/** Starting the server includes migrating and seeding a fresh database. */
const SETUP_TIMEOUT_MS = 120_000;

export type Journey = (
  title: string,
  steps: (page: Page, tools: JourneyTools) => Promise<void>,
) => void;

export interface JourneyOptions {
  /** Runs before the server starts; what it returns is added to the server's environment. */
  prepare?: () => Promise<Record<string, string>>;
  /** Runs after the server and browser have stopped. */
  cleanUp?: () => Promise<void>;
}

/**
 * Call inside a `describe`: starts one built server on a fresh database and one Chromium for
 * the file, stops both afterwards (also when a journey or the start-up fails), and returns
 * `journey(title, steps)`, which runs each journey in a new browser context.
 */
export function useJourneys(label: string, options: JourneyOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  const tearDown = async () => {
    const openBrowser = browser;
    browser = undefined;
    try {
      await openBrowser?.close();
    } finally {
      try {
        await server?.stop();
      } finally {
        await options.cleanUp?.();
      }
    }
  };

  before(
    async () => {
      try {
        const extraEnv = (await options.prepare?.()) ?? {};
        server = await startServer(label, extraEnv);
        browser = await launchBrowser();
      } catch (error) {
        await tearDown();
        throw error;
      }
    },
    { timeout: SETUP_TIMEOUT_MS },
  );
  after(tearDown, { timeout: SETUP_TIMEOUT_MS });

  return (title, steps) => {
    it(title, { timeout: JOURNEY_TIMEOUT_MS }, async () => {
      if (browser === undefined || server === undefined) {
        throw new Error('The server or the browser did not start; see the error above.');
      }
      await inNewContext(browser, server.baseUrl, title, steps);
    });
  };
}
