import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildLoan, buildPayment, pageOf } from '../testing/payment-fixtures';
import { PaymentsScreen } from './payments-screen';

const SUMMARY = {
  today: { amount: 0, count: 0 },
  total: { amount: 0, count: 0 },
  pending: { amount: 0, count: 0 },
  overdue: { amount: 0, count: 0 },
};

const SCHEDULE = {
  range: 'month',
  from: '2026-10-25',
  to: '2026-11-24',
  cards: {
    collection_efficiency: 82.5,
    average_adherence: 69.05,
    on_track_count: 2,
    overdue_count: 1,
  },
  data: [
    {
      loan_id: 'b0000000-0000-4000-8000-000000000001',
      organization_id: 'c0000000-0000-4000-8000-000000000001',
      loan_number: 'LN-2026-0007',
      customer_name: 'Chitra Rao',
      due_date: '2026-11-04',
      expected: 2100,
      collected: 0,
      remaining: 10000,
      adherence: 0,
      status: 'overdue',
      days_overdue: 20,
    },
    {
      loan_id: 'b0000000-0000-4000-8000-000000000002',
      organization_id: 'c0000000-0000-4000-8000-000000000001',
      loan_number: 'LN-2026-0008',
      customer_name: 'Bala Iyer',
      due_date: '2026-11-20',
      expected: 2100,
      collected: 1600,
      remaining: 8400,
      adherence: 76.19,
      status: 'delayed',
      days_overdue: 4,
    },
  ],
};

const ANALYTICS = {
  months: 6,
  cards: { total_collection: 63700, total_payments: 4, average_ticket: 15925, active_customers: 3 },
  trends: [
    { month: '2026-06', amount: 0, count: 0 },
    { month: '2026-07', amount: 0, count: 0 },
    { month: '2026-08', amount: 0, count: 0 },
    { month: '2026-09', amount: 0, count: 0 },
    { month: '2026-10', amount: 60700, count: 2 },
    { month: '2026-11', amount: 3000, count: 2 },
  ],
  methods: [
    { method: 'cheque', amount: 60000, count: 1, share: 94.19 },
    { method: 'upi', amount: 3700, count: 3, share: 5.81 },
  ],
  behaviour: {
    segments: [
      { segment: 'high_value', customers: 1, amount: 60000 },
      { segment: 'regular', customers: 2, amount: 3700 },
    ],
    on_time_percentage: 75,
    average_days_overdue: 12,
  },
  aging: [
    { bucket: '0-30', loans: 2, amount: 2400 },
    { bucket: '31-60', loans: 1, amount: 5000 },
    { bucket: '61-90', loans: 0, amount: 0 },
    { bucket: '90+', loans: 0, amount: 0 },
  ],
};

function urlsOf(spy: ReturnType<typeof mockFetch>, path: string): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

function renderScreen(schedule: object = SCHEDULE) {
  const spy = mockFetch({
    'GET /api/v1/payments/summary': { body: SUMMARY },
    'GET /api/v1/payments': { body: pageOf([buildPayment()], 1) },
    'GET /api/v1/loans': { body: { ...pageOf([buildLoan()], 1), counts: {} } },
    'GET /api/v1/payments/schedule': { body: schedule },
    'GET /api/v1/payments/analytics': { body: ANALYTICS },
  });
  const view = renderWithProviders(<PaymentsScreen roles={['manager']} />, { path: '/payments' });
  return { spy, ...view };
}

const card = (label: string) => screen.getByRole('group', { name: label });

