import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

const PUBLIC_SCREEN = <RedirectIfSignedIn>The landing page</RedirectIfSignedIn>;

describe('RedirectIfSignedIn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the public screen once the first ask for the session fails for want of a network, retries still to come', async () => {
    const network = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', network);
    // The app's own retries (3, with back-off), not the tests' none.
    renderWithProviders(PUBLIC_SCREEN, { queryClient: createQueryClient() });
    expect(await screen.findByText('The landing page', {}, { timeout: 900 })).toBeInTheDocument();
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in user on, and shows nothing of the public screen meanwhile', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: { user: { id: 'u1' } } } });
    const { router } = renderWithProviders(PUBLIC_SCREEN, {
      routes: [{ path: '/dashboard', element: <p>The dashboard</p> }],
    });
    expect(screen.queryByText('The landing page')).not.toBeInTheDocument();
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
