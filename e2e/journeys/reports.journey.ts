import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, mainNavigation, signIn, waitForPath } from '../support/app.ts';
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
