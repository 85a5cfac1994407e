import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, mainNavigation, signIn } from '../support/app.ts';
import { DRAWN_SCREENS, watchTakeover } from '../support/drawn-pages.ts';
import { layoutProblems } from '../support/layout.ts';
import { useJourneys } from '../support/suite.ts';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The lists with the most columns, and their tables' accessible names. */
const WIDE_LISTS = [
  ['/customers', 'Customers'],
  ['/risk-profiler', 'Risk profiles: All'],
  ['/customer-management', 'Customer database'],
  ['/debt-management', 'Collectors'],
  ['/user-management', 'Users'],
] as const;

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The first row (after the header row) has loaded.
  await page.locator('main table tbody tr:not([aria-hidden])').first().waitFor();
}

/** The layout problems once the table has stopped fitting itself (within about a second). */
async function settledLayoutProblems(page: Page): Promise<string[]> {
  let problems = await layoutProblems(page);
  for (let frame = 0; frame < 60 && problems.length > 0; frame += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    problems = await layoutProblems(page);
  }
  return problems;
}

describe('Layout at a laptop’s and a phone’s width', () => {
  const journey = useJourneys('layout');

  journey(
    'from 1,366 to 1,600 px the wide lists fit beside the sidebar, Actions in view and every badge whole',
    async (page) => {
      await page.setViewportSize(LAPTOP);
      await signIn(page, 'admin@acme.test');
      for (const [path] of WIDE_LISTS) {
        await openList(page, path);
        for (const width of [1366, 1440, 1600]) {
          await page.setViewportSize({ width, height: LAPTOP.height });
          // The table measures itself after the resize: a wider box first brings back every
          // column the screen allows, then gives up a level at a time while still too wide.
          assert.deepEqual(await settledLayoutProblems(page), [], `${path} at ${width} px`);
          const actions = page.locator('main table thead th').last();
          const box = await actions.boundingBox();
          assert.ok(box && box.x + box.width <= width, `${path} at ${width} px: Actions in view`);
        }
      }
    },
  );

  for (const [device, viewport] of [
    ['a laptop', LAPTOP],
    ['a phone', PHONE],
  ] as const) {
    journey(`every screen the server draws is taken over as drawn, on ${device}`, async (page) => {
      const watch = await watchTakeover(page);
      await page.setViewportSize(viewport);
      // Signing in draws the layout at this width, which the cookie the server draws by follows.
      await signIn(page, 'admin@acme.test');
      for (const path of DRAWN_SCREENS) {
        const where = `${path} at ${viewport.width} px`;
        const response = await page.goto(path);
        assert.equal(response?.headers()['cache-control'], 'no-store', `${where}: drawn`);
        await expectVisible(page.locator('main'));
        assert.equal(
          await watch.removedHeadings(),
          0,
          `${where}: the heading the server drew is the one on screen`,
        );
        assert.deepEqual(await settledLayoutProblems(page), [], where);
      }
      assert.deepEqual(watch.failures, [], 'no error, hydration mismatches included');
    });
  }

  journey(
    'the sidebar runs the full height of a long page and keeps its menu in view',
    async (page) => {
      await page.setViewportSize(LAPTOP);
      await signIn(page, 'admin@acme.test');
      await openList(page, '/customers');
      const { sidebarBottom, pageHeight } = await page.evaluate(() => {
        const sidebar = document.querySelector('.mantine-AppShell-navbar')!;
        return {
          sidebarBottom: sidebar.getBoundingClientRect().bottom + window.scrollY,
          pageHeight: document.documentElement.scrollHeight,
        };
      });
      assert.ok(pageHeight > LAPTOP.height, 'the customers page is longer than the screen');
      assert.ok(
        sidebarBottom >= pageHeight - 1,
        `the sidebar ends at ${sidebarBottom} px of a ${pageHeight} px page`,
      );
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectVisible(mainNavigation(page).getByRole('link', { name: /^Customers/ }));
      const headerOnTop = await page.evaluate(
        () => document.elementFromPoint(20, 30)?.closest('header') !== null,
      );
      assert.ok(headerOnTop, 'the header stays above the sidebar’s column');
      // The sidebar's last control is its user menu, at the sidebar's foot.
      const userMenu = await page.locator('.mantine-AppShell-navbar button').last().boundingBox();
      assert.ok(
        userMenu && userMenu.y >= 0 && userMenu.y + userMenu.height <= LAPTOP.height,
        'the user menu stays in view',
      );
    },
  );

  journey(
    'on a 390 px phone nothing scrolls sideways: the dashboard, the lists and the bell',
    async (page) => {
      await page.setViewportSize(PHONE);
      await signIn(page, 'admin@acme.test');
      // The organization admin's dashboard: its tree's figures, alerts, ranking and trend.
      await expectVisible(page.getByRole('link', { name: /^Overdue loans/ }));
      await expectVisible(page.getByRole('heading', { name: 'Collections in the last 30 days' }));
      assert.deepEqual(await layoutProblems(page), [], 'the dashboard');

      await page.getByRole('button', { name: /^Approval requests/ }).click();
      await expectVisible(page.getByRole('dialog').getByText('Approval Requests'));
      assert.deepEqual(await layoutProblems(page), [], 'the open approval bell');
      await page.keyboard.press('Escape');

      for (const [path, label] of WIDE_LISTS) {
        await page.goto(path);
        await expectVisible(page.getByRole('list', { name: label }).getByRole('listitem'));
        assert.deepEqual(await layoutProblems(page), [], path);
      }

      // The payment analytics' tables scroll sideways in a region the keyboard can scroll.
      await page.goto('/payments');
      await page.getByRole('tab', { name: 'Payment Analytics' }).click();
      for (const [tab, table] of [
        [null, 'Payment Trends'],
        ['Payment Methods', 'Payment Methods'],
      ] as const) {
        if (tab) await page.getByRole('tab', { name: tab }).click();
        await expectVisible(page.getByRole('table', { name: table }).getByRole('row').nth(1));
        assert.deepEqual(await layoutProblems(page), [], `the ${table} table`);
        await expectAccessible(page, `the ${table} table on a phone`);
      }
    },
  );

  journey(
    "on a 390 px phone the risk profiler's Create Customer dialog fits, its map included",
    async (page) => {
      await page.setViewportSize(PHONE);
      await signIn(page, 'admin@acme.test');
      await page.goto('/risk-profiler');
      // A seeded profile approved and not yet a customer (names repeat; phones do not).
      const prospect = await page.evaluate(async () => {
        const list = (await (await fetch('/api/v1/risk-profiles?tab=approved')).json()) as {
          data: {
            prospective_customer_name: string;
            phone: string | null;
            customer_created: boolean;
          }[];
        };
        return list.data.find((profile) => !profile.customer_created && profile.phone !== null);
      });
      assert.ok(prospect, 'the demo data has an approved profile without a customer');
      const { prospective_customer_name: name, phone } = prospect;
      await page.getByRole('textbox', { name: 'Search risk profiles' }).fill(phone!);
      const card = page
        .getByRole('list', { name: 'Risk profiles: All' })
        .getByRole('listitem')
        .filter({ hasText: phone! });
      await card.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Create Customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create customer from profile' });
      await expectVisible(dialog);
      // A pasted map link pins the home: the map preview shows inside the dialog.
      await dialog
        .getByRole('textbox', { name: 'Paste Google Maps link' })
        .fill('https://maps.google.com/?q=19.0596,72.8295');
      await expectVisible(dialog.getByText(/^Coordinates/));
      assert.deepEqual(await layoutProblems(page), [], 'the Create Customer dialog');
    },
  );
});
