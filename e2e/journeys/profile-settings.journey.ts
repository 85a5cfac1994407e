import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, mainNavigation, signIn, signOut, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

const NEW_PASSWORD = 'Harbour lights at 6';

/** Opens the sidebar's user menu (named by the e-mail it shows) and follows one of its links. */
async function openFromUserMenu(page: Page, email: string, item: string): Promise<void> {
  await page.getByRole('button', { name: email }).click();
  const link = page.getByRole('menuitem', { name: item, exact: true });
  await expectVisible(link);
  await link.click();
}

describe('Profile and settings', () => {
  const journey = useJourneys('profile-settings');

  journey(
    'a manager changes their password on /profile: their other session ends, this one stays',
    async (page, { openPage }) => {
      const email = 'manager@acme.test';
      await signIn(page, email);
      const elsewhere = await openPage();
      await signIn(elsewhere, email);

      await openFromUserMenu(page, email, 'Profile');
      await waitForPath(page, '/profile');
      await expectVisible(page.getByRole('heading', { name: 'My profile' }));
      await expectAccessible(page, 'the profile page');
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel(/^Current password/).fill('Demo1234!');
      await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await form.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expectVisible(
        page.getByText('Password changed. Your other sessions have been signed out.'),
      );

      // The other browser's session has ended: its next page sends it to the public root.
      await elsewhere.goto('/dashboard');
      await waitForPath(elsewhere, '/');
      // This one stays signed in.
      await page.goto('/dashboard');
      await expectVisible(mainNavigation(page));

      await signOut(page, email);
      await signIn(page, email, NEW_PASSWORD);
    },
  );

  journey(
    'an organization admin changes the collection days on /settings; a loan officer is not offered it',
    async (admin, { openPage }) => {
      await signIn(admin, 'admin@acme.test');
      await openFromUserMenu(admin, 'admin@acme.test', 'Settings');
      await waitForPath(admin, '/settings');
      const everyDay = admin.getByRole('radio', { name: 'Every day' });
      await expectVisible(everyDay);
      await expectAccessible(admin, 'the settings page');
      await everyDay.check();
      await admin.getByRole('button', { name: 'Save settings' }).click();
      await expectVisible(admin.getByText('Organization updated successfully'));
      await admin.reload();
      await expectVisible(admin.getByRole('radio', { name: 'Every day' }));
      assert.equal(await admin.getByRole('radio', { name: 'Every day' }).isChecked(), true);

      const officer = await openPage();
      await signIn(officer, 'officer@acme.test');
      await officer.getByRole('button', { name: 'officer@acme.test' }).click();
      await expectVisible(officer.getByRole('menuitem', { name: 'Profile', exact: true }));
      assert.equal(
        await officer.getByRole('menuitem', { name: 'Settings', exact: true }).count(),
        0,
      );
      await officer.goto('/settings');
      await expectVisible(officer.getByText('Access Denied'));
    },
  );
});
