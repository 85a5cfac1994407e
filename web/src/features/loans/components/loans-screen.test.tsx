import type { Role } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildLoan, buildLoanDetail, LOAN_ID, loanListOf } from '../testing/loan-fixtures';
import { LoansScreen } from './loans-screen';

configure({ asyncUtilTimeout: 3_000 });

function urlsOf(spy: ReturnType<typeof mockFetch>, path: string): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

const lastList = (spy: ReturnType<typeof mockFetch>) => urlsOf(spy, '/api/v1/loans').at(-1)!;

function renderScreen(roles: Role[] = ['loan_officer'], initialEntry?: string) {
  const spy = mockFetch({
    'GET /api/v1/loans': { body: loanListOf([buildLoan()], 212) },
    [`GET /api/v1/loans/${LOAN_ID}`]: { body: buildLoanDetail() },
    'GET /api/v1/customers': {
      body: { data: [], page: 1, page_size: 25, total: 0 },
    },
  });
  const view = renderWithProviders(<LoansScreen roles={roles} currency="INR" />, {
    path: '/loans',
    initialEntry,
  });
  return { spy, ...view };
}

describe('LoansScreen', { timeout: 20_000 }, () => {
  it('shows the heading, the rows and every tab with its count', async () => {
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Loans' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage and track all loan applications and existing loans.'),
    ).toBeInTheDocument();
    const row = (await screen.findByText('LN-2026-000101')).closest('tr')!;
    expect(within(row).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(row).getByText('₹10,000.00', { selector: 'span' })).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('On track')).toBeInTheDocument();

    const counts: [string, string][] = [
      ['All', '212'],
      ['Pending approval', '7'],
      ['Ready to disburse', '3'],
      ['Active', '150'],
      ['Overdue', '12'],
      ['Completed', '38'],
      ['Rejected', '2'],
    ];
    for (const [label, count] of counts) {
      const tab = screen.getByRole('tab', { name: new RegExp(`^${label}`) });
      expect(within(tab).getByText(count)).toBeInTheDocument();
    }
  });

  it('opens on the tab and filters a dashboard figure links with, and clears the filters', async () => {
    const { spy, container } = renderScreen(
      ['manager'],
      '/loans?tab=overdue&overdue_more_than=7&created_by=6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
    );
    await screen.findByText('LN-2026-000101');
    const sent = lastList(spy).searchParams;
    expect(sent.get('tab')).toBe('overdue');
    expect(sent.get('overdue_more_than')).toBe('7');
    expect(sent.get('created_by')).toBe('6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f');
    expect(screen.getByRole('tab', { name: /^Overdue/ })).toHaveAttribute('aria-selected', 'true');
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByText('More than 7 days overdue')).toBeVisible();
    expect(within(filters).getByText('Loans you applied for')).toBeVisible();
    expect(await seriousViolationsIn(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList(spy).searchParams.get('overdue_more_than')).toBeNull());
    expect(lastList(spy).searchParams.get('created_by')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });

  it('opens on the loans behind a Business Intelligence figure: a collector, a bucket, a customer', async () => {
    const collectorId = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e70';
    const customerId = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e71';
    const { spy } = renderScreen(
      ['manager'],
      `/loans?collector_id=${collectorId}&overdue_bucket=16_30&customer_id=${customerId}`,
    );
    await screen.findByText('LN-2026-000101');
    const sent = lastList(spy).searchParams;
    expect(sent.get('collector_id')).toBe(collectorId);
    expect(sent.get('overdue_bucket')).toBe('16_30');
    expect(sent.get('customer_id')).toBe(customerId);
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByText("Loans in one collector's collections")).toBeVisible();
    expect(within(filters).getByText('16–30 days overdue')).toBeVisible();
    expect(within(filters).getByText("One customer's loans")).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList(spy).searchParams.get('collector_id')).toBeNull());
    expect(lastList(spy).searchParams.get('overdue_bucket')).toBeNull();
    expect(lastList(spy).searchParams.get('customer_id')).toBeNull();
  });

  it('opens on the overdue loans of a map area, names it, and clears it', async () => {
    const { spy, container } = renderScreen(
      ['manager'],
      '/loans?overdue_more_than=0&bbox=77.500000%2C12.900000%2C77.700000%2C13.000000',
    );
    await screen.findByText('LN-2026-000101');
    expect(lastList(spy).searchParams.get('bbox')).toBe('77.500000,12.900000,77.700000,13.000000');
    expect(lastList(spy).searchParams.get('overdue_more_than')).toBe('0');
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByText('Loans of customers in one area of the map')).toBeVisible();
    expect(within(filters).getByText('More than 0 days overdue')).toBeVisible();
    expect(await seriousViolationsIn(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList(spy).searchParams.get('bbox')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });

  it('sends no map area the server would refuse', async () => {
    const { spy } = renderScreen(['manager'], '/loans?bbox=77.7,12.9,77.5,13');
    await screen.findByText('LN-2026-000101');
    expect(lastList(spy).searchParams.get('bbox')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });

  it('names the current bucket', async () => {
    const { spy } = renderScreen(['manager'], '/loans?overdue_bucket=current');
    await screen.findByText('LN-2026-000101');
    expect(lastList(spy).searchParams.get('overdue_bucket')).toBe('current');
    expect(screen.getByText('Not overdue')).toBeVisible();
  });

  it('sends no bucket the server does not know', async () => {
    const { spy } = renderScreen(['manager'], '/loans?overdue_bucket=1-7');
    await screen.findByText('LN-2026-000101');
    expect(lastList(spy).searchParams.get('overdue_bucket')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });

  it('sends the tab, the search, the sort and the page to the server', async () => {
    const { spy } = renderScreen();
    await screen.findByText('LN-2026-000101');
    expect(lastList(spy).searchParams.get('tab')).toBe('all');

    await userEvent.click(screen.getByRole('tab', { name: /^Overdue/ }));
    await waitFor(() => expect(lastList(spy).searchParams.get('tab')).toBe('overdue'));

    fireEvent.change(screen.getByLabelText('Search loans'), { target: { value: 'priya' } });
    await waitFor(() => expect(lastList(spy).searchParams.get('search')).toBe('priya'));
    expect(lastList(spy).searchParams.get('tab')).toBe('overdue');

    await userEvent.click(await screen.findByRole('button', { name: 'Amount Borrowed' }));
    await waitFor(() => {
      expect(lastList(spy).searchParams.get('sort')).toBe('principal_amount');
      expect(lastList(spy).searchParams.get('order')).toBe('asc');
    });

    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => {
      expect(lastList(spy).searchParams.get('page')).toBe('2');
      expect(lastList(spy).searchParams.get('page_size')).toBe('25');
    });
  });

  it('offers New Loan Application only to a role that may apply', async () => {
    renderScreen(['auditor']);
    await screen.findByText('LN-2026-000101');
    expect(screen.queryByRole('button', { name: 'New Loan Application' })).toBeNull();
  });

  it('opens the customer picker from New Loan Application', async () => {
    renderScreen(['loan_officer']);
    await userEvent.click(await screen.findByRole('button', { name: 'New Loan Application' }));
    expect(await screen.findByRole('dialog', { name: 'Choose the customer' })).toBeInTheDocument();
    expect(await screen.findByText('No active customers found')).toBeInTheDocument();
  });

  it("opens the payments feature's Record Payment from a row of an active loan", async () => {
    mockFetch({ 'GET /api/v1/loans': { body: loanListOf([buildLoan()]) } });
    const renderRecordPayment = vi.fn(() => null);
    renderWithProviders(
      <LoansScreen
        roles={['collection_agent']}
        currency="INR"
        renderRecordPayment={renderRecordPayment}
      />,
    );
    const row = (await screen.findByText('LN-2026-000101')).closest('tr')!;
    await userEvent.click(
      within(row).getByRole('button', { name: 'Actions for loan LN-2026-000101' }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Edit', hidden: true })).toBeNull();
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Record Payment', hidden: true }),
    );
    await waitFor(() =>
      expect(renderRecordPayment).toHaveBeenLastCalledWith(
        expect.objectContaining({
          opened: true,
          loan: expect.objectContaining({ id: LOAN_ID, remaining_amount: 7_500 }),
        }),
      ),
    );
  });

  it('shows each loan as a card on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      // A 390 px screen: every max-width query of the table holds.
      matches: query.includes('max-width'),
    }));
    const { container } = renderScreen();
    const cards = await screen.findByRole('list', { name: 'Loans: All' });
    const card = within(cards).getByText('LN-2026-000101 Priya Sharma').closest('li')!;
    expect(within(card).getByText('Amount Borrowed')).toBeInTheDocument();
    expect(within(card).getByText('Days overdue')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it("opens on a Manage link's loan: searched for, its details open", async () => {
    const { spy, router } = renderScreen(
      ['loan_officer'],
      `/loans?search=LN-2026-000101&loan=${LOAN_ID}`,
    );

    const dialog = await screen.findByRole('dialog', { name: /LN-2026-000101/ });
    await waitFor(() => expect(lastList(spy).searchParams.get('search')).toBe('LN-2026-000101'));
    expect(screen.getByLabelText('Search loans')).toHaveValue('LN-2026-000101');

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?search=LN-2026-000101'));
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderScreen();
    await screen.findByText('LN-2026-000101');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
