import { addDays } from '@lendline/core';
import type { CollectionEntry, Role } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { holdFetch, mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { organizationToday } from '@/lib/organization-today';
import { renderWithProviders } from '@/testing/render';
import { buildAlert, buildEntry, pageOf, SUMMARY } from '../testing/collection-fixtures';
import { DueTodayScreen } from './due-today-screen';

configure({ asyncUtilTimeout: 3_000 });

const PENDING = [
  buildEntry(),
  buildEntry({
    id: 'f0000000-0000-4000-8000-000000000002',
    customer_name: 'Ravi Patil',
    loan_number: 'LN-2026-0002',
    payment_status: 'completed',
    collected_amount: 300,
    calculated_due: 0,
  }),
];
const OVERDUE = [
  buildEntry({
    id: 'f0000000-0000-4000-8000-000000000003',
    customer_name: 'Sunita Kale',
    loan_number: 'LN-2026-0003',
    payment_status: 'overdue',
    risk_priority: 'high',
    days_overdue: 12,
    collector_id: null,
    collector_name: 'Unassigned',
  }),
];

interface Lists {
  pending?: { rows: CollectionEntry[]; total: number } | MockResponse;
  overdue?: { rows: CollectionEntry[]; total: number } | MockResponse;
}

function renderScreen(roles: Role[] = ['loan_officer'], lists: Lists = {}, extra = {}) {
  const answers = {
    pending: lists.pending ?? { rows: PENDING, total: 42 },
    overdue: lists.overdue ?? { rows: OVERDUE, total: 7 },
  };
  const spy = mockFetch({
    'GET /api/v1/collections/summary': { body: SUMMARY },
    'GET /api/v1/collections/alerts': { body: { data: [], total: 0 } },
    'GET /api/v1/collections': ({ url }) => {
      const answer = answers[url.searchParams.get('tab') as 'pending' | 'overdue'];
      if (!('rows' in answer)) return answer;
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('page_size'));
      return { body: pageOf(answer.rows, answer.total, page, pageSize) };
    },
    ...extra,
  });
  const view = renderWithProviders(<DueTodayScreen roles={roles} />, { path: '/due-today' });
  return { spy, ...view };
}

function listCalls(spy: ReturnType<typeof mockFetch>, tab: string): URLSearchParams[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/collections')
    .map((url) => url.searchParams)
    .filter((params) => params.get('tab') === tab);
}
const lastCall = (spy: ReturnType<typeof mockFetch>, tab = 'pending') =>
  listCalls(spy, tab).at(-1)!;

