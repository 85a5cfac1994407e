import type {
  CollectionAlertsResponse,
  DashboardBranch,
  DashboardResponse,
  Role,
  SessionResponse,
} from '@lendline/core';
import { permissionsOf } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';
import { seriousViolationsIn } from '@/testing/axe';
import { buildSession, PORTFOLIO } from '@/testing/fixtures';
import { holdFetch, mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { NAV_REGISTRY } from './layout/nav-registry';
import DashboardRoute from './routes/dashboard';

configure({ asyncUtilTimeout: 5_000 });

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const COLLECTOR = 'c1000000-0000-4000-8000-000000000001';
const ORGANIZATION = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';

const tally = (count: number, amount: number) => ({ count, amount });

const BRANCH: DashboardBranch = {
  collection_today: { due: tally(12, 4800), collected: tally(5, 1200) },
  disbursed_this_month: { ...tally(3, 24000), from: '2026-11-01', to: '2026-11-27' },
  active_loans: 41,
  overdue_loans: 6,
  pending_approvals: 2,
  collector_ranking: [
    {
      organization_id: ORGANIZATION,
      collector_id: COLLECTOR,
      collector_name: 'Mahesh Gaikwad',
      collected: tally(5, 1200),
    },
  ],
  trend: [
    { date: '2026-11-26', due: 4000, collected: 3900 },
    { date: '2026-11-27', due: 4800, collected: 1200 },
  ],
};

const ALERTS: CollectionAlertsResponse = {
  data: [
    {
      id: 'overdue_due_today:1',
      type: 'overdue_due_today',
      severity: 'critical',
      title: 'Overdue payment due today',
      description: 'Asha Patil has not paid today and is 9 days behind.',
      customer_name: 'Asha Patil',
      phone: null,
      loan_number: 'LN-2026-000101',
      amount: 900,
      days_overdue: 9,
      entity_type: 'loan',
      entity_id: 'e1000000-0000-4000-8000-000000000001',
      organization_id: ORGANIZATION,
    },
  ],
  total: 4,
};

const EMPTY = { date: '2026-11-27', route: null, pipeline: null, branch: null };

function sessionAs(roles: Role[]): SessionResponse {
  return buildSession({ roles, permissions: permissionsOf(roles) });
}

/** The dashboard's answers, for a user with these roles. */
function mockDashboard(
  roles: Role[],
  dashboard: DashboardResponse,
  portfolio: MockResponse = { body: PORTFOLIO },
  alerts: MockResponse = { body: ALERTS },
) {
  return mockFetch({
    'GET /api/v1/auth/session': { body: sessionAs(roles) },
    'GET /api/v1/dashboard': { body: dashboard },
    'GET /api/v1/analytics/portfolio': portfolio,
    'GET /api/v1/collections/alerts': alerts,
  });
}

function renderRoute(queryClient?: QueryClient) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <DashboardRoute />
    </Suspense>,
    { path: '/dashboard', queryClient },
  );
}

function renderDashboard(...answers: Parameters<typeof mockDashboard>) {
  const spy = mockDashboard(...answers);
  return { ...renderRoute(), spy };
}

const link = (name: RegExp) => screen.findByRole('link', { name });

