import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import hiCustomers from '../../core/src/i18n/catalogs/hi/customers.json' with { type: 'json' };
import hiPublic from '../../core/src/i18n/catalogs/hi/public.json' with { type: 'json' };
import hiShell from '../../core/src/i18n/catalogs/hi/shell.json' with { type: 'json' };
import swCustomers from '../../core/src/i18n/catalogs/sw/customers.json' with { type: 'json' };
import swShell from '../../core/src/i18n/catalogs/sw/shell.json' with { type: 'json' };
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, waitForPath } from '../support/app.ts';
import { DEMO_PASSWORD } from '../support/demo-users.ts';
import { useJourneys } from '../support/suite.ts';

const FIELD_AGENT = 'field@acme.test';

/** The field agent's saved choice, made earlier (on another device): the server keeps it. */
async function chooseLanguageElsewhere(page: Page, language: 'hi' | 'sw'): Promise<void> {
  const signedIn = await page.request.post('/api/v1/auth/sign-in', {
    data: { email: FIELD_AGENT, password: DEMO_PASSWORD },
  });
  assert.equal(signedIn.status(), 200);
  const saved = await page.request.patch('/api/v1/me', {
    data: { language },
    headers: { origin: new URL(page.url()).origin },
  });
  assert.equal(saved.status(), 200, await saved.text());
  assert.equal((await page.request.post('/api/v1/auth/sign-out')).status(), 204);
}

/** A sidebar link's name: its label, then its count badge when it has one. */
const withBadge = (label: string) => new RegExp(`^${label}(?: [\\d,]+)?$`);

describe('Languages', () => {
  const journey = useJourneys('languages');

  journey(
    'a field agent who has chosen Hindi works in Hindi — sidebar, customers, a validation error — then switches to Swahili',
    async (page) => {
      await page.goto('/login');
      await chooseLanguageElsewhere(page, 'hi');

      // This browser has never shown Hindi (English browser, nothing remembered): the sign-in
      // page is in English; the saved choice applies as soon as the session is known.
      await page.getByLabel('Email').fill(FIELD_AGENT);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await waitForPath(page, '/dashboard');
      const sidebar = page.getByRole('navigation', { name: hiShell['shell.nav.main'] });
      await expectVisible(
        sidebar.getByRole('link', { name: withBadge(hiShell['shell.nav.customers']) }),
      );
      assert.equal(await page.locator('html').getAttribute('lang'), 'hi');
      await expectAccessible(page, 'the dashboard in Hindi');

      await sidebar.getByRole('link', { name: withBadge(hiShell['shell.nav.customers']) }).click();
      await waitForPath(page, '/customers');
      await expectVisible(page.getByRole('heading', { name: hiCustomers['customers.title'] }));
      await expectVisible(
        page.getByRole('table', { name: hiCustomers['customers.title'] }).getByRole('row').nth(1),
      );
      await expectAccessible(page, 'the customers screen in Hindi');

      // Signed out, the sign-in page stays in Hindi (this browser now remembers it) and says
      // what is missing in Hindi.
      assert.equal((await page.request.post('/api/v1/auth/sign-out')).status(), 204);
      await page.goto('/login');
      await page.getByRole('button', { name: hiPublic['public.login.submit'] }).click();
      await expectVisible(page.getByText(hiPublic['public.login.missing']));
      await expectAccessible(page, 'the sign-in page in Hindi with its validation error');

      await page.getByLabel(hiPublic['public.email']).fill(FIELD_AGENT);
      await page.getByLabel(hiPublic['public.password'], { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: hiPublic['public.login.submit'] }).click();
      await waitForPath(page, '/dashboard');

      // The user menu switches to Swahili: the screen changes at once and the choice is saved.
      await page
        .getByRole('button', { name: new RegExp(FIELD_AGENT) })
        .filter({ visible: true })
        .first()
        .click();
      await expectAccessible(page, 'the user menu in Hindi with its languages');
      await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
      const swahiliSidebar = page.getByRole('navigation', { name: swShell['shell.nav.main'] });
      await expectVisible(
        swahiliSidebar.getByRole('link', { name: withBadge(swShell['shell.nav.customers']) }),
      );
      await swahiliSidebar
        .getByRole('link', { name: withBadge(swShell['shell.nav.customers']) })
        .click();
      await expectVisible(page.getByRole('heading', { name: swCustomers['customers.title'] }));
      await expectAccessible(page, 'the customers screen in Swahili');

      const session = await (await page.request.get('/api/v1/auth/session')).json();
      assert.equal(session.user.language, 'sw');
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: swCustomers['customers.title'] }));
      assert.equal(await page.locator('html').getAttribute('lang'), 'sw');
    },
  );
});
