import type { ReportExport } from '@lendline/core';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { LongExportStatus } from './long-export-status';

configure({ asyncUtilTimeout: 3_000 });

const ID = 'e0000000-0000-4000-8000-000000000001';
const job = (overrides: Partial<ReportExport>): ReportExport => ({
  id: ID,
  organization_id: 'd0000000-0000-4000-8000-000000000001',
  report_key: 'repayment_register',
  format: 'pdf',
  status: 'failed',
  total_rows: 9000,
  rows_written: 0,
  file_name: 'repayment_register-2026-11-28.pdf',
  created_at: '2026-11-28T02:00:00.000Z',
  completed_at: '2026-11-28T02:10:00.000Z',
  failure: 'interrupted',
  ...overrides,
});

describe('LongExportStatus', () => {
  it('says why an interrupted export failed and starts it again in its format', async () => {
    mockFetch({ [`GET /api/v1/reports/exports/${ID}`]: { body: job({}) } });
    const startAgain = vi.fn();
    const { container } = renderWithProviders(
      <LongExportStatus id={ID} onStartAgain={startAgain} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The PDF export failed');
    expect(alert).toHaveTextContent('The server writing it stopped before it finished.');
    await userEvent.click(screen.getByRole('button', { name: 'Start the PDF export again' }));
    expect(startAgain).toHaveBeenCalledWith('pdf');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('names the time limit for a timed-out export, and no reason for another error', async () => {
    mockFetch({ [`GET /api/v1/reports/exports/${ID}`]: { body: job({ failure: 'timed_out' }) } });
    const view = renderWithProviders(<LongExportStatus id={ID} onStartAgain={() => {}} />);
    expect(await screen.findByText('It ran longer than the time limit.')).toBeInTheDocument();
    view.unmount();
    mockFetch({ [`GET /api/v1/reports/exports/${ID}`]: { body: job({ failure: 'error' }) } });
    renderWithProviders(<LongExportStatus id={ID} onStartAgain={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF export failed');
    expect(screen.queryByText('It ran longer than the time limit.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the PDF export again' })).toBeInTheDocument();
  });
});
