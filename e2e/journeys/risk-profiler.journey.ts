import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, mainNavigation, signIn, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

/**
 * The reviewer, as issue 12 tells it: a manager approves the profile (core's
 * mayReviewRiskProfile: loans:approve or approvals:approve) and creates the customer
 * (customers:create).
 */
const REVIEWER = 'manager@acme.test';

/** A surname no seeded customer has, in letters only (a customer's name takes no digits). */
function uniqueSurname(): string {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `Prospect${letters}`;
}

async function openRiskProfiler(page: Page): Promise<void> {
  await mainNavigation(page)
    .getByRole('link', { name: /^Risk Profiler/ })
    .click();
  await waitForPath(page, '/risk-profiler');
  await expectVisible(page.getByRole('heading', { name: 'Risk Profiler' }));
  await expectVisible(page.getByRole('group', { name: 'Total Profiles' }));
}

/** The dashboard's row of the profile, found by its search box. */
async function findProfileRow(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Search risk profiles' }).fill(name);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
  await expectVisible(row);
  return row;
}

describe('Risk profiler', () => {
  const journey = useJourneys('risk-profiler');

  journey(
    'a loan officer scores a prospect and completes the profile; a manager approves it and creates the customer',
    async (officer, { openPage }) => {
      const name = `Meena ${uniqueSurname()}`;
      const phoneDigits = `98201${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;

      await signIn(officer, 'officer@acme.test');
      await openRiskProfiler(officer);
      await expectAccessible(officer, 'the risk profiler dashboard');
      await officer.getByRole('link', { name: 'New Risk Profile' }).click();
      await waitForPath(officer, '/risk-profiler/new');
      await expectVisible(officer.getByRole('heading', { name: 'New Risk Profile' }));
      await expectAccessible(officer, 'the new risk profile form');

      const form = officer.getByRole('form', { name: 'Risk profile' });
      await form.getByRole('textbox', { name: /^Prospective customer name/ }).fill(name);
      // The draft is saved once it has a name, and the address becomes the draft's own.
      await officer.waitForURL((url) => /^\/risk-profiler\/[0-9a-f-]{36}$/.test(url.pathname));
      await form.getByRole('textbox', { name: /^Phone Number/ }).fill(phoneDigits);
      await form.getByRole('textbox', { name: 'Product selling' }).fill('Vegetables');
      const fields: [string | RegExp, string][] = [
        [/^Total monthly income/, '40000'],
        ['Total existing debt', '10000'],
        ['Payment history score (0–100)', '80'],
        ['Business stability score (0–100)', '70'],
        ['Asset backing score (0–100)', '60'],
        ['Years at current location', '6'],
        ['Income stability rating (0–10)', '8'],
        ['Location stability score (0–10)', '9'],
      ];
      for (const [label, value] of fields) {
        await form.getByRole('textbox', { name: label }).fill(value);
      }

      // Spec part 2 §4: 32 + 25 + 14 + 9 + 5 + 5 + 3 = 93, low risk: 6 × 40,000 = 240,000.
      const score = officer.getByRole('region', { name: 'Live score' });
      await expectVisible(score.getByText('93/100'));
      await expectVisible(score.getByText('Low Risk'));
      await expectVisible(score.getByText('₹2,40,000.00'));
      await expectVisible(officer.getByText('Saved', { exact: true }));
      await expectAccessible(officer, 'the filled risk profile form');

      await officer.getByRole('button', { name: 'Complete assessment' }).click();
      await expectVisible(officer.getByText('Assessment completed'));
      await waitForPath(officer, '/risk-profiler');
      // The server stored the same score and recommendation the form showed.
      const completed = await findProfileRow(officer, name);
      await expectVisible(completed.filter({ hasText: 'Completed' }));
      await expectVisible(completed.filter({ hasText: '₹2,40,000.00' }));
      await expectVisible(completed.filter({ hasText: '93' }));
      // The officer may not review it.
      await completed.getByRole('button', { name: `Actions for ${name}` }).click();
      await expectVisible(officer.getByRole('menuitem', { name: 'Edit' }));
      assert.equal(await officer.getByRole('menuitem', { name: 'Approve' }).count(), 0);
      await officer.keyboard.press('Escape');

      const reviewer = await openPage();
      await signIn(reviewer, REVIEWER);
      await openRiskProfiler(reviewer);
      let row = await findProfileRow(reviewer, name);
      await row.getByRole('button', { name: `Actions for ${name}` }).click();
      await reviewer.getByRole('menuitem', { name: 'Approve' }).click();
      const approve = reviewer.getByRole('dialog', { name: 'Approve risk profile' });
      await expectVisible(approve);
      await expectAccessible(reviewer, 'the approve dialog');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(reviewer.getByText('Risk profile approved'));
      row = await findProfileRow(reviewer, name);
      await expectVisible(row.filter({ hasText: 'Approved' }));

      await row.getByRole('button', { name: `Actions for ${name}` }).click();
      await reviewer.getByRole('menuitem', { name: 'Create Customer' }).click();
      const create = reviewer.getByRole('dialog', { name: 'Create customer from profile' });
      await expectVisible(create);
      await expectAccessible(reviewer, 'the create customer dialog');
      // What the customer takes from the profile, and the names split from the prospect's.
      const [firstName, surname] = name.split(' ') as [string, string];
      assert.equal(
        await create.getByRole('textbox', { name: /^First name/ }).inputValue(),
        firstName,
      );
      assert.equal(await create.getByRole('textbox', { name: /^Last name/ }).inputValue(), surname);
      assert.match(
        await create.getByRole('textbox', { name: /^Phone Number/ }).inputValue(),
        new RegExp(`${phoneDigits}$`),
      );
      // The profile records no home: the customer form's rule asks for it first.
      await create.getByRole('button', { name: 'Create Customer' }).click();
      await expectVisible(create.getByText('Residential location is required'));
      await create
        .getByRole('textbox', { name: /^Residential Location/ })
        .fill('12 Linking Road, Bandra West, Mumbai');
      await create.getByRole('button', { name: 'Create Customer' }).click();
      await expectVisible(create.getByText('Customer created from the risk profile'));
      await expectAccessible(reviewer, 'the create customer dialog with the new customer');

      // The customer exists, with the prospect's phone and home, and the dialog leads to it.
      const customers = await reviewer.evaluate(
        async (search) =>
          (await fetch(`/api/v1/customers?search=${encodeURIComponent(search)}`)).json(),
        surname,
      );
      assert.equal(customers.total, 1);
      assert.match(customers.data[0].phone, new RegExp(`${phoneDigits}$`));
      assert.equal(customers.data[0].residential_address, '12 Linking Road, Bandra West, Mumbai');
      await expectVisible(create.getByText(`is now customer ${customers.data[0].customer_id}`));
      await create.getByRole('link', { name: 'Open Customers' }).click();
      await waitForPath(reviewer, '/customers');
      await reviewer.getByRole('textbox', { name: 'Search customers' }).fill(surname);
      await expectVisible(
        reviewer.getByRole('table').getByRole('row').filter({ hasText: surname }),
      );

      // The profile no longer offers it.
      await openRiskProfiler(reviewer);
      row = await findProfileRow(reviewer, name);
      await row.getByRole('button', { name: `Actions for ${name}` }).click();
      await expectVisible(reviewer.getByRole('menuitem', { name: 'View' }));
      assert.equal(await reviewer.getByRole('menuitem', { name: 'Create Customer' }).count(), 0);
      await expectAccessible(reviewer, 'the risk profiler with the approved profile');
    },
  );

  journey('the old /eligibility address opens the risk profiler', async (page) => {
    await signIn(page, 'officer@acme.test');
    await page.goto('/eligibility');
    await waitForPath(page, '/risk-profiler');
    await expectVisible(page.getByRole('heading', { name: 'Risk Profiler' }));
  });
});
