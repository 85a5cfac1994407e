import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, signIn, waitForPath } from '../support/app.ts';
import { layoutProblems } from '../support/layout.ts';
import { useJourneys } from '../support/suite.ts';

/** The completion bar's value, as assistive technology reads it. */
async function completion(form: Locator): Promise<number> {
  const bar = form.getByRole('progressbar', { name: 'Form completion' });
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** Picks an option of a Mantine select (its list opens in a portal, outside the form). */
async function choose(page: Page, form: Locator, label: RegExp, option: string): Promise<void> {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTab(form: Locator, name: RegExp): Promise<void> {
  await form.getByRole('tab', { name }).click();
}

describe('Enhanced risk profile', () => {
  const journey = useJourneys('enhanced-risk');

  journey(
    'a manager completes an enhanced profile past 60 % and submits it, and sees the score',
    async (page) => {
      await signIn(page, 'manager@acme.test');
      await page.getByRole('link', { name: /^Customers/ }).click();
      await waitForPath(page, '/customers');
      const table = page.getByRole('table', { name: 'Customers' });
      const firstRow = table.getByRole('row').nth(1);
      await firstRow.waitFor();
      await firstRow.getByRole('cell').nth(1).click();
      const details = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('tab', { name: 'Risk Profile' }) });
      await expectVisible(details);
      await details.getByRole('tab', { name: 'Risk Profile' }).click();
      await expectVisible(details.getByRole('region', { name: 'Latest risk profile' }));
      await expectAccessible(page, 'the Risk Profile tab');
      await details.getByRole('button', { name: 'Update Risk Profile' }).click();

      const dialog = page.getByRole('dialog', { name: 'Enhanced Risk Profile Assessment' });
      await expectVisible(dialog);
      const form = dialog.getByRole('form');
      const submit = form.getByRole('button', { name: 'Submit Risk Profile' });
      await expectAccessible(page, 'the enhanced risk form');

      // Personal: the customer's name is there; age, marital status and dependents complete it.
      await form.getByRole('textbox', { name: /^Age/ }).fill('38');
      await choose(page, form, /^Marital status/, 'Married');
      await form.getByRole('textbox', { name: /^Number of dependents/ }).fill('2');
      assert.equal(await completion(form), 20);
      await expectVisible(
        form.getByText('Complete at least 60% of the form to submit the risk profile.'),
      );
      assert.equal(await submit.isDisabled(), true);

      await openTab(form, /^Business/);
      await form.getByRole('textbox', { name: /^Business name/ }).fill('Kirana Store');
      await choose(page, form, /^Business type/, 'Retail');
      await form.getByRole('textbox', { name: /^Years in operation/ }).fill('6');
      await form.getByRole('textbox', { name: /^Monthly revenue/ }).fill('60000');
      await form.getByRole('textbox', { name: /^Monthly expenses/ }).fill('35000');
      assert.equal(await completion(form), 40);

      await openTab(form, /^Expenditure/);
      await form.getByRole('textbox', { name: /^Monthly household income/ }).fill('15000');
      await form.getByRole('textbox', { name: /^Monthly household expenses/ }).fill('12000');
      await form.getByRole('textbox', { name: /^Savings/ }).fill('40000');
      assert.equal(await completion(form), 60);
      assert.equal(await submit.isEnabled(), true);

      await openTab(form, /^Loan History/);
      await expectVisible(form.getByText(/^List ALL loans ever taken/));
      await form.getByRole('button', { name: 'Add loan' }).click();
      await choose(page, form, /^Reason/, 'Working capital');
      await form.getByRole('textbox', { name: /^Original amount/ }).fill('50000');
      await form.getByRole('textbox', { name: /^Amount repaid/ }).fill('50000');
      await choose(page, form, /^Loan status/, 'Completed');
      await choose(page, form, /^Defaulted\?/, 'No');
      assert.equal(await completion(form), 80);

      await openTab(form, /^Assets/);
      await expectVisible(form.getByText(/^List ALL assets/));
      await form.getByRole('checkbox', { name: 'No assets' }).check();
      assert.equal(await completion(form), 100);

      await openTab(form, /^Review/);
      await expectVisible(form.getByText('Consolidated monthly income'));
      await expectAccessible(page, 'the enhanced risk form, reviewed');

      // A phone's width: the form stays inside the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await openTab(form, /^Personal/);
      assert.deepEqual(await layoutProblems(page), []);
      await page.setViewportSize({ width: 1366, height: 768 });

      await submit.click();
      const result = page.getByRole('dialog', { name: 'Risk profile result' });
      await expectVisible(result.getByText('Risk profile submitted'));
      // The server's score (docs/decisions/0063): no debt 25 + expenses 30 % of income 20 +
      // six years 15 + a loan repaid 20 + savings over 3 months 5 + no debt and no assets 5 +
      // two dependents 5 = 95, Low Risk (80 or more); 6 × the consolidated income (15,000 +
      // 25,000 profit) = 240,000, within the 500,000 cap.
      await expectVisible(result.getByText('95/100'));
      await expectVisible(result.getByText('Low Risk'));
      await expectVisible(result.getByText('₹2,40,000.00'));
      await expectAccessible(page, 'the risk profile result');
      // The footer's Close (the header's × has the same name and no text).
      await result.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

      // The tab now shows it as the customer's latest profile.
      const latest = details.getByRole('region', { name: 'Latest risk profile' });
      await expectVisible(latest.getByText('95/100'));
      await expectVisible(latest.getByText('100% complete'));
    },
  );
});
