import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, signIn, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

let serial = 0;

/**
 * Registers a customer through the API with the signed-in page's session (set-up, not the
 * behaviour under test: the customers journey covers the form) and answers the full name.
 */
async function registerCustomer(page: Page, lastName: string): Promise<string> {
  serial += 1;
  // An Indian mobile number no seeded customer has: 98200 + the serial + random digits.
  const phone = `+9198200${serial}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/v1/customers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    {
      first_name: 'Journey',
      last_name: lastName,
      phone,
      residential_address: '12 Market Road, Pune',
    },
  );
  if (status !== 201) throw new Error(`Registering the customer answered ${status}`);
  return `Journey ${lastName}`;
}

async function openLoans(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /^Loans/ })
    .first()
    .click();
  await waitForPath(page, '/loans');
  await expectVisible(page.getByRole('heading', { name: 'Loans' }));
}

/** Applies for a loan from the Loans screen: the customer picker, then the application dialog. */
async function applyForLoan(page: Page, customer: string, principal: string): Promise<void> {
  await page.getByRole('button', { name: 'New Loan Application' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the customer' });
  await picker.getByRole('textbox', { name: 'Search customers' }).fill(customer.split(' ')[1]!);
  await picker
    .getByRole('button', { name: new RegExp(customer) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `New Loan Application: ${customer}` });
  await expectVisible(dialog);
  await dialog.getByRole('textbox', { name: /^Principal amount/ }).fill(principal);
  await expectAccessible(page, 'the loan application dialog');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
}

describe('Loans', () => {
  const journey = useJourneys('loans');

  journey('a loan officer applies for 40,000 and it is approved at once', async (page) => {
    await signIn(page, 'officer@acme.test');
    const customer = await registerCustomer(page, 'Fortythousand');
    await openLoans(page);
    await expectAccessible(page, 'the loans screen');
    await applyForLoan(page, customer, '40000');
    await expectVisible(page.getByText('Loan Application Created'));
    await expectVisible(page.getByText(`Loan application for ${customer} has been approved.`));
    await page.getByRole('tab', { name: /^Ready to disburse/ }).click();
    await expectVisible(
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: customer })
        .filter({ hasText: 'Approved' }),
    );
  });

  journey(
    'a 150,000 application goes to the manager, who approves it from the bell; the officer disburses it',
    async (officer, { openPage }) => {
      await signIn(officer, 'officer@acme.test');
      const customer = await registerCustomer(officer, 'Highvalue');
      await openLoans(officer);
      await applyForLoan(officer, customer, '150000');
      await expectVisible(
        officer.getByText(`Loan application for ${customer} has been submitted for approval.`),
      );

      const manager = await openPage();
      await signIn(manager, 'manager@acme.test');
      await manager.getByRole('button', { name: /^Approval requests/ }).click();
      const awaiting = manager.getByRole('group', { name: /^Awaiting Your Approval/ });
      await expectVisible(awaiting);
      const item = awaiting
        .locator('div')
        .filter({ hasText: `Approve a high-value loan of 150,000 for ${customer}` })
        .first();
      await item.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(manager.getByText('Request Approved & Executed'));

      await officer.reload();
      await officer.getByRole('tab', { name: /^Ready to disburse/ }).click();
      const row = officer.getByRole('table').getByRole('row').filter({ hasText: customer });
      await expectVisible(row);
      await row.getByRole('button', { name: /^Actions for loan/ }).click();
      await officer.getByRole('menuitem', { name: /^View/ }).click();
      const details = officer.getByRole('dialog', { name: /^Loan LN-/ });
      await expectVisible(details);
      await expectAccessible(officer, 'the loan details');
      await details.getByRole('button', { name: 'Disburse' }).click();
      const disburse = officer.getByRole('dialog', { name: /^Disburse loan/ });
      await expectVisible(disburse);
      await expectAccessible(officer, 'the disburse dialog');
      await disburse.getByRole('button', { name: 'Disburse' }).click();
      await expectVisible(officer.getByText(/disbursed$/).first());
      await officer.keyboard.press('Escape');
      await officer.getByRole('tab', { name: /^Active/ }).click();
      await expectVisible(
        officer
          .getByRole('table')
          .getByRole('row')
          .filter({ hasText: customer })
          .filter({ hasText: 'Active' }),
      );
    },
  );
});
