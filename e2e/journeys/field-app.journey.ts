import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { addDays, collectionDays, isoDay } from '../support/collection-days.ts';
import { expectVisible, signIn, waitForPath } from '../support/app.ts';
import { layoutProblems } from '../support/layout.ts';
import { useJourneys } from '../support/suite.ts';

interface DueLoan {
  customer: string;
  loanNumber: string;
  loanId: string;
  entryId: string;
}

let serial = 0;

/**
 * Set-up through the API with the manager's session: a new customer's 10,000 loan disbursed the
 * collection day before `day` (its first instalment of 100 falls on `day`), `day`'s entries
 * generated and the loan's entry given to Vikram Singh, the collector agent@acme.test works as.
 */
async function loanDueOnRoute(manager: Page, lastName: string): Promise<DueLoan> {
  serial += 1;
  const { day, before } = collectionDays();
  const phone = `+9198230${serial}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const result = await manager.evaluate(
    async ({ lastName, phone, day, before }) => {
      const headers = { 'content-type': 'application/json' };
      const customer = await fetch('/api/v1/customers', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          first_name: 'Field',
          last_name: lastName,
          phone,
          residential_address: `${lastName.length} Lake Road, Thane`,
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
      await fetch('/api/v1/collections/generate', {
        method: 'POST',
        headers,
        body: JSON.stringify({ date: day }),
      });
      const loanNumber = disbursed.loan.loan_number as string;
      const entries = await fetch(
        `/api/v1/collections?date=${day}&search=${encodeURIComponent(loanNumber)}`,
      ).then((response) => response.json());
      const collectors = await fetch('/api/v1/collectors?search=Vikram').then((response) =>
        response.json(),
      );
      const reassigned = await fetch('/api/v1/collections/reassign', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          entry_ids: [entries.data[0].id],
          collector_id: collectors.data[0].id,
        }),
      });
      return {
        loanNumber,
        loanId: applied.loan.id as string,
        entryId: entries.data[0].id as string,
        reassigned: reassigned.status,
      };
    },
    { lastName, phone, day, before },
  );
  assert.equal(result.reassigned, 200);
  return { customer: `Field ${lastName}`, ...result };
}

/** What the server holds of a loan, read with the manager's session. */
async function serverLoan(manager: Page, loan: DueLoan) {
  return manager.evaluate(
    async ({ loanId, entryId }) => {
      const detail = await fetch(`/api/v1/loans/${loanId}`).then((response) => response.json());
      const payments = await fetch(`/api/v1/payments?loan_id=${loanId}`).then((response) =>
        response.json(),
      );
      const visits = await fetch(`/api/v1/loans/${loanId}/visits`).then((response) =>
        response.json(),
      );
      const promises = await fetch(`/api/v1/loans/${loanId}/promises`).then((response) =>
        response.json(),
      );
      return {
        remaining: detail.remaining_amount as number,
        payments: (payments.data as { amount: number; receipt_number: string | null }[]).map(
          (payment) => ({ amount: payment.amount, receipt_number: payment.receipt_number }),
        ),
        visits: (visits.data as { outcome: string }[]).map((visit) => visit.outcome),
        promises: (promises.data as { amount: number }[]).map((promise) => promise.amount),
        entryId,
      };
    },
    { loanId: loan.loanId, entryId: loan.entryId },
  );
}

/** Opens a customer's card from the route. */
async function openStop(agent: Page, customer: string): Promise<void> {
  await agent.getByRole('button', { name: new RegExp(`^\\d+\\. ${customer}\\b`) }).click();
  await expectVisible(agent.getByRole('heading', { name: customer }));
}

describe('The field app', () => {
  const journey = useJourneys('field-app');

  journey(
    'an agent downloads the route, works offline through a reload, and the server gets each payment once',
    async (manager, { openPage }) => {
      await signIn(manager, 'manager@acme.test');
      const first = await loanDueOnRoute(manager, 'Offlineone');
      const second = await loanDueOnRoute(manager, 'Offlinetwo');
      const contested = await loanDueOnRoute(manager, 'Offlinethree');
      const firstBefore = await serverLoan(manager, first);

      const agent = await openPage();
      await agent.setViewportSize({ width: 390, height: 844 });
      // The phone says where it is: the route shows distances, each action keeps the position.
      await agent.context().grantPermissions(['geolocation']);
      await agent.context().setGeolocation({ latitude: 19.2, longitude: 72.97 });
      await signIn(agent, 'agent@acme.test');
      await agent.goto('/field');
      await waitForPath(agent, '/field');
      await agent.getByRole('button', { name: "Download today's route" }).click();
      await expectVisible(agent.getByText(/^Downloaded /));
      // The route holds customers' details: the phone gets a PIN before it shows.
      await agent.getByLabel(/^PIN/).fill('2468');
      await agent.getByLabel(/^Repeat the PIN/).fill('2468');
      await agent.getByRole('button', { name: 'Save PIN' }).click();
      for (const loan of [first, second, contested]) {
        await expectVisible(agent.getByRole('button', { name: new RegExp(loan.customer) }));
      }
      await expectAccessible(agent, "the field app's route");
      // A phone's screen, and the same route on an office laptop: nothing runs off or cut short.
      assert.deepEqual(await layoutProblems(agent), [], 'the route at 390 px');
      await agent.setViewportSize({ width: 1366, height: 768 });
      assert.deepEqual(await layoutProblems(agent), [], 'the route at 1,366 px');
      await agent.setViewportSize({ width: 390, height: 844 });
      // The service worker has the shell before the network goes.
      await agent.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });

      await agent.context().setOffline(true);
      await expectVisible(agent.getByText(/You are offline/));
      assert.deepEqual(await layoutProblems(agent), [], 'the route offline at 390 px');

      // Two collections and a visit with a promise, all on the phone.
      await openStop(agent, first.customer);
      await agent.getByRole('button', { name: 'Record collection' }).click();
      const receipt = agent.getByRole('dialog', { name: /^Receipt B\d+-001$/ });
      await expectVisible(receipt);
      await expectVisible(
        receipt.getByText(`Received ₹100.00 (Cash) from ${first.customer}`, { exact: false }),
      );
      const receiptNumber = (await receipt.getByRole('heading').innerText()).replace(
        'Receipt ',
        '',
      );
      await receipt.getByRole('button', { name: 'Close' }).click();
      await receipt.waitFor({ state: 'hidden' });
      await agent.getByRole('button', { name: 'Back to the route' }).click();

      await openStop(agent, contested.customer);
      await agent.getByRole('button', { name: 'Record collection' }).click();
      const secondReceipt = agent.getByRole('dialog', { name: /^Receipt B\d+-002$/ });
      await expectVisible(secondReceipt);
      await secondReceipt.getByRole('button', { name: 'Close' }).click();
      await secondReceipt.waitFor({ state: 'hidden' });
      await agent.getByRole('button', { name: 'Back to the route' }).click();

      await openStop(agent, second.customer);
      await agent.locator('label', { hasText: /^Visit$/ }).click();
      await agent.getByRole('combobox', { name: /^Outcome/ }).click();
      await agent.getByRole('option', { name: 'Not Home' }).click();
      await agent.getByRole('textbox', { name: /^Promised Amount/ }).fill('100');
      await agent.getByLabel(/^Promised Date/).fill(addDays(isoDay(new Date()), 1));
      await agent.getByRole('button', { name: 'Record Visit' }).click();
      await expectVisible(agent.getByText('Visit recorded'));
      await agent.getByRole('button', { name: 'Back to the route' }).click();
      await expectVisible(agent.getByText('3 actions wait to sync'));

      // Meanwhile a manager takes the contested entry's whole amount at the branch.
      const paidAtBranch = await manager.evaluate(async (entryId) => {
        const response = await fetch(`/api/v1/collections/${entryId}/collect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 100, payment_method: 'cash' }),
        });
        return response.status;
      }, contested.entryId);
      assert.equal(paidAtBranch, 201);

      // Reloaded with no network, the app opens from the phone with its queue.
      await agent.reload();
      await expectVisible(agent.getByRole('heading', { name: "Today's Route" }));
      await expectVisible(agent.getByText('3 actions wait to sync'));
      await expectVisible(agent.getByText(`Collection of ₹100.00 · ${first.customer}`));

      await agent.context().setOffline(false);
      await expectVisible(agent.getByText('Refused by the server'));
      await expectVisible(
        agent.getByText('This collection is already completed and cannot be updated again'),
      );
      await expectVisible(agent.getByText('1 action waits to sync'));

      const one = await serverLoan(manager, first);
      assert.deepEqual(one.payments, [{ amount: 100, receipt_number: receiptNumber }]);
      assert.equal(one.remaining, firstBefore.remaining - 100);
      const two = await serverLoan(manager, second);
      assert.deepEqual(two.payments, []);
      assert.deepEqual(two.visits, ['not_home']);
      assert.deepEqual(two.promises, [100]);
      const three = await serverLoan(manager, contested);
      assert.deepEqual(
        three.payments.map((payment) => payment.amount),
        [100],
      );

      // Signing out asks first (the refused collection waits), then deletes the phone's data.
      await agent.getByRole('button', { name: 'Sign out' }).first().click();
      await expectVisible(agent.getByText(/not been synced and will be deleted/));
      await agent.getByRole('alert').getByRole('button', { name: 'Sign out' }).click();
      await waitForPath(agent, '/');
      const databases = await agent.evaluate(async () =>
        (await indexedDB.databases()).map((database) => database.name),
      );
      assert.ok(!databases.includes('lendline-field'), `still stored: ${databases.join(', ')}`);
    },
  );
});
