import type { Role } from '@lendline/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildLoan, buildPayment, pageOf } from '../testing/payment-fixtures';
import { PaymentsScreen } from './payments-screen';

const SUMMARY = {
  today: { amount: 12500, count: 3 },
  total: { amount: 1250000.5, count: 1204 },
  pending: { amount: 4300, count: 1 },
  overdue: { amount: 98000, count: 7 },
};

function urlsOf(spy: ReturnType<typeof mockFetch>, path: string): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

function renderScreen(roles: Role[] = ['loan_officer'], total = 60) {
  const spy = mockFetch({
    'GET /api/v1/payments/summary': { body: SUMMARY },
    'GET /api/v1/payments': { body: pageOf([buildPayment()], total) },
    'GET /api/v1/loans': { body: { ...pageOf([buildLoan()], 1), counts: {} } },
  });
  const view = renderWithProviders(<PaymentsScreen roles={roles} />, { path: '/payments' });
  return { spy, ...view };
}

describe('PaymentsScreen', { timeout: 15_000 }, () => {
  it('shows the summary figures in the money of the organization', async () => {
    renderScreen();
    const card = (label: string) => screen.getByRole('group', { name: label });
    await waitFor(() =>
      expect(within(card("Today's Collection")).getByText('₹12,500.00')).toBeVisible(),
    );
    expect(within(card("Today's Collection")).getByText('3 payments')).toBeVisible();
    expect(within(card('Total Collection')).getByText('₹12,50,000.50')).toBeVisible();
    expect(within(card('Pending Collection')).getByText('₹4,300.00')).toBeVisible();
    expect(within(card('Pending Collection')).getByText('1 instalment due today')).toBeVisible();
    expect(within(card('Overdue Amount')).getByText('₹98,000.00')).toBeVisible();
    expect(within(card('Overdue Amount')).getByText('7 overdue loans')).toBeVisible();
  });

  it('lists the history with the short id, status and method, and pages and searches on the server', async () => {
    const { spy } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Payment History' });
    const row = (await within(table).findByText('0A1B2C3D')).closest('tr')!;
    expect(within(row).getByText('LN-2026-0001')).toBeVisible();
    expect(within(row).getByText('Completed')).toBeVisible();
    expect(within(row).getByText('UPI')).toBeVisible();
    expect(within(row).getByText('₹1,500.00')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Search payments'), { target: { value: 'LN-2026' } });
    await waitFor(() =>
      expect(urlsOf(spy, '/api/v1/payments').at(-1)?.searchParams.get('search')).toBe('LN-2026'),
    );
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => {
      const last = urlsOf(spy, '/api/v1/payments').at(-1)!;
      expect(last.searchParams.get('page')).toBe('2');
      expect(last.searchParams.get('search')).toBe('LN-2026');
      expect(last.searchParams.get('page_size')).toBe('25');
    });
  });

  it('offers Bulk Entry and Record Payment only to a role that records payments', async () => {
    renderScreen(['auditor']);
    await screen.findByRole('table', { name: 'Payment History' });
    expect(screen.queryByRole('button', { name: 'Bulk Entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
  });

  it('lists the overdue loans with a Record Payment button each', async () => {
    const { spy } = renderScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Overdue Loans' }));
    const table = await screen.findByRole('table', { name: 'Overdue Loans' });
    expect(await within(table).findByText('LN-2026-0001')).toBeVisible();
    expect(
      within(table).getByRole('button', { name: 'Record Payment for LN-2026-0001' }),
    ).toBeInTheDocument();
    const loans = urlsOf(spy, '/api/v1/loans').at(-1)!;
    expect(loans.searchParams.get('tab')).toBe('overdue');
    expect(loans.searchParams.get('sort')).toBe('days_overdue');
  });

  it('opens Record Payment for the first overdue loan from the header', async () => {
    renderScreen();
    const header = await screen.findByRole('button', { name: 'Record Payment' });
    await waitFor(() => expect(header).toBeEnabled());
    await userEvent.click(header);
    expect(await screen.findByRole('dialog', { name: /LN-2026-0001/ })).toBeInTheDocument();
  });

  it('disables the header Record Payment when no loan is overdue', async () => {
    mockFetch({
      'GET /api/v1/payments/summary': { body: SUMMARY },
      'GET /api/v1/payments': { body: pageOf([buildPayment()], 1) },
      'GET /api/v1/loans': { body: { ...pageOf([], 0), counts: {} } },
    });
    renderWithProviders(<PaymentsScreen roles={['manager']} />);
    await screen.findByText('0A1B2C3D');
    expect(screen.getByRole('button', { name: 'Record Payment' })).toBeDisabled();
  });

  it('shows each payment as a card on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      // A 390 px screen: every max-width query holds.
      matches: query.includes('max-width'),
    }));
    mockFetch({
      'GET /api/v1/payments/summary': { body: SUMMARY },
      'GET /api/v1/payments': {
        body: pageOf([
          buildPayment(),
          buildPayment({
            id: 'a0000000-0000-4000-8000-0000deadbeef',
            status: 'failed',
            reference: null,
          }),
          buildPayment({
            id: 'a0000000-0000-4000-8000-0000cafe0001',
            reversed_at: '2026-11-21T10:00:00.000Z',
          }),
        ]),
      },
      'GET /api/v1/loans': { body: { ...pageOf([buildLoan()], 1), counts: {} } },
    });
    const { container } = renderWithProviders(<PaymentsScreen roles={['loan_officer']} />);
    const cards = await screen.findByRole('list', { name: 'Payment History' });
    const card = within(cards).getByText('0A1B2C3D').closest('li')!;
    const value = (label: string) =>
      within(card).getByText(label).nextElementSibling as HTMLElement;
    expect(value('Loan')).toHaveTextContent('LN-2026-0001');
    expect(value('Status')).toHaveTextContent('Completed');
    expect(value('Method')).toHaveTextContent('UPI');
    expect(value('Amount')).toHaveTextContent('₹1,500.00');
    expect(value('Date')).toHaveTextContent('20 Nov 2026');
    expect(value('Reference')).toHaveTextContent('UPI-778812');
    const failed = within(cards).getByText('DEADBEEF').closest('li')!;
    expect(within(failed).getByText('Failed')).toBeVisible();
    // Without a reference of its own: the last 6 characters of the id.
    expect(within(failed).getByText('ADBEEF')).toBeVisible();
    expect(
      within(within(cards).getByText('CAFE0001').closest('li')!).getByText('Reversed'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('shows the error and its message when the history cannot load', async () => {
    mockFetch({
      'GET /api/v1/payments/summary': { body: SUMMARY },
      'GET /api/v1/payments': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Access denied' } },
      },
      'GET /api/v1/loans': { body: { ...pageOf([], 0), counts: {} } },
    });
    renderWithProviders(<PaymentsScreen roles={['loan_officer']} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeVisible();
    expect(within(alert).getByText(/Access denied/)).toBeVisible();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderScreen();
    await screen.findByText('0A1B2C3D');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
