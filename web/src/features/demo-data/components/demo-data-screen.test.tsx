import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { DEMO_DATA_ORGANIZATION_ID, demoDataRun } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { DemoDataScreen } from './demo-data-screen';

configure({ asyncUtilTimeout: 4_000 });

const BEACON = DEMO_DATA_ORGANIZATION_ID;
const ORGANIZATIONS = {
  data: [{ id: BEACON, name: 'Beacon Lending' }],
  page: 1,
  page_size: 100,
  total: 1,
};

const run = demoDataRun;

async function chooseBeacon() {
  const select = await screen.findByRole('combobox', { name: /^Organization/ });
  await userEvent.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await userEvent.click(
    await within(list).findByRole('option', { name: 'Beacon Lending', hidden: true }),
  );
}

describe('DemoDataScreen', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('starts a generation of the chosen size, shows its progress, then the counts', async () => {
    // Between polls the events stream moves the bar (app/demo-data-route.test.tsx); here there
    // is none, and the fallback poll every 10 s brings the end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The status answers, one per read: none yet, running, done.
    const answers = [
      { run: null },
      { run: run({ status: 'running', step: 'loans', percent: 10 }) },
      {
        run: run({
          status: 'done',
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
        }),
      },
    ];
    let polls = 0;
    const fetch = mockFetch({
      'GET /api/v1/organizations': { body: ORGANIZATIONS },
      [`GET /api/v1/organizations/${BEACON}/demo-data`]: () => ({
        body: answers[Math.min(polls++, answers.length - 1)],
      }),
      [`POST /api/v1/organizations/${BEACON}/demo-data`]: { status: 202, body: run({}) },
    });
    const { container } = renderWithProviders(<DemoDataScreen />);
    await chooseBeacon();
    const customers = screen.getByRole('textbox', { name: /^Customers/ });
    await userEvent.clear(customers);
    await userEvent.type(customers, '300');
    const months = screen.getByRole('textbox', { name: /^Months of history/ });
    await userEvent.clear(months);
    await userEvent.type(months, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ customers: 300, months: 4 });
    expect(
      await screen.findByText(
        'Writing loans, payments and the journal: 10%',
        {},
        { timeout: 4_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(await seriousViolationsIn(container)).toEqual([]);

    const reads = polls;
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(polls).toBe(reads);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText('Generated', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByText('450')).toBeInTheDocument();
    expect(screen.getByText('2,400')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('names a generation a restart interrupted', async () => {
    mockFetch({
      'GET /api/v1/organizations': { body: ORGANIZATIONS },
      [`GET /api/v1/organizations/${BEACON}/demo-data`]: {
        body: { run: run({ status: 'failed', error: 'interrupted' }) },
      },
    });
    renderWithProviders(<DemoDataScreen />);
    await chooseBeacon();
    expect(
      await screen.findByText(
        'The generation stopped when the server restarted. Generate again to start a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('shows why a generation failed, and a refused start', async () => {
    mockFetch({
      'GET /api/v1/organizations': { body: ORGANIZATIONS },
      [`GET /api/v1/organizations/${BEACON}/demo-data`]: {
        body: { run: run({ status: 'failed', error: 'The ledger is off' }) },
      },
      [`POST /api/v1/organizations/${BEACON}/demo-data`]: {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'A demo data generation is already running for this organization.',
          },
        },
      },
    });
    renderWithProviders(<DemoDataScreen />);
    await chooseBeacon();
    expect(await screen.findByText('The generation failed: The ledger is off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByText(/already running for this organization/)).toBeInTheDocument(),
    );
  });
});
