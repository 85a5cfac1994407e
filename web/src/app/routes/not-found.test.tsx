import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildSession, navigationCounts } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { createTestQueryClient, UiProviders } from '@/testing/render';
import { routes } from '../router';

function Path() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

/** The app's own route table, as index.tsx mounts it, starting at `path`. */
function renderApp(path: string) {
  function AppRoutes() {
    return useRoutes(routes);
  }
  render(
    <UiProviders>
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Path />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProviders>,
  );
}

describe('A path no route matches', () => {
  it('shows a signed-in user the not-found page inside the app, with a way back', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: buildSession() },
      'GET /api/v1/navigation/counts': { body: navigationCounts() },
    });
    renderApp('/no-such-screen');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByText(/^There is no page at/)).toHaveTextContent('/no-such-screen');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a signed-out visitor the not-found page with the way to the home page', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: null } });
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to home page' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent(/^\/$/),
    );
  });
});
