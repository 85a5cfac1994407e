import type { ReportCatalogue, ReportPreview } from '@lendline/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ReportsScreen } from './reports-screen';

configure({ asyncUtilTimeout: 3_000 });

const ORGANIZATION = 'd0000000-0000-4000-8000-000000000001';

const catalogue = (exportable: boolean): ReportCatalogue => ({
  reports: [
    {
      key: 'repayment_register',
      name: 'Repayment register',
      filters: ['date_range', 'organization', 'loan_officer', 'collector', 'status'],
      statuses: ['pending', 'completed', 'failed'],
      columns: [
        { key: 'payment_date', type: 'date', coded: false },
        { key: 'loan_number', type: 'text', coded: false },
        { key: 'amount', type: 'money', coded: false },
        { key: 'status', type: 'text', coded: true },
      ],
      exportable,
    },
  ],
});

const PREVIEW: ReportPreview = {
  key: 'repayment_register',
  columns: catalogue(true).reports[0]!.columns,
  data: [
    {
      organization_id: ORGANIZATION,
      payment_date: '2026-11-20',
      loan_number: 'LN-2026-000101',
      amount: 1250.5,
      status: 'completed',
    },
  ],
  page: 1,
  page_size: 25,
  total: 1,
  currency: 'INR',
};

function mockReports(exportable: boolean) {
  return mockFetch({
    'GET /api/v1/reports': { body: catalogue(exportable) },
    'GET /api/v1/reports/repayment_register': { body: PREVIEW },
    'GET /api/v1/organizations': { body: { data: [], page: 1, page_size: 100, total: 0 } },
    'GET /api/v1/reports/schedules': { body: { data: [], page: 1, page_size: 25, total: 0 } },
    'GET /api/v1/collectors': { body: { data: [], page: 1, page_size: 100, total: 0 } },
  });
}

const subject = (roles: ('manager' | 'loan_officer')[]) => ({
  roles,
  organizationIds: [ORGANIZATION],
  grantedPermissions: [],
});

describe('ReportsScreen', { timeout: 15_000 }, () => {
  it('previews the report with money in the currency and codes in words, with its export buttons', async () => {
    const fetch = mockReports(true);
    renderWithProviders(<ReportsScreen subject={subject(['manager'])} />);
    const table = await screen.findByRole('table', { name: 'Preview' });
    expect(await within(table).findByText('LN-2026-000101')).toBeInTheDocument();
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(within(table).getByText(/1,250\.50/)).toBeInTheDocument();
    for (const name of ['Export CSV', 'Export Excel', 'Export PDF']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    const asked = fetch.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('from=2026-11-01'))).toBe(true);
  });

  it('shows no export buttons and no schedule form without the export permission', async () => {
    mockReports(false);
    renderWithProviders(<ReportsScreen subject={subject(['manager'])} />);
    await screen.findByRole('table', { name: 'Preview' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule report' })).not.toBeInTheDocument();
  });
});
