import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './accessibility.ts';
import { STEP_TIMEOUT_MS } from './browser.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

/** Resolves once the pathname is exactly `path` (query and hash ignored). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Waits until at least one element the locator matches is visible. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.filter({ visible: true }).first().waitFor({ state: 'visible' });
}

/**
 * Searches a list and waits until it shows only what the search found, settled: before the
 * search is sent (300 ms after the last key) the unfiltered rows are still on screen, and a menu
 * opened on one of them closes when the found rows replace them.
 */
export async function searchList(page: Page, box: string, text: string, rows = 1): Promise<void> {
  await page.getByRole('textbox', { name: box }).fill(text);
  const table = page.getByRole('table');
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const shown = await table.getByRole('row').filter({ hasText: text }).count();
    const all = (await table.getByRole('row').count()) - 1;
    if (shown === rows && all === rows && (await table.getAttribute('aria-busy')) === null) return;
    if (Date.now() > deadline) {
      throw new Error(`"${text}" in ${box}: ${all} rows shown, ${shown} of them matching`);
    }
    await page.waitForTimeout(100);
  }
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expectVisible(page.getByLabel('Email'));
  await expectAccessible(page, 'the login page');
  await page.getByLabel('Email').fill(email);
  // `exact` keeps a "Show password" toggle from matching too.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

/** Signs in through the login page, as a person would, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await fillLogin(page, email, password);
  await waitForPath(page, '/dashboard');
  await expectVisible(signedInNavigation(page));
  await expectAccessible(page, 'the dashboard');
}

export function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The signed-in layout's navigation: the sidebar, or on a phone (where the sidebar is a drawer,
 * drawn when opened) the bottom bar. */
export function signedInNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Main|Mobile) navigation$/ });
}

/**
 * Signs out from the sidebar's user menu, a button named by what it shows (the name, the e-mail
 * and the role), and waits for the public root.
 */
export async function signOut(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: email }).click();
  const signOutItem = page.getByRole('menuitem', { name: 'Sign Out', exact: true });
  await expectVisible(signOutItem);
  await expectAccessible(page, 'the user menu');
  await signOutItem.click();
  await waitForPath(page, '/');
}
