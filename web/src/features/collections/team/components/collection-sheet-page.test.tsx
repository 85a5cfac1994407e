import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildSheetRow, MAHESH, POOJA, SHEET } from '../testing/team-fixtures';
import { CollectionSheetPage } from './collection-sheet-page';

configure({ asyncUtilTimeout: 3_000 });

function renderPage(address: string, answer: MockResponse = { body: SHEET }) {
  const spy = mockFetch({ 'GET /api/v1/collections/sheet': answer });
  const view = renderWithProviders(<CollectionSheetPage organizationName="Acme Head Office" />, {
    path: '/collection-team/sheet',
    initialEntry: address,
  });
  const asked = () =>
    spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
  return { spy, asked, ...view };
}

describe('CollectionSheetPage', { timeout: 20_000 }, () => {
  it("prints a collector's sheet: the organization, collector, day, each stop and the totals", async () => {
    const { asked } = renderPage(`/collection-team/sheet?collector_id=${MAHESH}&date=2026-11-27`);
    const table = await screen.findByRole('table', { name: 'Daily collection sheet' });
    expect(Object.fromEntries(asked()[0]!)).toEqual({
      collector_id: MAHESH,
      date: '2026-11-27',
      format: 'json',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Daily collection sheet' })).toBeVisible();
    expect(screen.getByText('Organization:').parentElement).toHaveTextContent(
      'Organization: Acme Microfinance',
    );
    expect(screen.getByText('Collector:').parentElement).toHaveTextContent(
      'Collector: Mahesh Gaikwad',
    );
    expect(screen.getByText('Date:').parentElement).toHaveTextContent('Date: 27 Nov 2026');
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'No.',
      'Customer',
      'Phone',
      'Address',
      'Loan number',
      'Amount due',
      'Collected',
      'Status',
    ]);
    const first = within(table).getByText('Priya Sharma').closest('tr')!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Priya Sharma',
      '+919876543210',
      '12 Market Road, Pune',
      'LN-2026-0001',
      '₹300.00',
      '₹100.00',
      'Partial',
    ]);
    const second = within(table).getByText('Sunita Kale').closest('tr')!;
    expect(within(second).getByText('Overdue')).toBeVisible();
    const totals = within(table).getByRole('rowheader').closest('tr')!;
    expect(totals).toHaveTextContent('Total · 2 stops');
    expect(totals).toHaveTextContent('₹750.50');
    expect(totals).toHaveTextContent('₹100.00');
  });

  it('adds a Collector column when the sheet holds several collectors', async () => {
    renderPage('/collection-team/sheet?date=2026-11-27', {
      body: {
        ...SHEET,
        data: [
          buildSheetRow(),
          buildSheetRow({
            collector_id: POOJA,
            collector_name: 'Pooja Shinde',
            loan_number: 'LN-2026-0009',
          }),
          buildSheetRow({ collector_id: null, collector_name: null, loan_number: 'LN-2026-0010' }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Daily collection sheet' });
    expect(screen.getByText('Collector:').parentElement).toHaveTextContent(
      'Collector: All collectors',
    );
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Collector');
    expect(within(table).getByText('Pooja Shinde')).toBeVisible();
    expect(within(table).getByText('Unassigned')).toBeVisible();
  });

  it("asks for the user's own sheet when the address names no collector, and leaves out a malformed one", async () => {
    const { asked } = renderPage('/collection-team/sheet?collector_id=nobody&date=27-11-2026');
    await screen.findByRole('table', { name: 'Daily collection sheet' });
    expect(Object.fromEntries(asked()[0]!)).toEqual({ format: 'json' });
  });

  it("says so when there is nothing to collect, with the session's organization", async () => {
    renderPage('/collection-team/sheet?date=2026-11-27', {
      body: {
        date: '2026-11-27',
        data: [],
        totals: { stops: 0, due_amount: 0, collected_amount: 0 },
      },
    });
    expect(await screen.findByText('No collections for this day')).toBeVisible();
    expect(screen.getByText('Organization:').parentElement).toHaveTextContent(
      'Organization: Acme Head Office',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('prints with the Print button, and links back to the Collection Team', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(`/collection-team/sheet?collector_id=${MAHESH}&date=2026-11-27`);
    await screen.findByRole('table', { name: 'Daily collection sheet' });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to Collection Team' })).toHaveAttribute(
      'href',
      '/collection-team',
    );
  });

  it('says why the sheet could not be read, and tries again', async () => {
    const { spy } = renderPage('/collection-team/sheet', {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'Access denied' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the collection sheet: Access denied');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderPage(`/collection-team/sheet?collector_id=${MAHESH}`);
    await screen.findByRole('table', { name: 'Daily collection sheet' });
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
