import { MESSAGES } from '@lendline/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { buildSession, navigationCounts } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AppLayout } from './app-layout';
import { t } from '@/i18n/i18n';

/** A screen at /drafts/:id with state of its own, that can give a new draft its address. */
function DraftScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  if (id === 'broken') throw new Error('The draft could not be drawn');
  return (
    <>
      <label>
        Draft text
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => void navigate('/drafts/d1', { replace: true })}>
        Save draft
      </button>
      <Link to="/drafts/broken">Open broken</Link>
    </>
  );
}

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

  it('draws a phone layout from the first render, the sidebar only once its drawer opens', async () => {
    const laptopMatchMedia = window.matchMedia;
    // A 390 px phone: every max-width query up to the laptop's matches.
    window.matchMedia = (query: string) => ({
      ...laptopMatchMedia(query),
      matches: /max-width/.test(query),
    });
    try {
      mockFetch({ ...counts, 'GET /api/v1/auth/session': { body: buildSession() } });
      renderWithProviders(<AppLayout />, { path: '/dashboard' });
      // The bottom bar is in the first drawing of the signed-in layout, not an update after it.
      const bottomBar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
      expect(bottomBar).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toHaveTextContent(
        'Dashboard',
      );
    } finally {
      window.matchMedia = laptopMatchMedia;
    }
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

  it('keeps a screen and its state when its address changes under it (a draft given its own)', async () => {
    mockFetch({ ...counts, 'GET /api/v1/auth/session': { body: buildSession() } });
    renderWithProviders(
      <AppLayout>
        <DraftScreen />
      </AppLayout>,
      { path: '/drafts/:id', initialEntry: '/drafts/new' },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Draft text' }), 'Typed before');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.type(screen.getByRole('textbox', { name: 'Draft text' }), ' and after');
    expect(screen.getByRole('textbox', { name: 'Draft text' })).toHaveValue(
      'Typed before and after',
    );
  });

  it('clears a failed screen once the user moves to another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ ...counts, 'GET /api/v1/auth/session': { body: buildSession() } });
    const renderResult = renderWithProviders(
      <AppLayout>
        <DraftScreen />
      </AppLayout>,
      { path: '/drafts/:id', initialEntry: '/drafts/new' },
    );
    const { router } = renderResult;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Open broken' }));
    expect(await screen.findByText(/The draft could not be drawn/)).toBeVisible();
    await act(() => router.navigate('/drafts/d2'));
    expect(await screen.findByRole('textbox', { name: 'Draft text' })).toBeVisible();
    expect(screen.queryByText(/The draft could not be drawn/)).not.toBeInTheDocument();
  });
});
