import type { Role } from '@lendline/core';
import { configure, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  buildRiskProfile,
  buildRiskSummary,
  riskProfileListOf,
} from '@/features/risk-profiles/testing/risk-fixtures';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { GuardedScreen } from './layout/guarded-screen';
import { NAV_REGISTRY, URL_ONLY_SCREENS } from './layout/nav-registry';
import { routes } from './router';

configure({ asyncUtilTimeout: 5_000 });

const dashboard = NAV_REGISTRY.find((entry) => entry.path === '/risk-profiler')!;
const profilePage = URL_ONLY_SCREENS.find((entry) => entry.path === '/risk-profiler/:profileId')!;

function renderAs(
  roles: Role[],
  path: string,
  entry = path === '/risk-profiler' ? dashboard : profilePage,
) {
  mockFetch({
    'GET /api/v1/auth/session': { body: buildSession({ roles }) },
    'GET /api/v1/risk-profiles': { body: riskProfileListOf([buildRiskProfile()], 1) },
    'GET /api/v1/risk-profiles/summary': { body: buildRiskSummary() },
  });
  return renderWithProviders(
    <Suspense fallback={null}>
      <GuardedScreen entry={entry} />
    </Suspense>,
    { path: entry.path, initialEntry: path },
  );
}

describe('the risk profiler routes', { timeout: 20_000 }, () => {
  it("is the sidebar's second Core Operations entry, behind customers:read", () => {
    const coreOperations = NAV_REGISTRY.filter((entry) => entry.group === 'core_operations');
    expect(coreOperations.map((entry) => entry.path).slice(0, 2)).toEqual([
      '/dashboard',
      '/risk-profiler',
    ]);
    expect(dashboard).toMatchObject({
      labelKey: 'shell.nav.risk_profiler',
      permission: 'customers:read',
    });
  });

  it("has a profile page in the signed-in layout, loaded with the dashboard's chunk", () => {
    expect(profilePage.permission).toBe('customers:read');
    expect(profilePage.screen).toBe(dashboard.screen);
    const layout = routes[0]!.children!.find((route) => route.path === undefined)!;
    expect(layout.children!.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/risk-profiler', '/risk-profiler/:profileId']),
    );
  });

  it('sends /eligibility to /risk-profiler', async () => {
    const redirect = routes[0]!.children!.find((route) => route.path === '/eligibility')!;
    const { router } = renderWithProviders(redirect.element as ReactElement, {
      path: '/eligibility',
      routes: [{ path: '/risk-profiler', element: <p>The risk profiler</p> } as RouteObject],
    });
    expect(await screen.findByText('The risk profiler')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/risk-profiler');
  });

  it('shows the dashboard to a loan officer', async () => {
    renderAs(['loan_officer'], '/risk-profiler');
    expect(await screen.findByRole('heading', { name: 'Risk Profiler' })).toBeInTheDocument();
    expect(await screen.findByText('Meena Devi')).toBeInTheDocument();
  });

  it('opens a new profile for a loan officer, and denies it to a reader', async () => {
    const view = renderAs(['loan_officer'], '/risk-profiler/new');
    expect(await screen.findByRole('heading', { name: 'New Risk Profile' })).toBeInTheDocument();
    view.unmount();

    renderAs(['auditor'], '/risk-profiler/new');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Access Denied/);
    expect(screen.queryByRole('heading', { name: 'New Risk Profile' })).toBeNull();
  });

  it('denies the dashboard to a role without customers:read', async () => {
    renderAs(['viewer'], '/risk-profiler');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Access Denied/);
  });
});
