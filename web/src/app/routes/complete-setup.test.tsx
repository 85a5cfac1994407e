import { USER_MESSAGES } from '@lendline/core';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import CompleteSetupRoute from './complete-setup';
import { activateLanguage, t } from '@/i18n/i18n';

configure({ asyncUtilTimeout: 3_000 });

const TOKEN = 'c0ffee-invitation-token';
const signedOut = {
  'GET /api/v1/auth/session': {
    status: 401,
    body: { error: { code: 'NOT_AUTHENTICATED', message: 'User not authenticated' } },
  },
};
const invitation = {
  [`GET /api/v1/auth/invitations/${TOKEN}`]: {
    body: {
      email: 'asha.rao@example.com',
      first_name: 'Asha',
      last_name: 'Rao',
      organization_name: 'Sunrise Microfinance',
    },
  },
};

async function renderPage(token: string | null = TOKEN) {
  const rendered = renderWithProviders(<CompleteSetupRoute />, {
    path: '/auth/complete-setup',
    routes: [
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/', element: <p>Home screen</p> },
    ],
  });
  // The helper's route path is also its first entry, so the query string comes by navigating.
  if (token !== null) {
    await act(() => rendered.router.navigate(`/auth/complete-setup?token=${token}`));
  }
  return rendered;
}

async function fillPasswords(password: string, confirmation: string) {
  const form = await screen.findByRole('form', { name: 'Complete setup' });
  await userEvent.type(within(form).getByLabelText(/^Password/), password);
  await userEvent.type(within(form).getByLabelText(/^Confirm password/), confirmation);
  return form;
}

describe('CompleteSetupRoute', { timeout: 15_000 }, () => {
  it('shows who was invited, posts the password with the token and opens the dashboard', async () => {
    const session = buildSession();
    const spy = mockFetch({
      ...invitation,
      'GET /api/v1/auth/session': () =>
        spy.mock.calls.some(([url]) => String(url) === '/api/v1/auth/complete-setup')
          ? { body: session }
          : signedOut['GET /api/v1/auth/session'],
      'POST /api/v1/auth/complete-setup': { body: session },
    });
    await renderPage();

    expect(await screen.findByText('asha.rao@example.com')).toBeInTheDocument();
    expect(screen.getByText('Sunrise Microfinance')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('Sunrise Microfinance'));
    const form = await fillPasswords('Str0ng-pass', 'Str0ng-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    const post = spy.mock.calls.find(([url]) => String(url) === '/api/v1/auth/complete-setup');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ token: TOKEN, password: 'Str0ng-pass' });
  });

  it('refuses passwords that differ, inline and without calling the API', async () => {
    const spy = mockFetch({ ...signedOut, ...invitation });
    await renderPage();

    const form = await fillPasswords('Str0ng-pass', 'Str0ng-pasz');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete Setup' }));

    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(spy.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/auth/complete-setup');
  });

  it('asks for at least 8 characters', async () => {
    mockFetch({ ...signedOut, ...invitation });
    await renderPage();

    const form = await fillPasswords('short', 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete Setup' }));

    expect(
      await within(form).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
  });

  it("shows the server's field error on the password", async () => {
    mockFetch({
      ...signedOut,
      ...invitation,
      'POST /api/v1/auth/complete-setup': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Password is too common',
            details: { fieldErrors: { password: ['Password is too common'] } },
          },
        },
      },
    });
    await renderPage();

    const form = await fillPasswords('Password123', 'Password123');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete Setup' }));

    expect(await within(form).findByText('Password is too common')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an unknown or expired link and links home', async () => {
    mockFetch({
      ...signedOut,
      [`GET /api/v1/auth/invitations/${TOKEN}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: t(USER_MESSAGES.invitationInvalid) } },
      },
    });
    await renderPage();

    expect(await screen.findByText(t(USER_MESSAGES.invitationInvalid))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('explains a link without a token without asking the API', async () => {
    mockFetch(signedOut);
    await renderPage(null);
    expect(await screen.findByText(t(USER_MESSAGES.invitationInvalid))).toBeInTheDocument();
  });

  it('speaks Hindi to an invited user who reads Hindi, mismatched passwords included', async () => {
    mockFetch({ ...invitation, ...signedOut });
    await act(() => activateLanguage('hi'));
    await renderPage();
    expect(await screen.findByText('Sunrise Microfinance')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'सेट अप पूरा करें' });
    await userEvent.type(
      within(form).getByLabelText(/^पासवर्ड(?! की)/, { selector: 'input' }),
      'Str0ng-pass',
    );
    await userEvent.type(
      within(form).getByLabelText(/^पासवर्ड की पुष्टि/, { selector: 'input' }),
      'Other-pass1',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'सेट अप पूरा करें' }));
    expect(await within(form).findByText('दोनों पासवर्ड मेल नहीं खाते')).toBeInTheDocument();
  });
});
