import { MESSAGES } from '@lendline/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import LoginRoute from './login';
import { t } from '@/i18n/i18n';

const signedOut = {
  'GET /api/v1/auth/session': {
    status: 401,
    body: { error: { code: 'NOT_AUTHENTICATED', message: 'User not authenticated' } },
  },
};

describe('LoginRoute', () => {
  it('holds the sign-in form in the main landmark', async () => {
    mockFetch(signedOut);
    renderWithProviders(<LoginRoute />, { path: '/login' });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
  });

  it('speaks Hindi when Hindi is the language in use', async () => {
    mockFetch(signedOut);
    renderWithProviders(<LoginRoute />, { path: '/login' });
    const main = await screen.findByRole('main');
    await act(() => activateLanguage('hi'));

    expect(within(main).getByRole('heading', { name: 'स्टाफ़ पोर्टल' })).toBeInTheDocument();
    expect(within(main).getByLabelText('ईमेल')).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: 'डैशबोर्ड खोलें' }));
    expect(await screen.findByText('जानकारी अधूरी है')).toBeInTheDocument();
    expect(screen.queryByText('Staff Portal')).not.toBeInTheDocument();
  });

  it("shows 'Missing Information' when submitted empty, without calling the API", async () => {
    const spy = mockFetch(signedOut);
    renderWithProviders(<LoginRoute />, { path: '/login' });

    await userEvent.click(await screen.findByRole('button', { name: 'Access Dashboard' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both email and password.')).toBeInTheDocument();
    expect(spy.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/auth/sign-in');
  });

  it("shows 'Login Failed' with the server's message when the credentials are wrong", async () => {
    mockFetch({
      ...signedOut,
      'POST /api/v1/auth/sign-in': {
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: t(MESSAGES.invalidCredentials) } },
      },
    });
    renderWithProviders(<LoginRoute />, { path: '/login' });

    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText(t(MESSAGES.invalidCredentials))).toBeInTheDocument();
  });

  it('tells the owner of an unverified sign-up to verify the e-mail first', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/v1/auth/sign-in': {
        status: 403,
        body: { error: { code: 'EMAIL_NOT_VERIFIED', message: t(MESSAGES.emailNotVerified) } },
      },
    });
    renderWithProviders(<LoginRoute />, { path: '/login' });

    await userEvent.type(await screen.findByLabelText('Email'), 'nisha@newlender.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng pass!');
    await userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText(t(MESSAGES.emailNotVerified))).toBeInTheDocument();
  });

  it("shows the server's field error on the e-mail field, without a toast", async () => {
    mockFetch({
      ...signedOut,
      'POST /api/v1/auth/sign-in': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid email format',
            details: { fieldErrors: { email: ['Invalid email format'] } },
          },
        },
      },
    });
    renderWithProviders(<LoginRoute />, { path: '/login' });

    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
  });

  it('sends a signed-in user to /dashboard', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: buildSession() } });
    renderWithProviders(<LoginRoute />, {
      path: '/login',
      routes: [{ path: '/dashboard', element: <p>Dashboard screen</p> }],
    });
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });
});
