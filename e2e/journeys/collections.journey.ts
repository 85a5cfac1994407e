import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { addDays, collectionDays, isoDay } from '../support/collection-days.ts';
import { expectVisible, searchList, signIn, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

let serial = 0;

/**
 * Set-up through the API with the manager's session (the behaviour under test is the agent's):
 * a new customer's 10,000 loan disbursed the collection day before `day`, so its first daily
 * instalment (100) falls on `day`; `day`'s entries generated; the loan's entry given to the
 * collector `collectorName` works as. Answers the customer's name and the loan.
 */
async function loanDueOn(
  manager: Page,
  lastName: string,
  collectorName: string,
): Promise<{ customer: string; loanNumber: string; loanId: string }> {
  serial += 1;
  const { day, before } = collectionDays();
  const phone = `+9198210${serial}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  // No named functions inside (tsx would name them with a helper the page lacks).
  const result = await manager.evaluate(
    async ({ lastName, phone, day, before, collectorName }) => {
      const headers = { 'content-type': 'application/json' };
      const steps: string[] = [];
      const customer = await fetch('/api/v1/customers', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          first_name: 'Journey',
          last_name: lastName,
          phone,
          residential_address: '14 Station Road, Thane',
        }),
      }).then((response) => response.json());
      const applied = await fetch('/api/v1/loans', {
        method: 'POST',
        headers,
        body: JSON.stringify({ customer_id: customer.customer.id, principal_amount: 10_000 }),
      }).then((response) => response.json());
      const disbursed = await fetch(`/api/v1/loans/${applied.loan.id}/disburse`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ method: 'cash', disbursement_date: before }),
      }).then((response) => response.json());
      const generated = await fetch('/api/v1/collections/generate', {
        method: 'POST',
        headers,
        body: JSON.stringify({ date: day }),
      });
      steps.push(`generate ${generated.status}`);
      const loanNumber = disbursed.loan.loan_number as string;
      const entries = await fetch(
        `/api/v1/collections?date=${day}&search=${encodeURIComponent(loanNumber)}`,
      ).then((response) => response.json());
      const collectors = await fetch(
        `/api/v1/collectors?search=${encodeURIComponent(collectorName)}`,
      ).then((response) => response.json());
      const reassigned = await fetch('/api/v1/collections/reassign', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          entry_ids: [entries.data[0].id],
          collector_id: collectors.data[0].id,
        }),
      });
      steps.push(`reassign ${reassigned.status}`);
      return { loanNumber, loanId: applied.loan.id as string, steps };
    },
    { lastName, phone, day, before, collectorName },
  );
  assert.deepEqual(result.steps, ['generate 200', 'reassign 200']);
  return { customer: `Journey ${lastName}`, loanNumber: result.loanNumber, loanId: result.loanId };
}

/** Due Today from the sidebar, on the latest collection day (a weekend looks back at Friday). */
async function openDueToday(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /^Due Today/ })
    .first()
    .click();
  await waitForPath(page, '/due-today');
  await expectVisible(page.getByRole('heading', { name: 'Collections Due Today' }));
  const { today, day } = collectionDays();
  if (day !== today) await page.getByLabel('Collection day').fill(day);
}

async function cardText(page: Page, label: string): Promise<string> {
  const card = page.getByRole('group', { name: label });
  await expectVisible(card.getByText(/₹/));
  return card.innerText();
}

/** Waits until the button is disabled (the list refetches after the collection). */
async function expectDisabled(button: Locator): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await button.isDisabled()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail('The button stayed enabled');
}

async function searchCollections(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search collections' }).fill(text);
}

describe('Daily collections', () => {
  const journey = useJourneys('collections');

  journey(
    "an agent searches Due Today and marks a partial collection: the cards and the loan's remaining amount change",
    async (manager, { openPage }) => {
      await signIn(manager, 'manager@acme.test');
      const loan = await loanDueOn(manager, 'Partpayer', 'Vikram Singh');

      const agent = await openPage();
      await signIn(agent, 'agent@acme.test');
      await openDueToday(agent);
      await expectAccessible(agent, 'the due today screen');
      const collectedBefore = await cardText(agent, 'Total Collections');
      await searchCollections(agent, 'Partpayer');
      const row = agent
        .getByRole('table', { name: 'Pending Collections' })
        .getByRole('row')
        .filter({ hasText: loan.customer });
      await expectVisible(row.filter({ hasText: 'Pending' }));
      await row.getByRole('button', { name: `Update collection for ${loan.customer}` }).click();
      const dialog = agent.getByRole('dialog', { name: `Update Collection · ${loan.loanNumber}` });
      await expectVisible(dialog);
      await expectAccessible(agent, 'the collection update dialog');
      await dialog.getByRole('textbox', { name: /^Amount Collected/ }).fill('40');
      await dialog.getByRole('button', { name: 'Update Collection' }).click();
      await expectVisible(agent.getByText('Collection Updated'));
      await expectVisible(agent.getByText('₹40.00 marked as collected'));
      await expectVisible(row.filter({ hasText: 'Partial' }));
      // The card follows: 40 more collected on the day.
      await agent.waitForFunction(
        (before) =>
          document.querySelector('[role="group"][aria-label="Total Collections"]')?.textContent !==
          before,
        collectedBefore,
      );

      // The loan's own figures: 40 off its 10,000.
      await agent
        .getByRole('link', { name: /^Loans/ })
        .first()
        .click();
      await waitForPath(agent, '/loans');
      await searchList(agent, 'Search loans', loan.loanNumber);
      const loanRow = agent
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: loan.loanNumber });
      await loanRow.getByRole('button', { name: `Actions for loan ${loan.loanNumber}` }).click();
      await agent.getByRole('menuitem', { name: /^View/ }).click();
      const details = agent.getByRole('dialog', { name: /^Loan LN-/ });
      await expectVisible(details.getByText('Remaining'));
      await expectVisible(details.getByText('₹9,960.00'));
    },
  );

  journey('a completed entry cannot be updated again', async (manager, { openPage }) => {
    await signIn(manager, 'manager@acme.test');
    const loan = await loanDueOn(manager, 'Fullpayer', 'Vikram Singh');

    const agent = await openPage();
    await signIn(agent, 'agent@acme.test');
    await openDueToday(agent);
    await searchCollections(agent, 'Fullpayer');
    const row = agent
      .getByRole('table', { name: 'Pending Collections' })
      .getByRole('row')
      .filter({ hasText: loan.customer });
    const update = row.getByRole('button', { name: `Update collection for ${loan.customer}` });
    await update.click();
    const dialog = agent.getByRole('dialog', { name: `Update Collection · ${loan.loanNumber}` });
    await dialog.getByRole('textbox', { name: /^Amount Collected/ }).fill('100');
    await dialog.getByRole('button', { name: 'Update Collection' }).click();
    await expectVisible(agent.getByText('₹100.00 marked as collected'));
    await expectVisible(row.filter({ hasText: 'Completed' }));
    await expectDisabled(update);
    // The server refuses it too, whatever the screen offers.
    const { day } = collectionDays();
    const status = await agent.evaluate(
      async ({ loanNumber, day }) => {
        const list = await (
          await fetch(`/api/v1/collections?date=${day}&search=${encodeURIComponent(loanNumber)}`)
        ).json();
        const response = await fetch(`/api/v1/collections/${list.data[0].id}/collect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 1, payment_method: 'cash' }),
        });
        return response.status;
      },
      { loanNumber: loan.loanNumber, day },
    );
    assert.equal(status, 422);
  });

  journey(
    "a field agent logs a 'not home' visit with a promise for tomorrow",
    async (manager, { openPage }) => {
      await signIn(manager, 'manager@acme.test');
      const loan = await loanDueOn(manager, 'Notathome', 'Anil Yadav');

      const field = await openPage();
      await signIn(field, 'field@acme.test');
      await openDueToday(field);
      await searchCollections(field, 'Notathome');
      const row = field.getByRole('row').filter({ hasText: loan.customer }).first();
      await expectVisible(row);
      await row.getByRole('button', { name: `More actions for ${loan.customer}` }).click();
      await field.getByRole('menuitem', { name: 'Record Visit' }).click();
      const dialog = field.getByRole('dialog', { name: `Record Visit · ${loan.loanNumber}` });
      await expectVisible(dialog);
      await dialog.getByRole('combobox', { name: /^Outcome/ }).click();
      await field.getByRole('option', { name: 'Not Home' }).click();
      await dialog.getByRole('checkbox', { name: 'The customer promised to pay' }).check();
      await dialog.getByRole('textbox', { name: /^Promised Amount/ }).fill('100');
      await expectAccessible(field, 'the record visit dialog');
      await dialog.getByRole('button', { name: 'Record Visit' }).click();
      await expectVisible(field.getByText('Visit recorded'));

      const tomorrow = addDays(isoDay(new Date()), 1);
      const promises = await field.evaluate(
        async (loanId) => (await fetch(`/api/v1/loans/${loanId}/promises`)).json(),
        loan.loanId,
      );
      assert.equal(promises.data.length, 1);
      assert.equal(promises.data[0].promised_date, tomorrow);
      assert.equal(promises.data[0].amount, 100);
      assert.equal(promises.data[0].status, 'open');
      const visits = await field.evaluate(
        async (loanId) => (await fetch(`/api/v1/loans/${loanId}/visits`)).json(),
        loan.loanId,
      );
      assert.equal(visits.data[0].outcome, 'not_home');
    },
  );
  journey("a manager sees an agent's cash variance and closes the agent's day", async (manager) => {
    await signIn(manager, 'manager@acme.test');
    await manager
      .getByRole('link', { name: /^Collection Team/ })
      .first()
      .click();
    await waitForPath(manager, '/collection-team');
    await expectVisible(manager.getByRole('heading', { name: 'Collection Team' }));
    const { today, day } = collectionDays();
    if (day !== today) await manager.getByLabel('Date', { exact: true }).fill(day);
    // The demo agent handed over less cash than he collected on the day.
    const row = manager
      .getByRole('table', { name: 'Cash in Hand' })
      .getByRole('row')
      .filter({ hasText: 'Vikram Singh' });
    await expectVisible(row.filter({ hasText: /Short ₹/ }));
    await expectAccessible(manager, 'the collection team screen');
    await row.getByRole('button', { name: 'Close day for Vikram Singh' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Close Day · Vikram Singh' });
    await expectVisible(dialog.getByText(/Variance/));
    await expectAccessible(manager, 'the close day dialog');
    await dialog.getByRole('button', { name: 'Close Day' }).click();
    await expectVisible(manager.getByText('Day Closed'));
    await expectVisible(row.filter({ hasText: 'Closed' }));
    await expectDisabled(row.getByRole('button', { name: 'Record handover for Vikram Singh' }));
  });
});
