import { MESSAGES } from '@lendline/core';
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import LoginRoute from './login';
import VerifyEmailRoute from './verify-email';
import { t } from '@/i18n/i18n';

configure({ asyncUtilTimeout: 3_000 });

const TOKEN = 'c0ffee-verification-token';
const signedOut = {
  'GET /api/v1/auth/session': {
    status: 401,
    body: { error: { code: 'NOT_AUTHENTICATED', message: 'User not authenticated' } },
  },
};

async function renderPage(token: string | null = TOKEN) {
  const rendered = renderWithProviders(<VerifyEmailRoute />, {
    path: '/auth/verify-email',
    routes: [{ path: '/login', element: <LoginRoute /> }],
  });
  if (token !== null) {
    await act(() => rendered.router.navigate(`/auth/verify-email?token=${token}`));
  }
  return rendered;
}

describe('VerifyEmailRoute', { timeout: 15_000 }, () => {
  it('uses the link only when asked, then opens the login page with the verified notice', async () => {
    const spy = mockFetch({
      ...signedOut,
      'POST /api/v1/auth/verify-email': {
        body: { message: t(MESSAGES.emailVerified), email: 'nisha@newlender.test' },
      },
    });
    const { router } = await renderPage();

    const button = await screen.findByRole('button', { name: 'Verify email' });
    // Opening the page spends nothing: mail scanners open links too.
    expect(spy.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/auth/verify-email');
    await userEvent.click(button);

    expect(await screen.findByText(t(MESSAGES.emailVerified))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
    const post = spy.mock.calls.find(([url]) => String(url) === '/api/v1/auth/verify-email');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it('shows the server’s message for a used or expired link and stays on the page', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/v1/auth/verify-email': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: t(MESSAGES.verificationInvalid) } },
      },
    });
    const { router } = await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t(MESSAGES.verificationInvalid));
    expect(router.state.location.pathname).toBe('/auth/verify-email');
  });

  it('says the link is invalid when it carries no token, without calling the API', async () => {
    const spy = mockFetch(signedOut);
    await renderPage(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(t(MESSAGES.verificationInvalid));
    expect(screen.queryByRole('button', { name: 'Verify email' })).toBeNull();
    // The page is the main landmark, so nothing on it sits outside one.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    expect(spy.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/auth/verify-email');
  });
});
