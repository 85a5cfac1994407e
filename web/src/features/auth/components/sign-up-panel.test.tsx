import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@lendline/core';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { SignUpPanel } from './sign-up-panel';
import { t } from '@/i18n/i18n';

configure({ asyncUtilTimeout: 3_000 });

async function fill(label: RegExp, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

async function fillRequired() {
  await fill(/First name/, 'Asha');
  await fill(/Last name/, 'Rao');
  await fill(/Email/, 'asha@example.com');
  await fill(/Password/, 'Str0ng-pass');
}

describe('SignUpPanel', { timeout: 15_000 }, () => {
  it('asks for the required fields before calling the API', async () => {
    const spy = mockFetch({});
    renderWithProviders(<SignUpPanel onSignedUp={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Organization name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows the server's field error on its field", async () => {
    mockFetch({
      'POST /api/v1/auth/sign-up': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            details: { fieldErrors: { organization_name: ['Organization name is taken'] } },
          },
        },
      },
    });
    renderWithProviders(<SignUpPanel onSignedUp={() => {}} />);
    await fillRequired();
    await fill(/Organization name/, 'Sunrise');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Organization name is taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/Organization name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the account without an empty organization name', async () => {
    const onSignedUp = vi.fn();
    const spy = mockFetch({
      'POST /api/v1/auth/sign-up': { status: 202, body: { message: t(MESSAGES.signUpAccepted) } },
    });
    renderWithProviders(<SignUpPanel onSignedUp={onSignedUp} />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(JSON.parse(String(spy.mock.calls[0]![1]!.body))).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      password: 'Str0ng-pass',
    });
  });
});
