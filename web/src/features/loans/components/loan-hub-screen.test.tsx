import type { Loan } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { SCROLLED_PAGE_SIZE } from '../api/get-loans';
import { buildLoan, buildLoanDetail, LOAN_ID, loanListOf } from '../testing/loan-fixtures';
import { LoanHubScreen } from './loan-hub-screen';

configure({ asyncUtilTimeout: 3_000 });

const TOTAL = 250;
const VIEWPORT = 600;
const ROW_HEIGHT = 60;

/** Loan n of the tab (1-based): its own id and number. */
function loanNumber(n: number): Loan {
  const suffix = String(n).padStart(6, '0');
  return buildLoan({
    id: n === 1 ? LOAN_ID : `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    loan_number: `LN-2026-${suffix}`,
  });
}

/** GET /loans answering the page asked for, out of TOTAL loans. */
function mockLoans() {
  return mockFetch({
    'GET /api/v1/loans': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      const first = (page - 1) * size + 1;
      const last = Math.min(TOTAL, page * size);
      const loans = Array.from({ length: last - first + 1 }, (_, index) =>
        loanNumber(first + index),
      );
      return { body: { ...loanListOf(loans, TOTAL), page, page_size: size } };
    },
    [`GET /api/v1/loans/${LOAN_ID}`]: { body: buildLoanDetail() },
  });
}

const pagesAsked = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/loans')
    .map((url) => url.searchParams.get('page'));

// jsdom lays nothing out: the scroller shows VIEWPORT px, each row is ROW_HEIGHT px high.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'loan-hub-scroller' ? VIEWPORT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.index === undefined ? 0 : ROW_HEIGHT;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The places (1-based) of the loans drawn in the list. */
const drawnPositions = () =>
  within(screen.getByRole('list', { name: 'Loans: All' }))
    .getAllByRole('listitem')
    .map((row) => Number(row.getAttribute('aria-posinset')))
    .filter((place) => place > 0);

/** What a user's scroll does: the offset moves, then the element says so. */
function scrollTo(scroller: HTMLElement, offset: number) {
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: offset });
  fireEvent.scroll(scroller);
}

function renderHub() {
  const spy = mockLoans();
  const view = renderWithProviders(<LoanHubScreen roles={['loan_officer']} currency="INR" />, {
    path: '/loans-hub',
  });
  return { spy, ...view };
}

describe('LoanHubScreen', { timeout: 20_000 }, () => {
  it('draws only the rows in view of a first page of 100, with the tabs and their counts', async () => {
    const { spy } = renderHub();

    const list = await screen.findByRole('list', { name: 'Loans: All' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(within(list).getByText('LN-2026-000001')).toBeInTheDocument();
    expect(within(list).queryByText('LN-2026-000100')).toBeNull();
    expect(rows[0]).toHaveAttribute('aria-setsize', String(TOTAL));
    expect(screen.getByRole('heading', { name: 'Loans' })).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: /^Overdue/ })).getByText('12')).toBeVisible();
    expect(pagesAsked(spy)).toEqual(['1']);
    const [first] = spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(first!.searchParams.get('page_size')).toBe(String(SCROLLED_PAGE_SIZE));
  });

  it('shows each row with the columns of the table, readable by label', async () => {
    renderHub();
    const row = (await screen.findByText('LN-2026-000001')).closest('li')!;
    for (const label of [
      'Customer',
      'Amount Borrowed',
      'Status',
      'Repayment Status',
      'Repayment Amount',
      'Created',
      'Loan number',
      'Remaining',
      'Days overdue',
      'Due date',
    ]) {
      expect(within(row).getByText(label)).toBeInTheDocument();
    }
    expect(within(row).getByText('Priya Sharma')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Actions for loan LN-2026-000001' }),
    ).toBeInTheDocument();
  });

  it('fetches the next page as the list scrolls near the end of what is loaded', async () => {
    // A 1,366 px screen: one line a loan.
    const narrow = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...narrow(query),
      matches: query.includes('min-width'),
    }));
    const { spy } = renderHub();
    const scroller = await screen.findByTestId('loan-hub-scroller');
    await screen.findByText('LN-2026-000001');

    scrollTo(scroller, 90 * ROW_HEIGHT);

    await waitFor(() => expect(pagesAsked(spy)).toEqual(['1', '2']));
    await waitFor(() => expect(Math.min(...drawnPositions())).toBeGreaterThan(70));
    expect(screen.queryByText('LN-2026-000001')).toBeNull();
    expect(drawnPositions().length).toBeLessThan(40);

    scrollTo(scroller, 160 * ROW_HEIGHT);
    await waitFor(() => expect(pagesAsked(spy)).toEqual(['1', '2', '3']));
    await waitFor(() => expect(Math.max(...drawnPositions())).toBeGreaterThan(150));
  });

  it('opens the details of a row with the Enter key', async () => {
    renderHub();
    const row = (await screen.findByText('LN-2026-000001')).closest('li')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: /LN-2026-000101/ })).toBeInTheDocument();
  });

  it('sends the tab and the search to the server, from the first page', async () => {
    const { spy } = renderHub();
    await screen.findByText('LN-2026-000001');
    await userEvent.click(screen.getByRole('tab', { name: /^Overdue/ }));
    fireEvent.change(screen.getByLabelText('Search loans'), { target: { value: 'priya' } });
    await waitFor(() => {
      const last = spy.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/v1/loans')
        .at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toMatchObject({
        tab: 'overdue',
        search: 'priya',
        page: '1',
      });
    });
  });

  it('sends the sort chosen to the server, from the first page', async () => {
    const { spy } = renderHub();
    await screen.findByText('LN-2026-000001');
    const lastQuery = () =>
      spy.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/v1/loans')
        .at(-1)!.searchParams;
    expect(lastQuery().get('sort')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Amount Borrowed, descending', hidden: true }),
    );

    await waitFor(() => {
      expect(lastQuery().get('sort')).toBe('principal_amount');
      expect(lastQuery().get('order')).toBe('desc');
      expect(lastQuery().get('page')).toBe('1');
    });
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderHub();
    await screen.findByText('LN-2026-000001');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
