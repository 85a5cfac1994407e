import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession, navigationCounts } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AppLayout } from './app-layout';

const ENROLLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Lendline:asha?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

describe('AppLayout while MFA enrolment is required', () => {
  it('shows only the enrolment, and the screens once the recovery codes are saved', async () => {
    let enrolled = false;
    mockFetch({
      'GET /api/v1/auth/session': () => ({
        body: buildSession({ mfa_enabled: enrolled, mfa_enrollment_required: !enrolled }),
      }),
      'GET /api/v1/navigation/counts': { body: navigationCounts() },
      'POST /api/v1/auth/mfa/enroll': { body: ENROLLMENT },
      'POST /api/v1/auth/mfa/confirm': () => {
        enrolled = true;
        return { body: { recovery_codes: ['aaaaa-bbbbb'] } };
      },
    });
    renderWithProviders(<AppLayout />, {
      path: '/dashboard',
      routes: [],
    });

    expect(
      await screen.findByRole('heading', { name: 'Set up two-step verification' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your organization requires two-step verification for your account/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await userEvent.type(await screen.findByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // The codes stay on screen until the user says they are saved, though MFA is now on.
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
