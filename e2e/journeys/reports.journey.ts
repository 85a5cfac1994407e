import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, mainNavigation, signIn, signOut, waitForPath } from '../support/app.ts';
import { layoutProblems } from '../support/layout.ts';
import { useJourneys } from '../support/suite.ts';

const PHONE = { width: 390, height: 844 };

async function exportAs(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe('Reports (issue 14)', () => {
  const journey = useJourneys('reports');

  journey('a manager exports the repayment register as Excel and PDF', async (page) => {
    await signIn(page, 'manager@acme.test');
    await mainNavigation(page).getByRole('link', { name: 'Reports' }).click();
    await waitForPath(page, '/reports');
    await expectVisible(page.getByRole('heading', { name: 'Reports' }));
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Repayment register' }).click();
    const table = page.getByRole('table', { name: 'Preview' });
    await expectVisible(table.getByRole('columnheader', { name: 'Payment date' }));
    await expectVisible(table.getByRole('row').nth(1));
    await expectAccessible(page, 'the repayment register preview');

    const excel = await exportAs(page, 'Export Excel');
    assert.match(excel.name, /^repayment_register-\d{4}-\d{2}-\d{2}\.xlsx$/);
    assert.equal(excel.bytes.subarray(0, 2).toString(), 'PK', 'an XLSX is a zip');
    const pdf = await exportAs(page, 'Export PDF');
    assert.match(pdf.name, /^repayment_register-\d{4}-\d{2}-\d{2}\.pdf$/);
    assert.equal(pdf.bytes.subarray(0, 5).toString(), '%PDF-');
    await expectVisible(page.getByText('PDF downloaded'));
  });

  journey(
    'a manager schedules a weekly portfolio report and it arrives in the outbox',
    async (page) => {
      await signIn(page, 'manager@acme.test');
      await page.goto('/reports');
      await expectVisible(page.getByRole('heading', { name: 'Automated reports' }));
      // The catalogue opens on the portfolio summary.
      await expectVisible(page.getByRole('combobox', { name: 'Report' }));
      await page.getByRole('combobox', { name: 'Frequency' }).click();
      await page.getByRole('option', { name: 'Weekly' }).click();
      const recipients = page.getByRole('combobox', { name: 'Recipients' });
      await recipients.fill('admin@acme.test');
      await recipients.press('Enter');
      await page.getByRole('button', { name: 'Schedule report' }).click();
      await expectVisible(page.getByText('Report scheduled'));
      const schedules = page.getByRole('table', { name: 'Automated reports' });
      await expectVisible(schedules.getByRole('row').filter({ hasText: 'Portfolio summary' }));
      await expectVisible(schedules.getByRole('button', { name: 'Pause Portfolio summary' }));
      await expectAccessible(page, 'the automated reports');

      await signOut(page, 'manager@acme.test');
      await signIn(page, 'admin@acme.test');
      await page.goto('/user-management');
      await page.getByRole('tab', { name: 'Outbox' }).click();
      await expectVisible(
        page
          .getByRole('table', { name: 'Outbox' })
          .getByRole('row')
          .filter({ hasText: 'Portfolio summary: Acme Microfinance' })
          .first(),
      );
    },
  );

  journey('on a 390 px phone the reports screen fits and reads', async (page) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'manager@acme.test');
    await page.goto('/reports');
    await expectVisible(page.getByRole('heading', { name: 'Reports' }));
    await expectVisible(page.getByRole('button', { name: 'Export CSV' }));
    assert.deepEqual(await layoutProblems(page), [], '/reports');
    await expectAccessible(page, 'the reports screen on a phone');
  });
});
