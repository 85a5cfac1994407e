import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { expectAccessible } from '../support/accessibility.ts';
import {
  expectVisible,
  fillLogin,
  mainNavigation,
  signIn,
  signOut,
  waitForPath,
} from '../support/app.ts';
import { DEMO_PASSWORD } from '../support/demo-users.ts';
import { enrolMfa, totpCode } from '../support/mfa.ts';
import { useJourneys } from '../support/suite.ts';

describe('Multi-factor authentication', () => {
  const journey = useJourneys('mfa');

  journey(
    'the organization admin turns MFA on for admins, enrols with a computed code, signs out and back in with a code, then with a recovery code',
    async (page) => {
      const email = 'admin@acme.test';
      await signIn(page, email);

      // The demo organization is `optional`; the admin requires MFA of its admins (the API the
      // settings screen calls), and is sent to enrolment at once.
      const status = await page.evaluate(async () => {
        const session = await (await fetch('/api/v1/auth/session')).json();
        const response = await fetch(`/api/v1/organizations/${session.organization.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ mfa_policy: 'admins' }),
        });
        return response.status;
      });
      assert.equal(status, 200);
      await page.goto('/customers');
      await expectVisible(page.getByRole('heading', { name: 'Set up two-step verification' }));
      assert.equal(await mainNavigation(page).count(), 0);

      const { secret, recoveryCodes } = await enrolMfa(page);
      assert.equal(recoveryCodes.length, 10);
      await expectVisible(mainNavigation(page));
      await signOut(page, email);

      // The password alone no longer signs in: the code step follows.
      await fillLogin(page, email, DEMO_PASSWORD);
      await expectVisible(page.getByRole('heading', { name: 'Two-step verification' }));
      await expectAccessible(page, 'the code step');
      await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/dashboard');
      await expectVisible(mainNavigation(page));
      await signOut(page, email);

      await fillLogin(page, email, DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/dashboard');
      await expectVisible(mainNavigation(page));
    },
  );
});
