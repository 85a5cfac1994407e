import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, signIn, signOut, waitForPath } from '../support/app.ts';
import { startMailbox } from '../support/mailbox.ts';
import { useJourneys } from '../support/suite.ts';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/**
 * Picks an option of a Mantine Select (a combobox) of a form by its label and the option's text
 * (the options open in a portal, outside the form).
 */
async function choose(page: Page, form: Locator, label: string, option: string): Promise<void> {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The pending count the header bell announces, or 0 when the bell is hidden. */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Approval requests, \d+ pending$/ });
  if ((await bell.count()) === 0) return 0;
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) pending/.exec(name)?.[1] ?? 0);
}

async function waitForBellCount(page: Page, expected: number): Promise<void> {
  await page
    .getByRole('button', { name: `Approval requests, ${expected} pending`, exact: true })
    .waitFor({ state: 'visible', timeout: 15_000 });
}

describe('People and access', () => {
  let mailbox: Mailbox | undefined;
  const journey = useJourneys('people-access', {
    // A real SMTP server on loopback: the invitation travels as a real e-mail.
    prepare: async () => {
      mailbox = await startMailbox();
      return { SMTP_URL: mailbox.url };
    },
    cleanUp: async () => mailbox?.stop(),
  });

  journey(
    'an organization admin invites a user, who completes setup from the e-mail link and signs in',
    async (admin, { openPage }) => {
      assert.ok(mailbox, 'the mailbox started');
      const email = 'nisha.rao@acme.test';
      await signIn(admin, 'admin@acme.test');
      await admin.getByRole('link', { name: /User Management/ }).click();
      await waitForPath(admin, '/user-management');
      await admin.getByRole('table').getByRole('row').nth(1).waitFor();
      await expectAccessible(admin, 'user management');
      await admin.getByRole('button', { name: 'Invite User' }).click();
      const form = admin.getByRole('form', { name: 'Invite user' });
      await expectVisible(form);
      await expectAccessible(admin, 'the invite user dialog');
      await form.getByLabel('First name').fill('Nisha');
      await form.getByLabel('Last name').fill('Rao');
      await form.getByLabel('Email').fill(email);
      // The organization's country (India) is preselected: the national number is enough.
      await form.getByRole('textbox', { name: /^Phone/ }).fill('98200 55555');
      await choose(admin, form, 'Organization', 'Acme Microfinance');
      await choose(admin, form, 'Role', 'Loan Officer');
      await form.getByRole('button', { name: 'Send Invitation' }).click();
      await expectVisible(
        admin.getByText(
          'User invited successfully. They will receive an email with setup instructions.',
        ),
      );

      const link = await mailbox.linkSentTo(
        email,
        /https?:\/\/[^\s"<>]+\/auth\/complete-setup\?token=[\w-]+/,
      );
      const invited = await openPage();
      await invited.goto(link);
      await expectVisible(invited.getByRole('button', { name: 'Complete Setup' }));
      await expectAccessible(invited, 'the complete setup page');
      // Required labels carry an asterisk, so match their start.
      await invited.getByLabel(/^Password/).fill('Welcome-2026!');
      await invited.getByLabel(/^Confirm password/).fill('Welcome-2026!');
      await invited.getByRole('button', { name: 'Complete Setup' }).click();
      await waitForPath(invited, '/dashboard');
      await expectVisible(invited.getByText('Acme Microfinance'));

      // And the new password is theirs from now on, through the ordinary login page.
      await signOut(invited, email);
      await signIn(invited, email, 'Welcome-2026!');
      await expectVisible(invited.getByText('Loan Officer'));
    },
  );

  journey(
    'a manager requests a collector block; the approver approves from the bell and the count drops without a reload',
    async (approver, { openPage }) => {
      await signIn(approver, 'admin@acme.test');
      await approver.getByRole('button', { name: /^Approval requests, \d+ pending$/ }).waitFor();
      const before = await bellCount(approver);

      const manager = await openPage();
      await signIn(manager, 'manager@acme.test');
      await manager.getByRole('link', { name: /Debt Management Hub/ }).click();
      await waitForPath(manager, '/debt-management');
      const table = manager.getByRole('table', { name: 'Collectors' });
      await table.getByRole('row').nth(1).waitFor();
      await expectAccessible(manager, 'the debt management hub');
      // A collector whose block already waits for approval offers no second request; the
      // agents' own collectors (Vikram Singh, Anil Yadav) stay active for the collections journeys.
      const firstActive = table
        .getByRole('row')
        .filter({ hasText: 'Active' })
        .filter({ hasNotText: 'Request pending' })
        .filter({ hasNotText: /Vikram Singh|Anil Yadav/ })
        .first();
      const collectorName = (await firstActive.getByRole('cell').first().innerText())
        .split('\n')[0]!
        .trim();
      await manager.getByRole('button', { name: `Actions for ${collectorName}` }).click();
      await expectVisible(manager.getByRole('menuitem', { name: 'Request block' }));
      await expectAccessible(manager, 'the collector actions menu');
      await manager.getByRole('menuitem', { name: 'Request block' }).click();
      const dialog = manager.getByRole('dialog', { name: 'Block collector' });
      await expectVisible(dialog);
      await expectAccessible(manager, 'the block collector dialog');
      await dialog.getByLabel('Reason').fill('Cash not deposited for three days');
      await dialog.getByRole('button', { name: 'Block collector' }).click();
      await expectVisible(manager.getByText('Approval Request Created'));

      // The approver's bell counts the new request live: no reload on this page.
      await waitForBellCount(approver, before + 1);
      await approver.getByRole('button', { name: /^Approval requests/ }).click();
      const awaiting = approver.getByRole('group', { name: /^Awaiting Your Approval/ });
      await expectVisible(awaiting);
      await expectAccessible(approver, 'the approval bell');
      const item = awaiting
        .locator('div')
        .filter({ hasText: `Block collector ${collectorName}` })
        .first();
      await item.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(approver.getByText('Request Approved & Executed'));
      await expectAccessible(approver, 'the dashboard with its approval toast');
      await waitForBellCount(approver, before);

      // The action was carried out: the collector now shows as blocked to the manager.
      await manager.reload();
      await expectVisible(
        manager
          .getByRole('table', { name: 'Collectors' })
          .getByRole('row')
          .filter({ hasText: collectorName })
          .filter({ hasText: 'Blocked' }),
      );
    },
  );
});
