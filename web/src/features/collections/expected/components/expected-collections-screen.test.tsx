import type { ExpectedCollectionRow, ExpectedCollectionsResponse } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ExpectedCollectionsScreen } from './expected-collections-screen';

configure({ asyncUtilTimeout: 3_000 });

const ACME = 'd0000000-0000-4000-8000-000000000001';
const NORTH = 'd0000000-0000-4000-8000-000000000002';
const MAHESH = 'a1000000-0000-4000-8000-000000000001';

function row(overrides: Partial<ExpectedCollectionRow>): ExpectedCollectionRow {
  return {
    date: '2026-11-27',
    organization_id: ACME,
    organization_name: 'Acme Microfinance',
    collector_id: MAHESH,
    collector_name: 'Mahesh Gaikwad',
    due_amount: 0,
    due_count: 0,
    collected_amount: null,
    ...overrides,
  };
}

const WINDOW = { days: 30, today: '2026-11-27', from: '2026-10-28', to: '2026-12-26' };

const BY_COLLECTOR: ExpectedCollectionsResponse = {
  group: 'collector',
  ...WINDOW,
  data: [
    row({ date: '2026-11-25', due_amount: 400, due_count: 4, collected_amount: 300 }),
    row({ date: '2026-11-26', due_amount: 200, due_count: 2, collected_amount: 200 }),
    row({ date: '2026-11-27', due_amount: 500, due_count: 5, collected_amount: 100 }),
    row({
      date: '2026-11-27',
      collector_id: null,
      collector_name: 'Unassigned',
      due_amount: 100,
      due_count: 1,
      collected_amount: 0,
    }),
    // The 28th and 29th have nothing due: the server leaves them out.
    row({ date: '2026-11-30', due_amount: 1250.5, due_count: 9 }),
  ],
};

const BY_BRANCH: ExpectedCollectionsResponse = {
  group: 'organization',
  ...WINDOW,
  data: [
    row({ collector_id: null, collector_name: null, due_amount: 600, due_count: 6 }),
    row({
      organization_id: NORTH,
      organization_name: 'Acme North Branch',
      collector_id: null,
      collector_name: null,
      date: '2026-12-01',
      due_amount: 900,
      due_count: 3,
    }),
  ],
};

