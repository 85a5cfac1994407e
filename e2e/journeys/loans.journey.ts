import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, searchList, signIn, waitForPath } from '../support/app.ts';
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

/** A disbursed loan for a new customer, set up through the API: answers its number and id. */
async function disbursedLoan(
  page: Page,
  lastName: string,
): Promise<{ customer: string; loanNumber: string; id: string }> {
  const customer = await registerCustomer(page, lastName);
  // No named functions inside: the page runs this code as it is written, without tsx's helpers.
  const loan = await page.evaluate(async (name) => {
    const headers = { 'content-type': 'application/json' };
    const customers = await (
      await fetch(`/api/v1/customers?search=${encodeURIComponent(name)}`)
    ).json();
    const applied = await (
      await fetch('/api/v1/loans', {
        method: 'POST',
        headers,
        body: JSON.stringify({ customer_id: customers.data[0].id, principal_amount: 10_000 }),
      })
    ).json();
    const disbursed = await (
      await fetch(`/api/v1/loans/${applied.loan.id}/disburse`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ method: 'cash' }),
      })
    ).json();
    return { loanNumber: disbursed.loan.loan_number as string, id: disbursed.loan.id as string };
  }, customer);
  return { customer, ...loan };
}

/** The number of payments the Today's Collection card counts. */
async function paymentsToday(page: Page): Promise<number> {
  await page
    .getByRole('link', { name: /^Payments/ })
    .first()
    .click();
  await waitForPath(page, '/payments');
  const card = page.getByRole('group', { name: "Today's Collection" });
  await expectVisible(card.getByText(/\d+ payments?$/));
  const text = await card.getByText(/\d+ payments?$/).innerText();
  return Number(text.replace(/\D/g, ''));
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

  journey(
    "a collection agent records a payment: the loan's remaining amount and Today's Collection change",
    async (manager, { openPage }) => {
      await signIn(manager, 'manager@acme.test');
      const loan = await disbursedLoan(manager, 'Payer');

      const agent = await openPage();
      await signIn(agent, 'agent@acme.test');
      const before = await paymentsToday(agent);
      await expectAccessible(agent, 'the payments screen');
      await openLoans(agent);
      await searchList(agent, 'Search loans', loan.loanNumber);
      const row = agent.getByRole('table').getByRole('row').filter({ hasText: loan.loanNumber });
      await expectVisible(row.filter({ hasText: '10,000.00' }));
      await row.getByRole('button', { name: `Actions for loan ${loan.loanNumber}` }).click();
      await agent.getByRole('menuitem', { name: 'Record Payment' }).click();
      const dialog = agent.getByRole('dialog', { name: `Record Payment: ${loan.loanNumber}` });
      await expectVisible(dialog);
      await expectAccessible(agent, 'the record payment dialog');
      await dialog.getByRole('textbox', { name: /^Amount/ }).fill('500');
      await dialog.getByRole('button', { name: 'Record Payment' }).click();
      await expectVisible(agent.getByText('Payment recorded successfully'));
      // The loan's own figures: 500 off what remains.
      await row.getByRole('button', { name: `Actions for loan ${loan.loanNumber}` }).click();
      await agent.getByRole('menuitem', { name: /^View/ }).click();
      const details = agent.getByRole('dialog', { name: /^Loan LN-/ });
      await expectVisible(details.getByText('Remaining'));
      await expectVisible(details.getByText('₹9,500.00'));
      await agent.keyboard.press('Escape');
      // The card follows (after its refetch): one payment more today.
      await paymentsToday(agent);
      await expectVisible(
        agent
          .getByRole('group', { name: "Today's Collection" })
          .getByText(`${before + 1} ${before + 1 === 1 ? 'payment' : 'payments'}`, { exact: true }),
      );
    },
  );

  journey('a bulk sheet with one bad row records nothing and names the row', async (page) => {
    await signIn(page, 'manager@acme.test');
    const loan = await disbursedLoan(page, 'Bulksheet');
    await page
      .getByRole('link', { name: /^Payments/ })
      .first()
      .click();
    await waitForPath(page, '/payments');
    await page.getByRole('button', { name: 'Bulk Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Payment Entry' });
    await expectVisible(dialog);
    await expectAccessible(page, 'the bulk entry dialog');
    await dialog
      .getByRole('textbox', { name: 'Paste from a spreadsheet' })
      .fill(
        `${loan.loanNumber}\t${loan.customer}\t300\tcash\tR-1\t\n` +
          `${loan.loanNumber}\tSomeone Else\t200\tcash\tR-2\t`,
      );
    await dialog.getByRole('button', { name: 'Add Pasted Rows' }).click();
    await dialog.getByRole('button', { name: 'Record Payments' }).click();
    await expectVisible(page.getByText('Invalid Entries').first());
    await expectVisible(
      dialog.getByText(`Row 2: Someone Else is not the customer of loan ${loan.loanNumber}`),
    );
    await expectAccessible(page, 'the bulk entry dialog with a refused row');
    const remaining = await page.evaluate(
      async (id) =>
        (await fetch(`/api/v1/loans/${id}`).then((response) => response.json())).remaining_amount,
      loan.id,
    );
    assert.equal(remaining, 10_000);
  });
});
