import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, mainNavigation, signIn } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

type Region = 'header' | 'nav' | 'main' | 'other';

/** The focused element: its name as the page shows it, where it sits, and whether it shows. */
async function focused(page: Page): Promise<{ name: string; region: Region; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const name = (element?.getAttribute('aria-label') ?? element?.innerText ?? '').trim();
    const box = element?.getBoundingClientRect();
    const region = element?.closest('main')
      ? 'main'
      : element?.closest('header')
        ? 'header'
        : element?.closest('nav')
          ? 'nav'
          : 'other';
    return {
      name: name.replace(/\s+/g, ' '),
      region,
      visible: box !== undefined && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight,
    };
  });
}

/** Opens the customers list afresh, so the next Tab starts from the top of the page. */
async function freshCustomers(page: Page): Promise<void> {
  await page.goto('/customers');
  await page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1).waitFor();
  await expectVisible(mainNavigation(page).getByRole('link', { name: 'User Management' }));
  await expectVisible(page.getByRole('button', { name: /^Approval requests/ }));
}

/** The sidebar's links in the order the spec lists them (part 1 §2), for an organization admin. */
const SIDEBAR_ORDER = [
  'Dashboard',
  'Customers',
  'Customer Database',
  'Approvals',
  'Debt Management Hub',
  'Compliance & Audit',
  'User Management',
];

describe('Keyboard', () => {
  const journey = useJourneys('keyboard');

  journey(
    'a keyboard user meets the skip link first, skips to the customers list, and tabs through the header, the sidebar and the screen in that order',
    async (page) => {
      await signIn(page, 'admin@acme.test');

      await freshCustomers(page);
      await page.keyboard.press('Tab');
      const first = await focused(page);
      assert.equal(first.name, 'Skip to main content', 'the skip link is the first stop');
      assert.ok(first.visible, 'the skip link shows once focused');
      await page.keyboard.press('Enter');
      assert.equal((await focused(page)).region, 'main', 'the skip link lands on the screen');
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).region, 'main', 'the next stop is on the screen');

      await freshCustomers(page);
      await page.keyboard.press('Tab');
      const stops: Awaited<ReturnType<typeof focused>>[] = [];
      for (let count = 0; count < 40; count++) {
        await page.keyboard.press('Tab');
        const stop = await focused(page);
        stops.push(stop);
        if (stop.region === 'main') break;
      }
      const regions = stops.map((stop) => stop.region);
      const described = stops.map((stop) => `${stop.region}: ${stop.name}`).join('\n');
      assert.equal(regions.at(-1), 'main', `Tab reaches the screen:\n${described}`);
      assert.ok(!regions.includes('other'), `every stop is in a landmark:\n${described}`);
      // Header, then sidebar, then screen: never back to an earlier part.
      const order: Region[] = ['header', 'nav', 'main'];
      const ranks = regions.map((region) => order.indexOf(region));
      assert.deepEqual(ranks, [...ranks].sort(), `header, sidebar, screen:\n${described}`);
      assert.ok(regions.includes('header'), `the header's controls come first:\n${described}`);
      assert.match(stops[0]!.name, /^Approval requests/, 'the bell leads the header');
      const links = stops
        .map((stop) => stop.name.replace(/ \d+$/, ''))
        .filter((name) => SIDEBAR_ORDER.includes(name));
      assert.deepEqual(links, SIDEBAR_ORDER, 'the sidebar links in the spec order');
      const userMenu = stops.findIndex((stop) => stop.name.includes('admin@acme.test'));
      assert.equal(regions[userMenu + 1], 'main', 'the user menu closes the sidebar');
    },
  );

  journey(
    'on a phone, the dashboard, the customers list and the navigation drawer pass axe',
    async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'admin@acme.test');
      await expectVisible(page.getByRole('link', { name: /^Overdue loans/ }));
      await expectVisible(page.getByRole('heading', { name: 'Collections in the last 30 days' }));
      await expectAccessible(page, 'the dashboard on a phone');
      await page.goto('/customers');
      // On a phone the list shows as cards.
      await page.getByRole('list', { name: 'Customers' }).getByRole('listitem').first().waitFor();
      await expectAccessible(page, 'the customers list on a phone');
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await expectVisible(mainNavigation(page));
      await expectAccessible(page, 'the navigation drawer on a phone');
    },
  );
});
