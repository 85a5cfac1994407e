import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectVisible, mainNavigation, signIn, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

/** Collects what the browser's console reports as errors (failed requests included). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

describe('A first visit', () => {
  const journey = useJourneys('first-visit');

  journey('the public pages log no console error, and the site has an icon', async (page) => {
    const errors = consoleErrors(page);
    for (const path of ['/', '/login', '/about']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    assert.deepEqual(errors, []);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    assert.ok(icon, 'index.html names an icon');
    const response = await page.request.get(icon);
    assert.equal(response.status(), 200);
  });

  journey('a signed-out visitor to an unknown address gets a way home', async (page) => {
    await page.goto('/no-such-page');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    assert.equal(await page.getByText('Unexpected Application Error!').count(), 0);
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await waitForPath(page, '/');
  });

  journey('a signed-in user at an unknown address stays inside the app', async (page) => {
    await signIn(page, 'officer@acme.test');
    await page.goto('/customer-managment');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    await expectVisible(mainNavigation(page));
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await waitForPath(page, '/dashboard');
  });
});
