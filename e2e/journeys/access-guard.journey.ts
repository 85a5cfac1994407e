import { describe } from 'node:test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectVisible, fillLogin, waitForPath } from '../support/app.ts';
import { useJourneys } from '../support/suite.ts';

describe('Access without a valid session', () => {
  const journey = useJourneys('access-guard');

  journey('a signed-out visitor who opens /dashboard is sent to /', async (page) => {
    await page.goto('/dashboard');
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('button', { name: 'Get Started' }));
    await expectAccessible(page, 'the landing page');
  });

  journey('a signed-out visitor who opens a risk profile is sent to /', async (page) => {
    await page.goto('/risk-profiler/new');
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('button', { name: 'Get Started' }));
  });

  journey('a wrong password keeps the visitor on /login with the spec error text', async (page) => {
    await fillLogin(page, 'admin@acme.test', 'Wrong-password-1!');
    await expectVisible(page.getByText('Invalid email or password. Please try again.'));
    await waitForPath(page, '/login');
    await expectAccessible(page, 'the login page with its error');
    // And the failed attempt did not open a session.
    await page.goto('/dashboard');
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('button', { name: 'Get Started' }));
    await expectAccessible(page, 'the landing page');
  });

  journey('an unknown e-mail gets the same error text as a wrong password', async (page) => {
    await fillLogin(page, 'nobody@acme.test', 'Demo1234!');
    await expectVisible(page.getByText('Invalid email or password. Please try again.'));
    await waitForPath(page, '/login');
  });
});
