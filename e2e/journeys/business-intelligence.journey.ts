import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, mainNavigation, signIn, waitForPath } from '../support/app.ts';
import { layoutProblems } from '../support/layout.ts';
import { useJourneys } from '../support/suite.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

describe('Business Intelligence (issue 14)', () => {
  const journey = useJourneys('business-intelligence');

  journey(
    'a manager switches the period, reads a chart as a table and follows a month to its loans',
    async (page) => {
      await page.setViewportSize(LAPTOP);
      await signIn(page, 'manager@acme.test');
      await mainNavigation(page).getByRole('link', { name: 'Business Intelligence' }).click();
      await waitForPath(page, '/business-intelligence');
      await expectVisible(page.getByRole('heading', { name: 'Business Intelligence', level: 1 }));

      const threeMonths = page.waitForResponse((response) =>
        response.url().includes('/api/v1/analytics/trends?months=3'),
      );
      await page.getByText('3 months', { exact: true }).click();
      await page.waitForURL(/months=3/);
      await threeMonths;
      const flows = page.getByRole('region', { name: 'Disbursements and collections' });
      await flows.getByRole('tab', { name: 'Table' }).click();
      const table = flows.getByRole('table', { name: 'Disbursements and collections' });
      // The demo's history: three months of disbursements, each month a row.
      await expectVisible(table.getByRole('row').nth(3));
      assert.equal(await table.getByRole('row').count(), 4, 'a heading and three months');
      await expectAccessible(page, 'the Business Intelligence screen');
      assert.deepEqual(await layoutProblems(page), [], '/business-intelligence at 1,366 px');

      await table
        .getByRole('link', { name: /^Loans disbursed in / })
        .first()
        .click();
      await page.waitForURL(
        /\/loans\?disbursed_from=\d{4}-\d{2}-01&disbursed_to=\d{4}-\d{2}-\d{2}/,
      );
      await expectVisible(page.getByRole('heading', { name: 'Loans' }).first());
    },
  );

  journey(
    'by keyboard, a manager opens a cluster of the overdue map and a heatmap cell to their loans',
    async (page) => {
      await page.setViewportSize(LAPTOP);
      await signIn(page, 'manager@acme.test');
      await page.goto('/business-intelligence');
      // Tabbing to the map's card brings it on screen, and a chart is drawn as it nears it.
      await page
        .getByRole('tablist', { name: 'Customers with overdue balances: chart or table' })
        .getByRole('tab', { name: 'Chart' })
        .focus();
      const map = page.getByRole('region', { name: 'Map of customers with overdue balances' });
      // A cluster is a button named by its customers and balance; Enter opens its popup and
      // moves the focus to the link to the loans of its area (decision 0088).
      const cluster = map.getByRole('button', { name: /^\d+ customers, .* overdue$/ }).first();
      await expectVisible(cluster);
      await cluster.focus();
      await page.keyboard.press('Enter');
      const areaLink = map.getByRole('link', { name: /^View \d+ overdue loans? in this area$/ });
      await expectVisible(areaLink);
      await page.waitForFunction(
        () => document.activeElement?.textContent?.startsWith('View ') === true,
        undefined,
        { timeout: 5_000 },
      );
      const shown = Number((await areaLink.textContent())!.match(/\d+/)![0]);
      await expectAccessible(page, 'the overdue map with a cluster open');
      const listed = page.waitForResponse((response) =>
        /\/api\/v1\/loans\?.*bbox=/.test(response.url()),
      );
      await page.keyboard.press('Enter');
      await page.waitForURL(
        /\/loans\?overdue_more_than=0&bbox=[-\d.]+%2C[-\d.]+%2C[-\d.]+%2C[-\d.]+$/,
      );
      const filters = page.getByRole('group', { name: 'Filters' });
      await expectVisible(filters.getByText('Loans of customers in one area of the map'));
      // The map's figures are the morning's and the list is live: on the journey's own day,
      // with no payment since the start-of-day job, they hold the same loans.
      assert.equal((await (await listed).json()).total, shown, 'the cluster’s overdue loans');

      await page.goto('/business-intelligence');
      await page
        .getByRole('tablist', { name: /^Roll-rate matrix, .*: chart or table$/ })
        .getByRole('tab', { name: 'Chart' })
        .focus();
      const heatmap = page.getByRole('region', { name: /^Roll-rate heatmap/ });
      const cell = heatmap.getByRole('link', { name: /: Loans .*today$/ }).first();
      await expectVisible(cell);
      await cell.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/loans\?overdue_bucket=\w+/);
      await expectVisible(page.getByRole('group', { name: 'Filters' }));
    },
  );

  journey('on a 390 px phone the Business Intelligence screen fits and reads', async (page) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'manager@acme.test');
    await page.goto('/business-intelligence');
    await expectVisible(page.getByRole('heading', { name: 'Business Intelligence', level: 1 }));
    await expectVisible(
      page.getByRole('region', { name: 'Vintage curves: ever more than 30 days late' }),
    );
    assert.deepEqual(await layoutProblems(page), [], '/business-intelligence at 390 px');
    await expectAccessible(page, 'the Business Intelligence screen on a phone');
  });
});
