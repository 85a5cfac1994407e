import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { queryKeys } from '@/lib/query-keys';
import { MfaCodeStep } from './mfa-code-step';

describe('MfaCodeStep', () => {
  it('sends the TOTP with the token, stores the session and goes on', async () => {
    const session = buildSession({ mfa_enabled: true });
    const spy = mockFetch({ 'POST /api/v1/auth/mfa/verify': { body: session } });
    const onVerified = vi.fn();
    const { queryClient } = renderWithProviders(
      <MfaCodeStep mfaToken="token-1" onVerified={onVerified} onBack={() => {}} />,
    );
    expect(
      screen.getByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(onVerified).toHaveBeenCalled());
    const [, init] = spy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ mfa_token: 'token-1', code: '123456' });
    expect(queryClient.getQueryData(queryKeys.session.current())).toEqual(session);
  });

  it("takes a recovery code after 'Use a recovery code'", async () => {
    const spy = mockFetch({ 'POST /api/v1/auth/mfa/verify': { body: buildSession() } });
    const onVerified = vi.fn();
    renderWithProviders(
      <MfaCodeStep mfaToken="token-2" onVerified={onVerified} onBack={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText(/Each code works once/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(onVerified).toHaveBeenCalled());
    const [, init] = spy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ mfa_token: 'token-2', code: 'abcde-fghjk' });
    expect(screen.getByRole('button', { name: 'Use the authenticator app' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong code and stays on the step", async () => {
    mockFetch({
      'POST /api/v1/auth/mfa/verify': {
        status: 401,
        body: { error: { code: 'INVALID_MFA_CODE', message: 'Invalid verification code' } },
      },
    });
    const onVerified = vi.fn();
    const onBack = vi.fn();
    renderWithProviders(<MfaCodeStep mfaToken="t" onVerified={onVerified} onBack={onBack} />);
    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.getByText('Verification failed')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
    expect(onBack).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
  });

  it('goes back to the password when the sign-in has expired', async () => {
    mockFetch({
      'POST /api/v1/auth/mfa/verify': {
        status: 401,
        body: { error: { code: 'MFA_TOKEN_INVALID', message: 'Your sign-in has expired.' } },
      },
    });
    const onBack = vi.fn();
    renderWithProviders(<MfaCodeStep mfaToken="t" onVerified={() => {}} onBack={onBack} />);
    await userEvent.type(screen.getByLabelText('Authentication code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onBack).toHaveBeenCalled());
  });

  it('asks for the code before calling the API', async () => {
    const spy = mockFetch({});
    renderWithProviders(<MfaCodeStep mfaToken="t" onVerified={() => {}} onBack={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });
});