function renderScreen(answer?: MockResponse) {
  const spy = mockFetch({
    'GET /api/v1/collections/expected': ({ url }) =>
      answer ?? {
        body: url.searchParams.get('group') === 'organization' ? BY_BRANCH : BY_COLLECTOR,
      },
  });
  const view = renderWithProviders(<ExpectedCollectionsScreen />, { path: '/payment-schedule' });
  const asked = () =>
    spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
  return { spy, asked, ...view };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ExpectedCollectionsScreen', { timeout: 20_000 }, () => {
  it('asks for the next 30 days by collector and lists every day, the days without instalments too', async () => {
    const { asked } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Expected by Day' });
    expect(Object.fromEntries(asked()[0]!)).toEqual({ days: '30', group: 'collector' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(cellsOf(rows[0]!)).toEqual(['27 Nov 2026Today', '6', '₹600.00']);
    expect(cellsOf(rows[1]!)).toEqual(['28 Nov 2026', '0', '₹0.00']);
    expect(cellsOf(rows[3]!)).toEqual(['30 Nov 2026', '9', '₹1,250.50']);
    expect(cellsOf(rows[29]!)[0]).toBe('26 Dec 2026');
  });

  it('sums the days ahead and sets the past 14 days due against collected in cards', async () => {
    renderScreen();
    const card = (label: string) => screen.getByRole('group', { name: label });
    await screen.findByRole('table', { name: 'Expected by Day' });
    expect(within(card('Due Next 30 Days')).getByText('₹1,850.50')).toBeVisible();
    expect(within(card('Due Next 30 Days')).getByText('15 instalments')).toBeVisible();
    expect(within(card('Due Today')).getByText('₹600.00')).toBeVisible();
    expect(within(card('Collected, Past 14 Days')).getByText('₹500.00')).toBeVisible();
    expect(within(card('Collected, Past 14 Days')).getByText('of ₹600.00 due')).toBeVisible();
    expect(within(card('Collection Rate')).getByText('83.33%')).toBeVisible();
  });

  it('lists the past 14 days latest first, with the collection rate of each', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Past 14 Days: Due and Collected' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    expect(cellsOf(rows[0]!)).toEqual(['26 Nov 2026', '₹200.00', '₹200.00', '100%']);
    expect(cellsOf(rows[1]!)).toEqual(['25 Nov 2026', '₹400.00', '₹300.00', '75%']);
    expect(cellsOf(rows[2]!)).toEqual(['24 Nov 2026', '₹0.00', '₹0.00', '—']);
    expect(cellsOf(rows[13]!)[0]).toBe('13 Nov 2026');
  });

  it('sums each collector, unassigned loans apart, and groups by branch at the switch', async () => {
    const { asked } = renderScreen();
    const byCollector = await screen.findByRole('table', { name: 'Expected by Collector' });
    const mahesh = within(byCollector).getByText('Mahesh Gaikwad').closest('tr')!;
    expect(within(mahesh).getByText('₹1,750.50')).toBeVisible();
    expect(within(mahesh).getByText('83.33%')).toBeVisible();
    expect(within(byCollector).getByText('Unassigned')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Branch' }));
    const byBranch = await screen.findByRole('table', { name: 'Expected by Branch' });
    expect(asked().at(-1)!.get('group')).toBe('organization');
    const names = () =>
      within(byBranch)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[0]);
    // The table shows new rows a render after its headers (a deferred value).
    await waitFor(() => expect(names()).toEqual(['Acme North Branch', 'Acme Microfinance']));
  });

  it("names the organization of each 'Unassigned' row when the loans are of more than one", async () => {
    const unassigned = { collector_id: null, collector_name: 'Unassigned', due_count: 1 };
    renderScreen({
      body: {
        ...BY_COLLECTOR,
        data: [
          row({ ...unassigned, date: '2026-11-30', due_amount: 100 }),
          row({
            ...unassigned,
            organization_id: NORTH,
            organization_name: 'Acme North Branch',
            date: '2026-11-30',
            due_amount: 300,
          }),
        ],
      },
    });
    const byCollector = await screen.findByRole('table', { name: 'Expected by Collector' });
    const names = () =>
      within(byCollector)
        .getAllByRole('row')
        .slice(1)
        .map((one) => cellsOf(one)[0]);
    await waitFor(() =>
      expect(names()).toEqual(['Unassigned · Acme North Branch', 'Unassigned · Acme Microfinance']),
    );
  });

  it('shows an empty state when nothing is due ahead or was due before', async () => {
    renderScreen({ body: { group: 'collector', ...WINDOW, data: [] } });
    expect(await screen.findByRole('heading', { name: 'No Expected Collections' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the figures could not be read, and tries again', async () => {
    const { spy } = renderScreen({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'Access denied' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading expected collections: Access denied');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
  });

  it('shows the days as cards on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      // A 390 px screen: every max-width query holds.
      matches: query.includes('max-width'),
    }));
    const { container } = renderScreen();
    const days = await screen.findByRole('list', { name: 'Expected by Day' });
    const today = within(days).getAllByRole('listitem')[0]!;
    expect(within(today).getByText('Amount Due').nextElementSibling).toHaveTextContent('₹600.00');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('speaks Swahili and Hindi', async () => {
    await activateLanguage('sw');
    const { unmount } = renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Makusanyo Yanayotarajiwa' }),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Yanayotarajiwa kwa Siku' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Tawi' })).toBeInTheDocument();
    unmount();
    await activateLanguage('hi');
    renderScreen();
    expect(await screen.findByRole('group', { name: 'अगले 30 दिनों में देय' })).toHaveTextContent(
      '15 किस्तें',
    );
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderScreen();
    await screen.findByRole('table', { name: 'Expected by Day' });
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
