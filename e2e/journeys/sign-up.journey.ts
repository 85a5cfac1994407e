import { describe } from 'node:test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, fillLogin, mainNavigation, waitForPath } from '../support/app.ts';
import { startMailbox } from '../support/mailbox.ts';
import { enrolMfa } from '../support/mfa.ts';
import { useJourneys } from '../support/suite.ts';

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

const SIGN_UP_ACCEPTED =
  'Account created successfully! Please check your email to verify your account.';

describe('Signing up', () => {
  let mailbox: Mailbox | undefined;
  const journey = useJourneys('sign-up', {
    // A real SMTP server on loopback: the verification link travels as a real e-mail.
    prepare: async () => {
      mailbox = await startMailbox();
      return { SMTP_URL: mailbox.url };
    },
    cleanUp: async () => mailbox?.stop(),
  });

  journey(
    'a newcomer signs up, verifies the e-mail from its link, and signs in to their new organization',
    async (page) => {
      if (!mailbox) throw new Error('The mailbox did not start');
      const email = 'founder@harbor-loans.test';
      const password = 'Harbor-Loans-2026!';

      await page.goto('/');
      await expectVisible(page.getByRole('button', { name: 'Get Started' }));
      await expectAccessible(page, 'the landing page');
      await page.getByRole('button', { name: 'Get Started' }).first().click();
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign up' });
      await expectVisible(form);
      await expectAccessible(page, 'the sign-up dialog');
      await form.getByLabel(/^First name/).fill('Meera');
      await form.getByLabel(/^Last name/).fill('Nair');
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel(/^Password/).fill(password);
      await form.getByLabel(/^Organization name/).fill('Harbor Loans');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expectVisible(page.getByText(SIGN_UP_ACCEPTED));
      await expectAccessible(page, 'the sign-up dialog once accepted');

      // Not yet: the password is right, but the e-mail is not verified.
      await fillLogin(page, email, password);
      await expectVisible(page.getByText('Please verify your email before signing in.'));
      await expectAccessible(page, 'the login page asking for verification');

      const link = await mailbox.linkSentTo(
        email,
        /https?:\/\/[^\s"<>]+\/auth\/verify-email\?token=[\w-]+/,
      );
      await page.goto(link);
      await expectVisible(page.getByRole('button', { name: 'Verify email' }));
      await expectAccessible(page, 'the verify e-mail page');
      await page.getByRole('button', { name: 'Verify email' }).click();
      await waitForPath(page, '/login');
      await expectVisible(page.getByText('Your email is verified. Please sign in to continue.'));
      await expectAccessible(page, 'the login page once verified');

      // A new organization requires MFA of its admins: the founder enrols before anything else.
      await fillLogin(page, email, password);
      await waitForPath(page, '/dashboard');
      await expectVisible(page.getByRole('heading', { name: 'Set up two-step verification' }));
      await enrolMfa(page);
      await expectVisible(mainNavigation(page).getByRole('link', { name: 'User Management' }));
      await expectAccessible(page, 'the dashboard');
      await expectVisible(page.getByRole('main').getByText('Harbor Loans'));
    },
  );
});