describe('DueTodayScreen', { timeout: 20_000 }, () => {
  it("shows the four cards in the organization's money", async () => {
    renderScreen();
    const card = (label: string) => screen.getByRole('group', { name: label });
    await waitFor(() =>
      expect(within(card('Pending Today')).getByText('₹12,500.00')).toBeVisible(),
    );
    expect(within(card('Pending Today')).getByText('14 collections')).toBeVisible();
    expect(within(card('Overdue')).getByText('₹98,000.50')).toBeVisible();
    expect(within(card('Total Collections')).getByText('₹4,300.00')).toBeVisible();
    expect(within(card('Total Customers')).getByText('21')).toBeVisible();
    expect(within(card('Total Customers')).getByText('Due today')).toBeVisible();
  });

  it('lists the Pending tab, 10 a page, with each tab counting its entries', async () => {
    const { spy } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Pending Collections' });
    const row = (await within(table).findByText('Priya Sharma')).closest('tr')!;
    expect(within(row).getByText('LN-2026-0001')).toBeVisible();
    expect(within(row).getByText('₹300.00')).toBeVisible();
    expect(within(row).getByText('Partial')).toBeVisible();
    expect(within(row).getByText('Medium')).toBeVisible();
    expect(lastCall(spy).get('page_size')).toBe('10');
    expect(lastCall(spy).has('sort')).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Pending/ })).toHaveTextContent('42'),
    );
    expect(screen.getByRole('tab', { name: /Overdue/ })).toHaveTextContent('7');

    await userEvent.click(screen.getByRole('tab', { name: /Overdue/ }));
    const overdue = await screen.findByRole('table', { name: 'Overdue Collections' });
    const late = (await within(overdue).findByText('Sunita Kale')).closest('tr')!;
    expect(within(late).getByText('High')).toBeVisible();
  });

  it('searches both tabs on the server by name, phone or loan number, from page 1', async () => {
    const { spy } = renderScreen();
    await screen.findByText('Priya Sharma');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastCall(spy).get('page')).toBe('2'));

    fireEvent.change(screen.getByLabelText('Search collections'), {
      target: { value: '98765' },
    });
    await waitFor(() => expect(lastCall(spy).get('search')).toBe('98765'));
    expect(lastCall(spy).get('page')).toBe('1');
    await waitFor(() => expect(lastCall(spy, 'overdue').get('search')).toBe('98765'));
  });

  it('sorts on the server: ascending, descending, then the default order', async () => {
    const { spy } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Pending Collections' });
    await within(table).findByText('Priya Sharma');
    const header = () => within(table).getByRole('button', { name: /Days Overdue/ });
    await userEvent.click(header());
    await waitFor(() => expect(lastCall(spy).get('sort')).toBe('days_overdue'));
    expect(lastCall(spy).get('order')).toBe('asc');
    await userEvent.click(header());
    await waitFor(() => expect(lastCall(spy).get('order')).toBe('desc'));
    await userEvent.click(header());
    // The default order's page is still in the cache: shown again, not asked for again.
    const column = within(table).getByRole('columnheader', { name: /Days Overdue/ });
    await waitFor(() => expect(column).not.toHaveAttribute('aria-sort'));
    expect(listCalls(spy, 'pending').filter((call) => !call.has('sort'))).toHaveLength(1);
  });

  it('offers 10, 25, 50 and 100 a page and brings a go-to-page outside the pages inside', async () => {
    const { spy } = renderScreen();
    await screen.findByText('Priya Sharma');
    const goTo = screen.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(goTo, '99{Enter}');
    // 42 entries at 10 a page: page 5 is the last.
    await waitFor(() => expect(lastCall(spy).get('page')).toBe('5'));
    expect(goTo).toHaveValue('5');

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '25', hidden: true }));
    await waitFor(() => expect(lastCall(spy).get('page_size')).toBe('25'));
    expect(lastCall(spy).get('page')).toBe('1');
  });

  it("says 'No Pending Collections' and 'No Overdue Collections' when a tab is empty", async () => {
    renderScreen(['loan_officer'], {
      pending: { rows: [], total: 0 },
      overdue: { rows: [], total: 0 },
    });
    expect(await screen.findByText('No Pending Collections')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Overdue/ }));
    expect(await screen.findByText('No Overdue Collections')).toBeInTheDocument();
  });

  it("shows 'Error loading collections: {message}' and tries again", async () => {
    const failure = {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'Access denied' } },
    };
    const { spy } = renderScreen(['loan_officer'], { pending: failure });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Error loading collections: Access denied/)).toBeVisible();
    const before = listCalls(spy, 'pending').length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCalls(spy, 'pending').length).toBeGreaterThan(before));
  });

  it('disables Update on a completed entry and opens the dialog on another', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Pending Collections' });
    await within(table).findByText('Ravi Patil');
    expect(
      within(table).getByRole('button', { name: 'Update collection for Ravi Patil' }),
    ).toBeDisabled();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Update collection for Priya Sharma' }),
    );
    expect(await screen.findByRole('dialog', { name: /LN-2026-0001/ })).toBeInTheDocument();
  });

  it('offers neither Update nor Refresh Data to a role that only reads payments', async () => {
    renderScreen(['auditor']);
    const table = await screen.findByRole('table', { name: 'Pending Collections' });
    await within(table).findByText('Priya Sharma');
    expect(within(table).queryByRole('button', { name: /Update collection/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh Data' })).toBeNull();
  });

  it("refreshes today's entries: 'Data Refreshed' with the count, or 'Refresh Failed'", async () => {
    const sent: unknown[] = [];
    let answer: MockResponse = {
      body: { message: 'Successfully generated 12 collection entries', entriesGenerated: 12 },
    };
    renderScreen(
      ['manager'],
      {},
      {
        'POST /api/v1/collections/generate': ({ body }: { body: unknown }) => {
          sent.push(body);
          return answer;
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('Data Refreshed')).toBeInTheDocument();
    expect(screen.getByText('Successfully generated 12 collection entries')).toBeInTheDocument();
    expect(sent[0]).toEqual({ force_regenerate: true });

    answer = { status: 422, body: { error: { code: 'UNPROCESSABLE', message: 'Not today' } } };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText('Not today')).toBeInTheDocument();
  });

  it('shows another of the last 7 days: its cards, both tabs and Refresh Data ask for that day', async () => {
    const sent: unknown[] = [];
    const { spy } = renderScreen(
      ['manager'],
      {},
      {
        'POST /api/v1/collections/generate': ({ body }: { body: unknown }) => {
          sent.push(body);
          return {
            body: { message: 'Successfully generated 3 collection entries', entriesGenerated: 3 },
          };
        },
      },
    );
    const today = organizationToday();
    const picker = await screen.findByLabelText('Collection day');
    expect(picker).toHaveValue(today);
    expect(picker).toHaveAttribute('min', addDays(today, -7));
    expect(picker).toHaveAttribute('max', today);
    // Today is the server's own default: no date is sent.
    await waitFor(() => expect(lastCall(spy).get('date')).toBeNull());

    const day = addDays(today, -3);
    fireEvent.change(picker, { target: { value: day } });
    await waitFor(() => expect(lastCall(spy).get('date')).toBe(day));
    await waitFor(() => expect(lastCall(spy, 'overdue').get('date')).toBe(day));
    const summaries = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/collections/summary');
    expect(summaries.at(-1)!.searchParams.get('date')).toBe(day);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(sent).toEqual([{ date: day, force_regenerate: true }]));

    // A day outside the window is not taken.
    fireEvent.change(picker, { target: { value: addDays(today, -8) } });
    expect(picker).toHaveValue(day);
  });

  it('shows the first 3 alerts and how many more there are', async () => {
    const alerts = [1, 2, 3, 4, 5].map((n) =>
      buildAlert({ id: `alert-${n}`, title: `Alert number ${n}` }),
    );
    renderScreen(
      ['loan_officer'],
      {},
      {
        'GET /api/v1/collections/alerts': { body: { data: alerts, total: 5 } },
      },
    );
    const panel = await screen.findByRole('region', { name: 'Critical Alerts' });
    expect(within(panel).getByText('Alert number 3')).toBeVisible();
    expect(within(panel).queryByText('Alert number 4')).toBeNull();
    expect(within(panel).getByText('And 2 more critical alerts...')).toBeVisible();
    expect(within(panel).getAllByText(/₹1,200.00/)).toHaveLength(3);
  });

  it('shows the cards and lists with the alerts above them, never before, so the alerts do not push them down', async () => {
    const spy = mockFetch({
      'GET /api/v1/collections/summary': { body: SUMMARY },
      'GET /api/v1/collections/alerts': { body: { data: [], total: 0 } },
      'GET /api/v1/collections': { body: pageOf(PENDING, 2, 1, 10) },
    });
    const answer = holdFetch(spy, '/collections/alerts');
    renderWithProviders(<DueTodayScreen roles={['loan_officer']} />, { path: '/due-today' });
    // Loaded meanwhile, but not shown.
    await waitFor(() => expect(listCalls(spy, 'pending')).not.toHaveLength(0));
    expect(await screen.findByText('Priya Sharma')).not.toBeVisible();
    expect(screen.getByText('Pending Today')).not.toBeVisible();
    answer();
    await waitFor(() => expect(screen.getByText('Priya Sharma')).toBeVisible());
    expect(screen.getByRole('group', { name: 'Pending Today' })).toBeVisible();
  });

  it('has no alerts panel when there is no alert', async () => {
    renderScreen();
    await screen.findByText('Priya Sharma');
    expect(screen.queryByRole('region', { name: 'Critical Alerts' })).toBeNull();
  });

  it("puts an agent's own entries first and offers 'Mine only'", async () => {
    const { spy } = renderScreen(['collection_agent']);
    await screen.findByText('Priya Sharma');
    expect(lastCall(spy).get('mine_first')).toBe('true');
    expect(lastCall(spy).has('mine')).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Mine only' }));
    await waitFor(() => expect(lastCall(spy).get('mine')).toBe('true'));
    expect(lastCall(spy, 'overdue').get('mine')).toBe('true');
  });

  it("offers neither 'Mine only' nor own-first to a loan officer", async () => {
    const { spy } = renderScreen(['loan_officer']);
    await screen.findByText('Priya Sharma');
    expect(screen.queryByRole('switch', { name: 'Mine only' })).toBeNull();
    expect(lastCall(spy).has('mine_first')).toBe(false);
  });

  it('offers row selection and Reassign only to a holder of debt_collectors:assign', async () => {
    renderScreen(['collection_agent']);
    const table = await screen.findByRole('table', { name: 'Pending Collections' });
    await within(table).findByText('Priya Sharma');
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(within(table).queryByRole('button', { name: /Reassign/ })).toBeNull();
  });

  it('shows each entry as a card with its Update button on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      // A 390 px screen: every max-width query holds.
      matches: query.includes('max-width'),
    }));
    const { container } = renderScreen(['manager']);
    const cards = await screen.findByRole('list', { name: 'Pending Collections' });
    // The name is the card's title and its Customer line.
    const [title] = await within(cards).findAllByText('Priya Sharma');
    const card = title!.closest('li')!;
    const value = (label: string) =>
      within(card).getByText(label).nextElementSibling as HTMLElement;
    expect(value('Customer')).toHaveTextContent('LN-2026-0001');
    expect(value('Balance Due')).toHaveTextContent('₹200.00');
    expect(value('Collector')).toHaveTextContent('Mahesh Gaikwad');
    expect(
      within(card).getByRole('button', { name: 'Update collection for Priya Sharma' }),
    ).toBeEnabled();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderScreen(
      ['manager'],
      {},
      {
        'GET /api/v1/collections/alerts': { body: { data: [buildAlert()], total: 1 } },
      },
    );
    await screen.findByText('Priya Sharma');
    await screen.findByRole('region', { name: 'Critical Alerts' });
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