describe('the dashboard', { timeout: 20_000 }, () => {
  it("shows an agent today's route, each figure linking to its list", async () => {
    const { container, spy } = renderDashboard(['collection_agent'], {
      ...EMPTY,
      views: ['route'],
      route: {
        collector_id: COLLECTOR,
        entries_due: tally(8, 3200),
        collected: tally(3, 950.5),
        promises_due: tally(2, 600),
        cash_in_hand: 950.5,
      },
    });
    expect(await screen.findByRole('heading', { name: "Today's route" })).toBeInTheDocument();
    expect(await link(/Entries due today\s*8\s*₹3,200\.00/)).toHaveAttribute('href', '/due-today');
    expect(await link(/Collected so far\s*₹950\.50\s*3 entries paid/)).toHaveAttribute(
      'href',
      '/due-today',
    );
    expect(await link(/Promises due today\s*2/)).toHaveAttribute('href', '/collection-team');
    expect(await link(/Cash in hand\s*₹950\.50/)).toHaveAttribute('href', '/collection-team');
    expect(screen.queryByRole('heading', { name: 'Branch overview' })).toBeNull();
    // Only the branch view reads the portfolio.
    expect(spy.mock.calls.some(([url]) => String(url).includes('/analytics/'))).toBe(false);
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('shows a field agent the figures, without links to the Collection Team they cannot open', async () => {
    renderDashboard(['field_agent'], {
      ...EMPTY,
      views: ['route'],
      route: {
        collector_id: COLLECTOR,
        entries_due: tally(1, 100),
        collected: tally(0, 0),
        promises_due: tally(0, 0),
        cash_in_hand: 0,
      },
    });
    expect(await screen.findByRole('group', { name: 'Cash in hand' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cash in hand/ })).toBeNull();
    expect(await link(/Entries due today/)).toHaveAttribute('href', '/due-today');
  });

  it('shows a loan officer their pipeline, linked to the Loans screen filtered to their loans', async () => {
    const { container } = renderDashboard(['loan_officer'], {
      ...EMPTY,
      views: ['pipeline'],
      pipeline: {
        applications_pending: tally(2, 70000),
        ready_to_disburse: tally(1, 10000),
        in_arrears: tally(1, 18000),
        portfolio: tally(5, 52000),
      },
    });
    const me = sessionAs(['loan_officer']).user.id;
    expect(await link(/Applications pending\s*2\s*₹70,000\.00/)).toHaveAttribute(
      'href',
      `/loans?tab=pending&created_by=${me}`,
    );
    expect(await link(/Ready to disburse\s*1/)).toHaveAttribute(
      'href',
      `/loans?tab=approved&created_by=${me}`,
    );
    expect(
      await link(/Your loans in arrears\s*1\s*₹18,000\.00 outstanding, of 5 loans in collection/),
    ).toHaveAttribute('href', `/loans?overdue_more_than=0&created_by=${me}`);
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('shows a manager the branch with PAR from the portfolio, PAR7 leading to loans more than 7 days overdue', async () => {
    const { container } = renderDashboard(['manager'], {
      ...EMPTY,
      views: ['branch'],
      branch: BRANCH,
    });
    expect(await link(/Collected today\s*₹1,200\.00\s*of ₹4,800\.00 due \(25%\)/)).toHaveAttribute(
      'href',
      '/due-today',
    );
    expect(await link(/Disbursed this month\s*₹24,000\.00\s*3 loans/)).toHaveAttribute(
      'href',
      '/loans?disbursed_from=2026-11-01&disbursed_to=2026-11-27',
    );
    expect(await link(/Active loans\s*41/)).toHaveAttribute('href', '/loans?tab=active');
    expect(await link(/Overdue loans\s*6/)).toHaveAttribute('href', '/loans?tab=overdue');
    expect(await link(/Pending approvals\s*2/)).toHaveAttribute('href', '/approvals');
    expect(await link(/PAR7\s*9\.5%/)).toHaveAttribute('href', '/loans?overdue_more_than=7');
    expect(await link(/PAR1\s*18\.25%/)).toHaveAttribute('href', '/loans?overdue_more_than=1');
    expect(await link(/PAR30\s*2%/)).toHaveAttribute('href', '/loans?overdue_more_than=30');
    expect(screen.getByRole('group', { name: 'Gross outstanding' })).toHaveTextContent(
      '₹4,12,500.00',
    );
    const alerts = screen.getByRole('region', { name: 'Critical alerts' });
    expect(within(alerts).getByText('Overdue payment due today')).toBeVisible();
    expect(
      within(alerts).getByRole('link', { name: 'See all 4 alerts on Due Today' }),
    ).toHaveAttribute('href', '/due-today');
    const ranking = screen.getByRole('region', { name: "Today's collector ranking" });
    expect(within(ranking).getByRole('rowheader', { name: 'Mahesh Gaikwad' })).toBeVisible();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('gives the 30-day trend a table view with every day', async () => {
    renderDashboard(['organization_admin'], { ...EMPTY, views: ['branch'], branch: BRANCH });
    await userEvent.click(await screen.findByRole('tab', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Collections in the last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent(/27 Nov 2026\s*₹4,800\.00\s*₹1,200\.00/);
  });

  it('downloads the 30-day trend as a CSV of its days, as every chart card does', async () => {
    renderDashboard(['organization_admin'], { ...EMPTY, views: ['branch'], branch: BRANCH });
    const trend = await screen.findByRole('region', { name: 'Collections in the last 30 days' });
    await userEvent.click(
      within(trend).getByRole('button', {
        name: 'Download Collections in the last 30 days as CSV',
      }),
    );
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('collection-trend.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    // FileReader drops the byte-order mark the file starts with (for spreadsheets).
    expect(text).toBe('Day,Due,Collected\r\n2026-11-26,4000,3900\r\n2026-11-27,4800,1200\r\n');
  });

  it('shows a notice, not a crash, while the portfolio endpoint answers 404', async () => {
    const { container } = renderDashboard(
      ['manager'],
      { ...EMPTY, views: ['branch'], branch: BRANCH },
      { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Route not found' } } },
    );
    expect(await screen.findByText('Portfolio figures are not available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /PAR7/ })).toBeNull();
    // The rest of the dashboard stands.
    expect(await link(/Overdue loans\s*6/)).toBeVisible();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('asks for the alerts panel on its own, and shows the figures when the alerts fail', async () => {
    const { spy } = renderDashboard(
      ['manager'],
      { ...EMPTY, views: ['branch'], branch: BRANCH },
      { body: PORTFOLIO },
      { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } },
    );
    expect(await screen.findByText('The alerts could not be read right now.')).toBeVisible();
    expect(await link(/Active loans\s*41/)).toBeVisible();
    const asked = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/collections/alerts');
    expect(asked?.searchParams.get('limit')).toBe('5');
  });

  it('shows a role without a view its organization and roles only, and the error when the figures fail', async () => {
    renderDashboard(['auditor'], { ...EMPTY, views: [] });
    expect(await screen.findByRole('heading', { name: 'Your roles' })).toBeVisible();
    await waitFor(() => expect(screen.queryAllByRole('link')).toHaveLength(0));
    expect(screen.queryByRole('heading', { name: 'What you can do' })).toBeNull();
  });

  it('draws the organization and roles only with the figures, so nothing above them moves them down', async () => {
    const spy = mockFetch({
      'GET /api/v1/auth/session': { body: sessionAs(['manager']) },
      'GET /api/v1/dashboard': { body: { ...EMPTY, views: ['branch'], branch: BRANCH } },
      'GET /api/v1/analytics/portfolio': { body: PORTFOLIO },
      'GET /api/v1/collections/alerts': { body: ALERTS },
    });
    const answer = holdFetch(spy, '/api/v1/dashboard');
    const { container } = renderWithProviders(
      <Suspense fallback={null}>
        <DashboardRoute />
      </Suspense>,
      { path: '/dashboard' },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(container.querySelector('[aria-busy]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your roles' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Organization' })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: 'Your roles' })).toBeVisible();
    expect(await link(/Active loans\s*41/)).toBeVisible();
  });

  it('draws its figures at once when opened first: its entry began the read at start-up', async () => {
    const spy = mockDashboard(['manager'], { ...EMPTY, views: ['branch'], branch: BRANCH });
    const queryClient = createTestQueryClient();
    // As under the guarded layout: the session is in before the screen draws.
    queryClient.setQueryData(queryKeys.session.current(), sessionAs(['manager']));
    NAV_REGISTRY.find((entry) => entry.path === '/dashboard')?.prefetch?.(queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(dashboardQueryOptions().queryKey)?.status).toBe('success'),
    );
    renderRoute(queryClient);
    // In its first drawing: no placeholders first.
    expect(screen.getByRole('link', { name: /Collected today\s*₹1,200\.00/ })).toBeInTheDocument();
    // The screen took the answer its entry asked for, rather than asking again.
    const reads = spy.mock.calls.filter(([url]) => String(url) === '/api/v1/dashboard');
    expect(reads).toHaveLength(1);
  });

  it('says so when the dashboard cannot be read', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: sessionAs(['manager']) },
      'GET /api/v1/dashboard': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
      },
    });
    renderWithProviders(<DashboardRoute />, { path: '/dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The dashboard could not be loaded\s*Something went wrong/,
    );
  });
});
