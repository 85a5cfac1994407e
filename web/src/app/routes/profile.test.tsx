import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '@/testing/api-answers';
import { seriousViolationsIn } from '@/testing/axe';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import ProfileRoute from './profile';

configure({ asyncUtilTimeout: 3_000 });

const session = buildSession({ roles: ['manager', 'loan_officer'] });

function renderProfile(handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    'GET /api/v1/auth/session': { body: session },
    'GET /api/v1/sessions': { body: { data: [] } },
    ...handlers,
  });
  const view = renderWithProviders(<ProfileRoute />, { path: '/profile' });
  return { fetch, ...view };
}

const passwordForm = () => screen.getByRole('form', { name: 'Change password' }) as HTMLFormElement;

describe('ProfileRoute', { timeout: 15_000 }, () => {
  it("shows the user's e-mail, roles and organization, and saves only the changed name", async () => {
    const { fetch } = renderProfile({
      'PATCH /api/v1/me': ({ body }) => ({
        body: {
          ...session,
          profile: { ...session.profile!, ...(body as object) },
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByText('asha.rao@example.com')).toBeInTheDocument();
    expect(screen.getByText('Sunrise Microfinance')).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
    expect(screen.getByText('Loan Officer')).toBeInTheDocument();
    // The two-step verification section of the mfa feature, composed here.
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    // The active sessions of the sessions feature, composed here.
    expect(screen.getByRole('heading', { name: 'Active sessions' })).toBeInTheDocument();

    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Ashwini');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Your details were saved')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patch![1]!.body as string)).toEqual({ first_name: 'Ashwini' });
  });

  it('checks a blank name in the form, before any request', async () => {
    const { fetch } = renderProfile();
    const lastName = await screen.findByRole('textbox', { name: /Last name/ });
    await userEvent.clear(lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('refuses a short or mismatched new password in the form, before any request', async () => {
    const { fetch } = renderProfile();
    await screen.findByRole('heading', { name: 'Change password' });
    const form = within(passwordForm());
    await userEvent.type(form.getByLabelText(/Current password/), 'Demo1234!');
    await userEvent.type(form.getByLabelText(/^New password/), 'short one');
    await userEvent.type(form.getByLabelText(/Confirm new password/), 'another one');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));

    expect(
      await form.findByText('The new password must be at least 12 characters'),
    ).toBeInTheDocument();
    expect(form.getByText('The passwords do not match')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of the current password on its field", async () => {
    renderProfile({
      'POST /api/v1/auth/change-password': fieldRefusal(
        'current_password',
        'Your current password is incorrect',
      ),
    });
    await screen.findByRole('heading', { name: 'Change password' });
    const form = within(passwordForm());
    await userEvent.type(form.getByLabelText(/Current password/), 'wrong password');
    await userEvent.type(form.getByLabelText(/^New password/), 'Harbour lights at 6');
    await userEvent.type(form.getByLabelText(/Confirm new password/), 'Harbour lights at 6');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));

    expect(await form.findByText('Your current password is incorrect')).toBeInTheDocument();
  });

  it('changes the password, says the other sessions were signed out and clears the form', async () => {
    const { fetch } = renderProfile({
      'POST /api/v1/auth/change-password': {
        body: {
          message: 'Password changed. Your other sessions have been signed out.',
          sessions_ended: 2,
        },
      },
    });
    await screen.findByRole('heading', { name: 'Change password' });
    const form = within(passwordForm());
    await userEvent.type(form.getByLabelText(/Current password/), 'Demo1234!');
    await userEvent.type(form.getByLabelText(/^New password/), 'Harbour lights at 6');
    await userEvent.type(form.getByLabelText(/Confirm new password/), 'Harbour lights at 6');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Password changed. Your other sessions have been signed out.'),
    ).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/change-password'));
    expect(JSON.parse(post![1]!.body as string)).toEqual({
      current_password: 'Demo1234!',
      new_password: 'Harbour lights at 6',
    });
    await waitFor(() => expect(form.getByLabelText(/Current password/)).toHaveValue(''));
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderProfile();
    await screen.findByRole('heading', { name: 'Change password' });
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