describe('Payment Schedule and Payment Analytics tabs', { timeout: 20_000 }, () => {
  it('shows the schedule cards and rows, and refetches when the range changes', async () => {
    const { spy, container } = renderScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Payment Schedule' }));
    const table = await screen.findByRole('table', { name: 'Payment Schedule' });
    expect(within(card('Collection Efficiency')).getByText('82.5%')).toBeVisible();
    expect(within(card('Average Adherence')).getByText('69.05%')).toBeVisible();
    expect(within(card('On Track')).getByText('2')).toBeVisible();
    expect(within(card('Overdue')).getByText('1')).toBeVisible();
    const row = within(table).getByText('LN-2026-0008').closest('tr')!;
    expect(within(row).getByText('Bala Iyer')).toBeVisible();
    expect(within(row).getByText('₹1,600.00')).toBeVisible();
    expect(within(row).getByText('76.19%')).toBeVisible();
    expect(within(row).getByText('Delayed')).toBeVisible();
    const overdue = within(table).getByText('LN-2026-0007').closest('tr')!;
    expect(within(overdue).getByText('20')).toBeVisible();
    expect(urlsOf(spy, '/api/v1/payments/schedule').at(-1)?.searchParams.get('range')).toBe(
      'month',
    );
    expect(await seriousViolationsIn(container)).toEqual([]);

    await userEvent.click(screen.getByText('Week'));
    await waitFor(() =>
      expect(urlsOf(spy, '/api/v1/payments/schedule').at(-1)?.searchParams.get('range')).toBe(
        'week',
      ),
    );
    await userEvent.click(screen.getByText('Quarter'));
    await waitFor(() =>
      expect(urlsOf(spy, '/api/v1/payments/schedule').at(-1)?.searchParams.get('range')).toBe(
        'quarter',
      ),
    );
  });

  it('links the expected collections of the days ahead (/payment-schedule)', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Payment Schedule' }));
    expect(await screen.findByRole('link', { name: 'View Expected Collections' })).toHaveAttribute(
      'href',
      '/payment-schedule',
    );
  });

  it('says when there is no schedule data', async () => {
    renderScreen({ ...SCHEDULE, data: [] });
    await userEvent.click(screen.getByRole('tab', { name: 'Payment Schedule' }));
    expect(await screen.findByText('No schedule data available')).toBeVisible();
  });

  it('shows the schedule as cards on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      matches: query.includes('max-width'),
    }));
    renderScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Payment Schedule' }));
    const cards = await screen.findByRole('list', { name: 'Payment Schedule' });
    const item = within(cards).getByText('LN-2026-0008').closest('li')!;
    expect(within(item).getByText('Delayed')).toBeVisible();
    expect(within(item).getByText('76.19%')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Payment Schedule' })).toBeNull();
  });

  it('shows the analytics figures in every sub-tab, and refetches for another period', async () => {
    const { spy, container } = renderScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Payment Analytics' }));
    await screen.findByRole('table', { name: 'Payment Trends' });
    // The screen's summary has a Total Collection card too; the tab's is the last.
    const total = screen.getAllByRole('group', { name: 'Total Collection' }).at(-1)!;
    expect(within(total).getByText('₹63,700.00')).toBeVisible();
    expect(within(card('Total Payments')).getByText('4')).toBeVisible();
    expect(within(card('Average Ticket')).getByText('₹15,925.00')).toBeVisible();
    expect(within(card('Active Customers')).getByText('3')).toBeVisible();
    // The bar chart (hidden from screen readers; the table carries its figures).
    expect(container.querySelector('.mantine-BarChart-root')).not.toBeNull();
    const trends = screen.getByRole('table', { name: 'Payment Trends' });
    expect(within(trends).getAllByRole('row')).toHaveLength(7);
    expect(within(trends).getByText('₹60,700.00')).toBeVisible();
    expect(await seriousViolationsIn(container)).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'Payment Methods' }));
    const methods = await screen.findByRole('table', { name: 'Payment Methods' });
    expect(within(methods).getByText('Cheque')).toBeVisible();
    expect(within(methods).getByText('94.19%')).toBeVisible();
    expect(within(methods).getByText('5.81%')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Customer Behavior' }));
    expect(
      within(await screen.findByRole('group', { name: 'High-Value Customers' })).getByText(
        '1 customer',
      ),
    ).toBeVisible();
    expect(within(card('Regular Customers')).getByText('2 customers')).toBeVisible();
    expect(within(card('On-Time Performance')).getByText('75%')).toBeVisible();
    expect(
      within(card('On-Time Performance')).getByRole('img', { name: 'Fair' }),
    ).toBeInTheDocument();
    expect(within(card('Average Days Overdue')).getByText('12 days')).toBeVisible();
    expect(await seriousViolationsIn(container)).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'Outstanding Analysis' }));
    const aging = await screen.findByRole('table', { name: 'Outstanding Analysis' });
    const bucket = within(aging).getByText('31–60 days').closest('tr')!;
    expect(within(bucket).getByText('₹5,000.00')).toBeVisible();
    expect(within(aging).getByText('₹2,400.00')).toBeVisible();

    expect(urlsOf(spy, '/api/v1/payments/analytics').at(-1)?.searchParams.get('months')).toBe('6');
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Last 12 months', hidden: true }),
    );
    await waitFor(() =>
      expect(urlsOf(spy, '/api/v1/payments/analytics').at(-1)?.searchParams.get('months')).toBe(
        '12',
      ),
    );
  });
});
