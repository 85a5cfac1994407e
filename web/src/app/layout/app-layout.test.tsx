import { MESSAGES } from '@lendline/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { buildSession, navigationCounts } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AppLayout } from './app-layout';
import { t } from '@/i18n/i18n';

const counts = {
  'GET /api/v1/navigation/counts': { body: navigationCounts({ loans_open: 12, due_today: 3 }) },
};

describe('AppLayout', () => {
  it('shows the incomplete-profile alert with the user id when the organization is missing', async () => {
    const session = buildSession({ organization: null });
    mockFetch({ ...counts, 'GET /api/v1/auth/session': { body: session } });
    renderWithProviders(<AppLayout />, { path: '/dashboard' });

    expect(await screen.findByText(t(MESSAGES.profileIncomplete))).toBeInTheDocument();
    expect(screen.getByText(session.user.id)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the landing page', async () => {
    mockFetch({
      'GET /api/v1/auth/session': {
        status: 401,
        body: { error: { code: 'NOT_AUTHENTICATED', message: 'User not authenticated' } },
      },
    });
    renderWithProviders(<AppLayout />, {
      path: '/dashboard',
      routes: [{ path: '/', element: <p>Landing page</p> }],
    });
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
  });

  it('offers a refresh link when the session fails to load', async () => {
    mockFetch({
      'GET /api/v1/auth/session': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Database unavailable' } },
      },
    });
    renderWithProviders(<AppLayout />, { path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Try refreshing the page' })).toBeVisible();
  });

  it('renders the sidebar with the count badge and the status overview for a complete profile', async () => {
    mockFetch({ ...counts, 'GET /api/v1/auth/session': { body: buildSession() } });
    renderWithProviders(<AppLayout />, { path: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Dashboard');
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('Due Today & Alerts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /asha.rao@example.com/ })).toBeInTheDocument();
  });

  it('opens with a skip link that moves focus past the header and sidebar to the screen', async () => {
    mockFetch({ ...counts, 'GET /api/v1/auth/session': { body: buildSession() } });
    renderWithProviders(<AppLayout />, { path: '/dashboard' });
    await screen.findByRole('navigation', { name: 'Main navigation' });

    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('names the account and user menu buttons by the name, role and e-mail they show', async () => {
    mockFetch({ ...counts, 'GET /api/v1/auth/session': { body: buildSession() } });
    const { container } = renderWithProviders(<AppLayout />, { path: '/dashboard' });
    await screen.findByRole('navigation', { name: 'Main navigation' });

    expect(screen.getByRole('button', { name: /^Asha Rao Loan Officer/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Asha Rao asha\.rao@example\.com/ }),
    ).toBeInTheDocument();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
