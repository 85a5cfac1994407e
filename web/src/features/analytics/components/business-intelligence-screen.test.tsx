import type {
  CollectionRateResponse,
  CollectorProductivityResponse,
  OverdueMapResponse,
  PortfolioTrendsResponse,
  PromisesAnalyticsResponse,
  RollRatesResponse,
  VintagesResponse,
} from '@lendline/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/save-file';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { BusinessIntelligenceScreen } from './business-intelligence-screen';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));
// Leaflet draws on a real canvas; the map's own figures are checked through its table.
vi.mock('./overdue-map', () => ({ default: () => <div data-testid="overdue-map" /> }));

/** The API test's portfolio (business-intelligence.routes.test.ts), January to March 2027. */
const TRENDS: PortfolioTrendsResponse = {
  months: 3,
  from: '2027-01-01',
  to: '2027-03-09',
  data: [
    {
      month: '2027-01-01',
      as_of: '2027-01-31',
      disbursed_loans: 2,
      disbursed_amount: 20_000,
      collected: 0,
      gross_outstanding: 20_000,
      par1: 100,
      par7: 50,
      par30: 0,
    },
    {
      month: '2027-02-01',
      as_of: '2027-02-28',
      disbursed_loans: 1,
      disbursed_amount: 10_000,
      collected: 0,
      gross_outstanding: 30_000,
      par1: 100,
      par7: 100,
      par30: 66.67,
    },
    {
      month: '2027-03-01',
      as_of: '2027-03-09',
      disbursed_loans: 1,
      disbursed_amount: 10_000,
      collected: 5_000,
      gross_outstanding: 35_000,
      par1: 100,
      par7: 48.57,
      par30: 28.57,
    },
  ],
};
const VINTAGES: VintagesResponse = {
  months: 3,
  data: [
    {
      cohort: '2027-01-01',
      loans: 2,
      points: [
        { months_on_book: 1, late_loans: 0, share: 0 },
        { months_on_book: 2, late_loans: 2, share: 100 },
      ],
    },
  ],
};
const ROLL_RATES: RollRatesResponse = {
  from: '2027-01-01',
  to: '2027-03-09',
  period: 'month',
  data: [],
  transitions: {
    date: '2027-03-09',
    data: [{ from_bucket: '1_7', to_bucket: '8_15', loans: 1, balance: 7_000, rate: 46.67 }],
  },
};
const figures = {
  due: 700,
  collected: 700,
  on_time: 100,
  late: 600,
  rate: 100,
  on_time_rate: 14.29,
  late_rate: 85.71,
};
const COLLECTION: CollectionRateResponse = {
  from: '2027-01-01',
  to: '2027-03-09',
  period: 'month',
  totals: figures,
  data: [{ date: '2027-03-01', ...figures }],
};
const promiseFigures = {
  promises: 2,
  open: 0,
  kept: 1,
  partially_kept: 0,
  broken: 1,
  due: 2,
  kept_due: 1,
  kept_rate: 50,
  promised_amount: 200,
  paid_amount: 100,
};
const PROMISES: PromisesAnalyticsResponse = {
  from: '2027-01-01',
  to: '2027-03-10',
  period: 'month',
  totals: promiseFigures,
  data: [{ date: '2027-03-01', ...promiseFigures }],
};
const COLLECTORS: CollectorProductivityResponse = {
  months: 3,
  from: '2027-01-01',
  to: '2027-03-10',
  data: [
    {
      collector_id: '8a0e7d9c-4c55-4a53-9b65-0a3f2c9d1e01',
      collector: 'Vintage Collector',
      territory: 'Zone Z',
      organization_id: '8a0e7d9c-4c55-4a53-9b65-0a3f2c9d1e02',
      organization: 'Acme Microfinance',
      due: 300,
      collected: 150,
      collection_rate: 50,
      visits: 1,
      promises_due: 2,
      promises_kept: 1,
      kept_rate: 50,
    },
  ],
};
const MAP: OverdueMapResponse = { as_of: null, total: 0, data: [] };
const P_VINTAGE: OverdueMapResponse['data'][number] = {
  customer_id: '8a0e7d9c-4c55-4a53-9b65-0a3f2c9d1e03',
  organization_id: '8a0e7d9c-4c55-4a53-9b65-0a3f2c9d1e02',
  customer_code: 'CUS-0001',
  name: 'P Vintage',
  latitude: 12.9716,
  longitude: 77.5946,
  overdue_loans: 1,
  overdue_balance: 10_000,
  max_days_overdue: 48,
};

