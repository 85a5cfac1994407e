import type { DemoDataProgress, DemoDataRun } from '@lendline/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeEvents } from '@/features/realtime/hooks/use-realtime-events';
import { FakeEventSource } from '@/testing/fake-event-source';
import { DEMO_DATA_ORGANIZATION_ID, demoDataRun } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import DemoDataRoute from './routes/demo-data';

configure({ asyncUtilTimeout: 4_000 });

/**
 * /demo-data as the signed-in layout wires it: the screen, and the events stream the layout
 * opens, which pushes the run's progress (decision 0087) so the bar moves between the 10 s
 * fallback polls.
 */
const BEACON = DEMO_DATA_ORGANIZATION_ID;
const RUN = demoDataRun({ status: 'running', percent: 10, step: 'loans' });

function DemoDataWithEvents() {
  useRealtimeEvents();
  return <DemoDataRoute />;
}

const pushProgress = (progress: Partial<DemoDataProgress>) =>
  act(() =>
    FakeEventSource.instances[0]!.emit('demo_data.progress', {
      type: 'demo_data.progress',
      organization_id: BEACON,
      demo_data_run: { id: RUN.id, status: 'running', step: 'loans', percent: 10, ...progress },
    }),
  );

const progressValue = () =>
  Number(
    screen.getByRole('progressbar', { name: 'Generation progress' }).getAttribute('aria-valuenow'),
  );

describe('/demo-data with the events stream', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("moves the progress bar with the run's pushed progress, then shows the counts", async () => {
    let answer: { run: DemoDataRun } = { run: RUN };
    const fetch = mockFetch({
      'GET /api/v1/organizations': {
        body: { data: [{ id: BEACON, name: 'Beacon Lending' }], page: 1, page_size: 100, total: 1 },
      },
      [`GET /api/v1/organizations/${BEACON}/demo-data`]: () => ({ body: answer }),
    });
    const statusReads = () =>
      fetch.mock.calls.filter(([url]) => String(url).endsWith('/demo-data')).length;
    renderWithProviders(<DemoDataWithEvents />);
    const select = await screen.findByRole('combobox', { name: /^Organization/ });
    await userEvent.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(select.getAttribute('aria-controls')!)!;
    await userEvent.click(
      await within(list).findByRole('option', { name: 'Beacon Lending', hidden: true }),
    );
    expect(
      await screen.findByText('Writing loans, payments and the journal: 10%'),
    ).toBeInTheDocument();
    expect(progressValue()).toBe(10);
    expect(statusReads()).toBe(1);

    pushProgress({ step: 'field_work', percent: 70 });
    expect(await screen.findByText('Writing visits and promises: 70%')).toBeInTheDocument();
    expect(progressValue()).toBe(70);
    pushProgress({ step: 'snapshots', percent: 80 });
    await waitFor(() => expect(progressValue()).toBe(80));
    // The bar moved on the events alone.
    expect(statusReads()).toBe(1);

    answer = {
      run: {
        ...RUN,
        status: 'done',
        step: null,
        percent: 100,
        counts: {
          customers: 300,
          loans: 450,
          payments: 2_400,
          journal_entries: 2_800,
          promises: 40,
          visits: 120,
          snapshots: 120,
        },
        finished_at: '2026-11-28T03:02:00.000Z',
      },
    };
    pushProgress({ status: 'done', step: null, percent: 100 });
    expect(await screen.findByText('Generated')).toBeInTheDocument();
    expect(screen.getByText('2,400')).toBeInTheDocument();
    expect(statusReads()).toBe(2);
  });
});
