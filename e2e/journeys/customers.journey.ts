import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { startFakeGeocoder } from '../../server/src/modules/geocode/fake-geocoder.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, signIn, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

type Geocoder = Awaited<ReturnType<typeof startFakeGeocoder>>;

async function openCustomers(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Customers/ }).click();
  await waitForPath(page, '/customers');
  await page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1).waitFor();
  await expectAccessible(page, 'the customers list');
}

/** The smallest file the server accepts as a PDF: its content must start with %PDF. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('Customers', () => {
  let geocoder: Geocoder | undefined;
  const journey = useJourneys('customers', {
    // Address lookups go to a fake geocoder on loopback, never the internet.
    prepare: async () => {
      geocoder = await startFakeGeocoder();
      return { GEOCODER_URL: geocoder.url };
    },
    cleanUp: async () => geocoder?.close(),
  });

  journey(
    'a loan officer creates a customer with an Indian phone number and a pasted Maps link, then finds them by search',
    async (page) => {
      await signIn(page, 'officer@acme.test');
      await openCustomers(page);
      await page.getByRole('button', { name: 'Add Customer' }).click();
      const form = page.getByRole('form', { name: 'Add customer' });
      await expectVisible(form);
      await expectAccessible(page, 'the add customer dialog');
      await form.getByLabel(/^First name/).fill('Savitri');
      await form.getByLabel(/^Last name/).fill('Bhosale');
      // Acme works in rupees, so the phone input starts on India.
      await expectVisible(form.getByRole('button', { name: /^Country: India/ }));
      await form.getByRole('textbox', { name: /^Phone Number/ }).fill('9820012345');
      await expectVisible(form.getByText('Phone number is valid'));
      const residential = form.getByRole('group', { name: /^Residential Location/ });
      await residential
        .getByRole('textbox', { name: 'Paste Google Maps link' })
        .fill('https://www.google.com/maps/@19.0760,72.8777,15z');
      await expectVisible(residential.getByText(/Coordinates: 19\.076000, 72\.877700/));
      await expectAccessible(page, 'the add customer dialog, filled in');
      await form.getByRole('button', { name: 'Create Customer' }).click();
      await expectVisible(page.getByText('Customer created successfully'));
      await expectAccessible(page, 'the customers list with its success toast');

      await page.getByPlaceholder('Search by name, ID, phone, or email...').fill('bhosale');
      const table = page.getByRole('table', { name: 'Customers' });
      await expectVisible(table.getByRole('row').filter({ hasText: 'Savitri Bhosale' }));
      await expectVisible(table.getByRole('row').filter({ hasText: '+919820012345' }));
    },
  );

  journey(
    'an organization admin with a branch files a customer under the branch and filters the list by it',
    async (page) => {
      await signIn(page, 'admin@acme.test');
      await openCustomers(page);
      const table = page.getByRole('table', { name: 'Customers' });
      await expectVisible(table.getByRole('columnheader', { name: 'Organization' }));
      await page.getByRole('button', { name: 'Add Customer' }).click();
      const form = page.getByRole('form', { name: 'Add customer' });
      await form.getByLabel(/^First name/).fill('Lakshmi');
      await form.getByLabel(/^Last name/).fill('Branchwala');
      await form.getByRole('textbox', { name: /^Phone Number/ }).fill('9820054321');
      const residential = form.getByRole('group', { name: /^Residential Location/ });
      await residential.getByRole('textbox', { name: /^Residential Location/ }).fill('Civil Lines');
      await form.getByRole('button', { name: 'Create Customer' }).click();
      await expectVisible(form.getByText('Please select an organization'));

      await form.getByRole('combobox', { name: /^Organization/ }).click();
      await page.getByRole('option', { name: 'Acme North Branch', exact: true }).click();
      await form.getByRole('button', { name: 'Create Customer' }).click();
      await expectVisible(page.getByText('Customer created successfully'));

      await page.getByRole('combobox', { name: 'Organization' }).click();
      await page.getByRole('option', { name: 'Acme North Branch', exact: true }).click();
      await page.getByPlaceholder('Search by name, ID, phone, or email...').fill('branchwala');
      await expectVisible(
        table.getByRole('row').filter({ hasText: 'Lakshmi Branchwala' }).filter({
          hasText: 'Acme North Branch',
        }),
      );
    },
  );

  journey('a field agent sees no e-mail addresses and cannot add or edit', async (page) => {
    await signIn(page, 'field@acme.test');
    await openCustomers(page);
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByRole('row').nth(1).waitFor();
    assert.equal(await table.getByText(/@/).count(), 0, 'no e-mail address is shown');
    assert.equal(await page.getByRole('button', { name: 'Add Customer' }).count(), 0);
    await table.getByRole('row').nth(1).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Personal Information'));
    await expectAccessible(page, 'the customer detail dialog');
    assert.equal(await dialog.getByText(/@/).count(), 0, 'no e-mail in the details either');
    assert.equal(await dialog.getByRole('button', { name: 'Edit Customer' }).count(), 0);
  });

  journey('a manager uploads an income proof and downloads the same file', async (page) => {
    await signIn(page, 'manager@acme.test');
    await openCustomers(page);
    const table = page.getByRole('table', { name: 'Customers' });
    const row = table.getByRole('row').nth(1);
    const actions = row.getByRole('button', { name: /^Actions for / });
    const customerName = ((await actions.getAttribute('aria-label')) ?? '').replace(
      'Actions for ',
      '',
    );
    await actions.click();
    await expectVisible(page.getByRole('menuitem', { name: 'Upload Documents' }));
    await expectAccessible(page, 'the customer actions menu');
    await page.getByRole('menuitem', { name: 'Upload Documents' }).click();
    const upload = page.getByRole('form', { name: 'Upload documents' });
    await expectVisible(upload);
    await expectAccessible(page, 'the upload documents dialog');
    await upload.getByRole('combobox', { name: /^Document type/ }).click();
    await page.getByRole('option', { name: 'Income Proof', exact: true }).click();
    await expectVisible(upload.getByText('Sensitive document'));
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'income-proof.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_BYTES,
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expectVisible(page.getByText('1 file(s) uploaded successfully'));
    await expectAccessible(page, 'the upload documents dialog after an upload');

    await page.keyboard.press('Escape');
    await table.getByRole('row').filter({ hasText: customerName }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Documents' }).click();
    await expectVisible(dialog.getByRole('link', { name: 'Download income-proof.pdf' }));
    await expectAccessible(page, 'the customer documents tab');
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download income-proof.pdf' }).click();
    const file = await (await download).path();
    assert.deepEqual(await readFile(file), PDF_BYTES, 'the download is the uploaded file');
  });
});
