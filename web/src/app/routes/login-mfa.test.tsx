import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import LoginRoute from './login';

const signedOut = {
  'GET /api/v1/auth/session': {
    status: 401,
    body: { error: { code: 'NOT_AUTHENTICATED', message: 'User not authenticated' } },
  },
};

describe('LoginRoute with MFA', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const spy = mockFetch({
      ...signedOut,
      'POST /api/v1/auth/sign-in': { body: { mfa_required: true, mfa_token: 'mfa-token' } },
      'POST /api/v1/auth/mfa/verify': { body: buildSession({ mfa_enabled: true }) },
    });
    renderWithProviders(<LoginRoute />, {
      path: '/login',
      routes: [{ path: '/dashboard', element: <p>Dashboard screen</p> }],
    });
    const main = await screen.findByRole('main');
    await userEvent.type(within(main).getByLabelText('Email'), 'admin@acme.test');
    await userEvent.type(within(main).getByLabelText('Password'), 'Demo1234!');
    await userEvent.click(within(main).getByRole('button', { name: 'Access Dashboard' }));

    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    const verify = spy.mock.calls.find(([url]) => String(url).endsWith('/auth/mfa/verify'));
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({
      mfa_token: 'mfa-token',
      code: '246810',
    });
  });

  it("goes back to the password with 'Back to sign in'", async () => {
    mockFetch({
      ...signedOut,
      'POST /api/v1/auth/sign-in': { body: { mfa_required: true, mfa_token: 'mfa-token' } },
    });
    renderWithProviders(<LoginRoute />, { path: '/login' });
    const main = await screen.findByRole('main');
    await userEvent.type(within(main).getByLabelText('Email'), 'admin@acme.test');
    await userEvent.type(within(main).getByLabelText('Password'), 'Demo1234!');
    await userEvent.click(within(main).getByRole('button', { name: 'Access Dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test');
  });
});
