import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { MfaEnrollment } from './mfa-enrollment';
import { MfaSection } from './mfa-section';

const ENROLLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Lendline:asha?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);

describe('MfaEnrollment', () => {
  it('shows the QR code and the key, confirms with a code, then the recovery codes until they are saved', async () => {
    const spy = mockFetch({
      'POST /api/v1/auth/mfa/enroll': { body: ENROLLMENT },
      'POST /api/v1/auth/mfa/confirm': { body: { recovery_codes: CODES } },
    });
    const onDone = vi.fn();
    renderWithProviders(<MfaEnrollment email="asha@example.com" onDone={onDone} />);

    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;utf8,%3Csvg/));
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent(ENROLLMENT.secret);

    await userEvent.type(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Save your recovery codes')).toBeInTheDocument();
    for (const code of CODES) expect(screen.getByText(code)).toBeInTheDocument();
    const confirm = spy.mock.calls.find(([url]) => String(url).endsWith('/mfa/confirm'));
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ code: '654321' });
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();

    const done = screen.getByRole('button', { name: 'Continue' });
    expect(done).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    await userEvent.click(done);
    expect(onDone).toHaveBeenCalled();
    // Enrolment was asked once.
    expect(spy.mock.calls.filter(([url]) => String(url).endsWith('/mfa/enroll'))).toHaveLength(1);
  });

  it('says why a wrong code is refused and stays on the QR code', async () => {
    mockFetch({
      'POST /api/v1/auth/mfa/enroll': { body: ENROLLMENT },
      'POST /api/v1/auth/mfa/confirm': {
        status: 422,
        body: { error: { code: 'MFA_CODE_REJECTED', message: 'Invalid verification code' } },
      },
    });
    renderWithProviders(<MfaEnrollment email="asha@example.com" onDone={() => {}} />);
    await userEvent.type(await screen.findByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.getByText('The code could not be confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Save your recovery codes')).not.toBeInTheDocument();
  });
});

describe('MfaSection', () => {
  it('turns MFA off with a code', async () => {
    const spy = mockFetch({ 'POST /api/v1/auth/mfa/disable': { body: { mfa_enabled: false } } });
    renderWithProviders(<MfaSection email="asha@example.com" mfaEnabled />);
    expect(screen.getByText(/On: a code from your authenticator app/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getAllByRole('button', { name: 'Turn off' }).at(-1)!);
    expect(await screen.findByText('Two-step verification is off')).toBeInTheDocument();
    const [, init] = spy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456' });
  });

  it('starts the enrolment when MFA is off', async () => {
    mockFetch({ 'POST /api/v1/auth/mfa/enroll': { body: ENROLLMENT } });
    renderWithProviders(<MfaSection email="asha@example.com" mfaEnabled={false} />);
    expect(screen.getByText('Off: your password alone signs you in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByTestId('mfa-secret')).toHaveTextContent(ENROLLMENT.secret);
  });
});
