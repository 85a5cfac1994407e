import { MESSAGES } from '@lendline/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { queryKeys } from '@/lib/query-keys';
import { AuthDialog } from './auth-dialog';
import { t } from '@/i18n/i18n';

configure({ asyncUtilTimeout: 3_000 });

const signUpOpen = { 'GET /api/v1/auth/options': { body: { sign_up: 'open' } } };

async function fillSignUp() {
  const form = await screen.findByRole('form', { name: 'Sign up' });
  await userEvent.type(within(form).getByLabelText(/^First name/), 'Nisha');
  await userEvent.type(within(form).getByLabelText(/^Last name/), 'Rao');
  await userEvent.type(within(form).getByLabelText(/^Email/), 'nisha@newlender.test');
  await userEvent.type(within(form).getByLabelText(/^Password/), 'Str0ng pass!');
  return form;
}

describe('AuthDialog', { timeout: 15_000 }, () => {
  it('signs nobody up at once: it shows the spec’s text and asks for the e-mail verification', async () => {
    const spy = mockFetch({
      ...signUpOpen,
      'POST /api/v1/auth/sign-up': { status: 202, body: { message: t(MESSAGES.signUpAccepted) } },
    });
    const onClose = vi.fn();
    const { queryClient } = renderWithProviders(<AuthDialog opened onClose={onClose} />);

    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const form = await fillSignUp();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(t(MESSAGES.signUpAccepted))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.session.current())).toBeUndefined();
    const post = spy.mock.calls.find(([url]) => String(url) === '/api/v1/auth/sign-up');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      email: 'nisha@newlender.test',
      first_name: 'Nisha',
    });
  });

  it('offers no Sign Up tab while the server keeps sign-up closed', async () => {
    const spy = mockFetch({ 'GET /api/v1/auth/options': { body: { sign_up: 'closed' } } });
    renderWithProviders(<AuthDialog opened onClose={() => {}} />);

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    // The answer has arrived and rendered before the tab's absence means anything.
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tab', { name: 'Sign Up' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });
});
