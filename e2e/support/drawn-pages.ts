import type { Page } from 'playwright-core';

/** The screens whose first page the server draws (`serverModule` in web/src/app/layout/nav-registry.ts). */
export const DRAWN_SCREENS = [
  '/dashboard',
  '/risk-profiler',
  '/customers',
  '/customer-management',
  '/loans',
  '/loans-hub',
  '/payments',
  '/due-today',
  '/collection-team',
  '/collection-team/sheet',
  '/payment-schedule',
  '/approvals',
  '/reports',
  '/business-intelligence',
  '/debt-management',
  '/compliance-audit',
  '/rbac-testing',
  '/notification-management',
  '/demo-data',
  '/user-management',
  '/profile',
  '/settings',
] as const;

export interface TakeoverWatch {
  /** Every console error and page error since the watch began (a hydration mismatch is one). */
  failures: string[];
  /** How many headings have left the page since it loaded. */
  removedHeadings(): Promise<number>;
}

/**
 * Watches a page for signs that the app did not take over a drawn page as drawn: React drawing a
 * page again after a hydration mismatch logs an error and removes the server's heading. Call
 * before the page's first load.
 */
export async function watchTakeover(page: Page): Promise<TakeoverWatch> {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const counter = window as unknown as { removedHeadings: number };
    counter.removedHeadings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) {
            counter.removedHeadings += 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    failures,
    removedHeadings: () =>
      page.evaluate(() => (window as unknown as { removedHeadings: number }).removedHeadings),
  };
}
