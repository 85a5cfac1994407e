import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { SignInPanel } from './sign-in-panel';

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPanel', () => {
  it('asks for every field before calling the API', async () => {
    const spy = mockFetch({});
    renderWithProviders(<SignInPanel onSignedIn={() => {}} />);
    await signIn('asha@example.com', '');

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    // PasswordInput marks its wrapper, not the input.
    expect(screen.getByLabelText('Password').closest('[data-invalid]')).not.toBeNull();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('checks the e-mail with the sign-in schema before sending', async () => {
    const spy = mockFetch({});
    renderWithProviders(<SignInPanel onSignedIn={() => {}} />);
    await signIn('not-an-email', 'secret');

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows the server's field error on its field", async () => {
    mockFetch({
      'POST /api/v1/auth/sign-in': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            details: { fieldErrors: { password: ['Password is too long'] } },
          },
        },
      },
    });
    renderWithProviders(<SignInPanel onSignedIn={() => {}} />);
    await signIn('asha@example.com', 'secret');

    expect(await screen.findByText('Password is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Password').closest('[data-invalid]')).not.toBeNull();
  });

  it('signs in with the e-mail as the schema normalizes it', async () => {
    const onSignedIn = vi.fn();
    const spy = mockFetch({ 'POST /api/v1/auth/sign-in': { body: buildSession() } });
    renderWithProviders(<SignInPanel onSignedIn={onSignedIn} />);
    await signIn(' Asha@Example.com ', 'secret');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(JSON.parse(String(spy.mock.calls[0]![1]!.body))).toEqual({
      email: 'asha@example.com',
      password: 'secret',
    });
    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
  });
});
