import type { Role } from '@lendline/core';
import { configure, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildLoan, loanListOf } from '@/features/loans/testing/loan-fixtures';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { GuardedScreen } from './layout/guarded-screen';
import { NAV_REGISTRY, URL_ONLY_SCREENS } from './layout/nav-registry';
import { routes } from './router';

configure({ asyncUtilTimeout: 5_000 });

/** The routes inside the signed-in layout (generated from the registries). */
function shellRoutes(): RouteObject[] {
  const layout = routes[0]!.children!.find((route) => route.path === undefined)!;
  return layout.children!;
}

const hub = URL_ONLY_SCREENS.find((screen) => screen.path === '/loans-hub')!;

function renderHubAs(roles: Role[]) {
  mockFetch({
    'GET /api/v1/auth/session': { body: buildSession({ roles }) },
    'GET /api/v1/loans': { body: loanListOf([buildLoan()], 212) },
  });
  return renderWithProviders(
    <Suspense fallback={null}>
      <GuardedScreen entry={hub} />
    </Suspense>,
    { path: '/loans-hub' },
  );
}

describe('the Loan Hub', { timeout: 20_000 }, () => {
  it('is one sidebar entry, Loans, behind loans:read, also lit at /loans-hub', () => {
    const entries = NAV_REGISTRY.filter((entry) => entry.path.startsWith('/loans'));
    expect(entries.map(({ path, permission }) => ({ path, permission }))).toEqual([
      { path: '/loans', permission: 'loans:read' },
    ]);
    expect(entries[0]!.alsoActiveOn).toEqual(['/loans-hub']);
  });

  it('is its own route in the signed-in layout, behind loans:read, loaded on first visit', () => {
    expect(hub.permission).toBe('loans:read');
    expect(typeof hub.screen.preload).toBe('function');
    expect(shellRoutes().map((route) => route.path)).toContain('/loans-hub');
    expect(routes[0]!.children!.some((route) => route.path === '/loans-hub')).toBe(false);
  });

  it('shows the Loans screen with the virtualised list, not the table', async () => {
    renderHubAs(['loan_officer']);

    expect(await screen.findByRole('heading', { name: 'Loans' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Loans: All' })).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: /^All/ })).getByText('212')).toBeVisible();
    expect(screen.getByLabelText('Search loans')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('denies a role without loans:read', async () => {
    renderHubAs(['viewer']);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Access Denied/);
    expect(screen.queryByRole('heading', { name: 'Loans' })).toBeNull();
  });
});