function renderScreen(map: OverdueMapResponse = MAP) {
  const spy = mockFetch({
    'GET /api/v1/analytics/trends': { body: TRENDS },
    'GET /api/v1/analytics/vintages': { body: VINTAGES },
    'GET /api/v1/analytics/roll-rates': { body: ROLL_RATES },
    'GET /api/v1/analytics/collection-rate': { body: COLLECTION },
    'GET /api/v1/analytics/promises': { body: PROMISES },
    'GET /api/v1/analytics/collector-productivity': { body: COLLECTORS },
    'GET /api/v1/analytics/overdue-map': { body: map },
  });
  function LoansProbe() {
    const location = useLocation();
    return <p>{`Loans list ${location.search}`}</p>;
  }
  const rendered = renderWithProviders(<BusinessIntelligenceScreen />, {
    path: '/business-intelligence',
    routes: [{ path: '/loans', element: <LoansProbe /> }],
  });
  return { ...rendered, spy };
}

beforeEach(() => vi.mocked(saveFile).mockClear());

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('BusinessIntelligenceScreen', () => {
  it('shows each chart’s figures as a table, in the organization’s currency', async () => {
    const { container } = renderScreen();
    const flows = await screen.findByRole('region', { name: 'Disbursements and collections' });
    await userEvent.click(within(flows).getByRole('tab', { name: 'Table' }));
    const table = within(flows).getByRole('table', { name: 'Disbursements and collections' });
    const march = within(table).getByText('Mar 2027').closest('tr')!;
    expect(within(march).getByText('₹10,000.00')).toBeVisible();
    expect(within(march).getByText('₹5,000.00')).toBeVisible();

    const par = screen.getByRole('region', { name: 'Portfolio at risk by month end' });
    await userEvent.click(within(par).getByRole('tab', { name: 'Table' }));
    const february = within(within(par).getByRole('table')).getByText('Feb 2027').closest('tr')!;
    expect(within(february).getByText('66.67%')).toBeVisible();

    const collectors = screen.getByRole('region', { name: 'Collector productivity by territory' });
    await userEvent.click(within(collectors).getByRole('tab', { name: 'Table' }));
    const row = within(collectors).getByText('Vintage Collector').closest('tr')!;
    expect(within(row).getByText('Zone Z')).toBeVisible();
    expect(within(row).getByText('₹150.00')).toBeVisible();
    expect(screen.getByText('No customer with a stored location is overdue')).toBeVisible();
    expect(await seriousViolationsIn(container)).toEqual([]);
  }, 20_000);

  it('downloads exactly a chart’s rows and columns as CSV', async () => {
    renderScreen();
    const vintage = await screen.findByRole('region', {
      name: 'Vintage curves: ever more than 30 days late',
    });
    await userEvent.click(
      within(vintage).getByRole('button', {
        name: 'Download Vintage curves: ever more than 30 days late as CSV',
      }),
    );
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('vintage-curves.csv');
    // FileReader drops the byte-order mark the file starts with (for spreadsheets).
    expect(await textOf(blob)).toBe(
      'Disbursed in,Loans in cohort,Month on book,Ever 30+ days late,Share of cohort\r\n' +
        '2027-01-01,2,1,0,0\r\n' +
        '2027-01-01,2,2,2,100\r\n',
    );
  });

  it('leads from a month to the loans disbursed in it', async () => {
    renderScreen();
    const flows = await screen.findByRole('region', { name: 'Disbursements and collections' });
    await userEvent.click(within(flows).getByRole('tab', { name: 'Table' }));
    await userEvent.click(within(flows).getByRole('link', { name: 'Loans disbursed in Feb 2027' }));
    expect(
      await screen.findByText('Loans list ?disbursed_from=2027-02-01&disbursed_to=2027-02-28'),
    ).toBeVisible();
  });

  it('leads from a collector to the loans of their collection entries', async () => {
    renderScreen();
    const collectors = await screen.findByRole('region', {
      name: 'Collector productivity by territory',
    });
    await userEvent.click(within(collectors).getByRole('tab', { name: 'Table' }));
    await userEvent.click(
      within(collectors).getByRole('link', { name: 'Loans collected by Vintage Collector' }),
    );
    expect(
      await screen.findByText(`Loans list ?collector_id=${COLLECTORS.data[0]!.collector_id}`),
    ).toBeVisible();
  });

  it(
    'leads from a roll-rate cell to the loans in its bucket today',
    { timeout: 20_000 },
    async () => {
      renderScreen();
      const rolls = await screen.findByRole('region', { name: /^Roll-rate matrix/ });
      await userEvent.click(within(rolls).getByRole('tab', { name: 'Table' }));
      await userEvent.click(
        within(rolls).getByRole('link', { name: 'Loans 8–15 days overdue today' }),
      );
      expect(await screen.findByText('Loans list ?overdue_bucket=8_15')).toBeVisible();
    },
  );

  it(
    'leads from a heatmap cell, by keyboard, to the loans in its bucket today',
    { timeout: 20_000 },
    async () => {
      const { container } = renderScreen();
      const heatmap = await screen.findByRole('region', { name: /^Roll-rate heatmap/ });
      const cell = within(heatmap).getByRole('link', {
        name: '47% from 1–7 days to 8–15 days: Loans 8–15 days overdue today',
      });
      expect(within(heatmap).getAllByRole('link')).toHaveLength(1);
      expect(await seriousViolationsIn(container)).toEqual([]);
      cell.focus();
      expect(cell).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText('Loans list ?overdue_bucket=8_15')).toBeVisible();
    },
  );

  it('leads from a customer of the overdue map to their overdue loans', async () => {
    const customerId = P_VINTAGE.customer_id;
    renderScreen({
      as_of: '2026-11-28',
      total: 1,
      data: [P_VINTAGE],
    });
    expect(
      await screen.findByText('Overdue balances as of the start of 28 Nov 2026'),
    ).toBeVisible();
    const map = await screen.findByRole('region', { name: 'Customers with overdue balances' });
    await userEvent.click(within(map).getByRole('tab', { name: 'Table' }));
    await userEvent.click(within(map).getByRole('link', { name: 'Overdue loans of P Vintage' }));
    expect(
      await screen.findByText(`Loans list ?overdue_more_than=0&customer_id=${customerId}`),
    ).toBeVisible();
  });

  it('says how many overdue customers the table leaves to the map', async () => {
    renderScreen({
      as_of: '2026-11-28',
      total: 1_500,
      data: [P_VINTAGE],
    });
    expect(
      await screen.findByText(
        'The table lists the 1 largest of 1,500 overdue customers; the map shows all of them',
      ),
    ).toBeVisible();
  });

  it('says the overdue map is live while the start-of-day figures are not ready', async () => {
    renderScreen();
    expect(
      await screen.findByText(
        'Overdue balances right now (the start-of-day figures are not ready yet)',
      ),
    ).toBeVisible();
  });

  it('asks every series again for another period', async () => {
    const { spy } = renderScreen();
    await screen.findByRole('region', { name: 'Disbursements and collections' });
    await userEvent.click(screen.getByRole('radio', { name: '12 months' }));
    await vi.waitFor(() =>
      expect(spy.mock.calls.map(([url]) => String(url))).toContain(
        '/api/v1/analytics/trends?months=12',
      ),
    );
  });
});
