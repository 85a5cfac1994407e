import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, signIn, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

/**
 * Set-up through the API with the admin's session (the loans journey covers the forms): every
 * loan of the organization waits for a second approver, and a new customer's 20,000 application
 * waits pending. Answers the customer's name.
 */
async function pendingLoanFor(admin: Page, lastName: string): Promise<string> {
  const phone = `+9198211${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const status = await admin.evaluate(
    async ({ lastName, phone }) => {
      const headers = { 'content-type': 'application/json' };
      const session = await (await fetch('/api/v1/auth/session')).json();
      await fetch(`/api/v1/organizations/${session.organization.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ second_loan_approver: true }),
      });
      const customer = await (
        await fetch('/api/v1/customers', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            // The admin works across the organization's tree: the customer's organization is named.
            organization_id: session.organization.id,
            first_name: 'Journey',
            last_name: lastName,
            phone,
            residential_address: '12 Market Road, Pune',
          }),
        })
      ).json();
      const applied = await fetch('/api/v1/loans', {
        method: 'POST',
        headers,
        body: JSON.stringify({ customer_id: customer.customer.id, principal_amount: 20_000 }),
      });
      return applied.status;
    },
    { lastName, phone },
  );
  assert.equal(status, 202, 'the application waits for a second approver');
  return `Journey ${lastName}`;
}

/** Opens the pending loan of a customer from the Loans screen and answers its details dialog. */
async function openPendingLoan(page: Page, customer: string) {
  await page
    .getByRole('link', { name: /^Loans/ })
    .first()
    .click();
  await waitForPath(page, '/loans');
  await page.getByRole('tab', { name: /^Pending approval/ }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: customer });
  await expectVisible(row);
  await row.getByRole('button', { name: /^Actions for loan/ }).click();
  await page.getByRole('menuitem', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: /^Loan LN-/ });
  await expectVisible(details);
  return details;
}

describe('Sessions and emergency access', () => {
  const journey = useJourneys('access');

  journey('a manager signed in twice sees the multiple-sessions warning', async (first, tools) => {
    await signIn(first, 'manager@acme.test');
    const second = await tools.openPage();
    await signIn(second, 'manager@acme.test');
    await expectVisible(second.getByText(/^Multiple active sessions/));
    await expectAccessible(second, 'the dashboard with its security warning');
    // The first session hears of the second when it next reads the session.
    await first.reload();
    await expectVisible(first.getByText(/^Multiple active sessions/));
  });

  journey(
    'an admin grants a loan officer loans:approve for an hour; the officer approves, then the grant is revoked',
    async (admin, tools) => {
      await signIn(admin, 'admin@acme.test');
      const customer = await pendingLoanFor(admin, 'Emergency');

      await admin
        .getByRole('link', { name: /^User Management/ })
        .first()
        .click();
      await waitForPath(admin, '/user-management');
      await admin.getByRole('tab', { name: 'Emergency access' }).click();
      await admin.getByRole('button', { name: 'Grant emergency access' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Grant emergency access' });
      await expectVisible(dialog);
      await dialog.getByRole('combobox', { name: 'User' }).click();
      await admin.getByRole('option', { name: /officer@acme\.test/ }).click();
      await dialog.getByRole('checkbox', { name: 'loans:approve' }).check();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Branch manager on leave');
      await dialog.getByRole('textbox', { name: 'Duration (hours)' }).fill('1');
      await expectAccessible(admin, 'the grant dialog');
      await dialog.getByRole('button', { name: 'Grant access' }).click();
      await expectVisible(admin.getByText('Emergency access granted'));
      const grantRow = admin.getByRole('row').filter({ hasText: 'loans:approve' });
      await expectVisible(grantRow.filter({ hasText: 'Active' }));

      const officer = await tools.openPage();
      await signIn(officer, 'officer@acme.test');
      await expectVisible(officer.getByText(/^Emergency access is active on your account/));
      const details = await openPendingLoan(officer, customer);
      await details.getByRole('button', { name: 'Approve' }).click();
      const confirm = officer.getByRole('dialog', { name: /^Approve loan/ });
      await expectVisible(confirm);
      await confirm.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(officer.getByText('Loan approved'));
      await officer.keyboard.press('Escape');

      // A second pending loan: the officer no longer may approve it once the grant is revoked.
      const next = await pendingLoanFor(admin, 'Revoked');
      await grantRow.getByRole('button', { name: /^Revoke the emergency access/ }).click();
      const revoke = admin.getByRole('dialog', { name: 'Revoke emergency access' });
      await expectVisible(revoke);
      await revoke.getByRole('button', { name: 'Revoke access' }).click();
      await expectVisible(admin.getByText('Emergency access revoked'));

      await officer.reload();
      const after = await openPendingLoan(officer, next);
      await expectVisible(after.getByRole('button', { name: 'Close' }));
      assert.equal(await after.getByRole('button', { name: 'Approve' }).count(), 0);
      assert.equal(
        await officer.getByText(/^Emergency access is active on your account/).count(),
        0,
      );
    },
  );
});
