import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, signIn, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

/** The demo lenders' timezone: their day is the day these journeys work on. */
const TIMEZONE = 'Asia/Kolkata';

function isoDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(date);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The demo lenders collect on weekdays: the latest one up to today, and the one before it. */
function collectionDays(): { today: string; day: string; before: string } {
  const today = isoDay(new Date());
  let day = today;
  while (!isWeekday(day)) day = addDays(day, -1);
  let before = addDays(day, -1);
  while (!isWeekday(before)) before = addDays(before, -1);
  return { today, day, before };
}

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
  // No named functions inside: the page runs this code as it is written.
  const result = await manager.evaluate(
    async ({ lastName, phone, day, before, collectorName }) => {
      const headers = { 'content-type': 'application/json' };
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      const customer = await post('/api/v1/customers', {
        first_name: 'Journey',
        last_name: lastName,
        phone,
        residential_address: '14 Station Road, Thane',
      });
      const applied = await post('/api/v1/loans', {
        customer_id: customer.customer.id,
        principal_amount: 10_000,
      });
      const disbursed = await post(`/api/v1/loans/${applied.loan.id}/disburse`, {
        method: 'cash',
        disbursement_date: before,
      });
      await post('/api/v1/collections/generate', { date: day });
      const loanNumber = disbursed.loan.loan_number as string;
      const entries = await (
        await fetch(`/api/v1/collections?date=${day}&search=${encodeURIComponent(loanNumber)}`)
      ).json();
      const collectors = await (
        await fetch(`/api/v1/collectors?search=${encodeURIComponent(collectorName)}`)
      ).json();
      await post('/api/v1/collections/reassign', {
        entry_ids: [entries.data[0].id],
        collector_id: collectors.data[0].id,
      });
      return { loanNumber, loanId: applied.loan.id as string };
    },
    { lastName, phone, day, before, collectorName },
  );
  return { customer: `Journey ${lastName}`, ...result };
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
      await agent.getByRole('textbox', { name: 'Search loans' }).fill(loan.loanNumber);
      await expectVisible(
        agent.getByRole('table').getByRole('row').filter({ hasText: loan.loanNumber }).filter({
          hasText: '9,960.00',
        }),
      );
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
});
