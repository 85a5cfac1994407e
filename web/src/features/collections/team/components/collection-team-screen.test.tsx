import type { Role } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildPromise, CASH, MAHESH, PERFORMANCE, POOJA, TODAY } from '../testing/team-fixtures';
import { CollectionTeamScreen } from './collection-team-screen';

configure({ asyncUtilTimeout: 3_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
});
afterEach(() => vi.useRealTimers());

function renderScreen(roles: Role[] = ['manager'], extra: Record<string, MockResponse> = {}) {
  const spy = mockFetch({
    'GET /api/v1/collections/cash': { body: CASH },
    'GET /api/v1/collections/promise-performance': { body: PERFORMANCE },
    'GET /api/v1/collections/promises': ({ url }) => ({
      body: {
        data: [buildPromise({ status: (url.searchParams.get('status') as never) ?? 'broken' })],
        page: 1,
        page_size: 10,
        total: 1,
      },
    }),
    ...extra,
  });
  const view = renderWithProviders(<CollectionTeamScreen roles={roles} />, {
    path: '/collection-team',
  });
  return { spy, ...view };
}

const calls = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

async function cashRow(name: string) {
  const table = await screen.findByRole('table', { name: 'Cash in Hand' });
  return (await within(table).findByText(name)).closest('tr')!;
}

describe('CollectionTeamScreen: cash in hand', { timeout: 20_000 }, () => {
  it("lists each collector's cash of today: collected, handed over, and the variance in words", async () => {
    const { spy } = renderScreen();
    const mahesh = await cashRow('Mahesh Gaikwad');
    expect(within(mahesh).getByText('₹1,500.00')).toBeVisible();
    expect(within(mahesh).getByText('3 cash payments')).toBeVisible();
    expect(within(mahesh).getByText('₹1,000.00')).toBeVisible();
    expect(within(mahesh).getByText('1 handover')).toBeVisible();
    expect(within(mahesh).getByText('Short ₹500.00')).toBeVisible();
    expect(within(mahesh).getByText('Open')).toBeVisible();
    const pooja = await cashRow('Pooja Shinde');
    expect(within(pooja).getByText('Over ₹20.50')).toBeVisible();
    expect(within(pooja).getByText('Closed')).toBeVisible();
    expect(within(pooja).getByText(/By Meera Manager/)).toBeVisible();
    expect(within(await cashRow('Ravi Patil')).getByText('Balanced')).toBeVisible();
    expect(calls(spy, '/api/v1/collections/cash')[0]!.searchParams.get('date')).toBe(TODAY);
  });

  it('adds the day up in cards: collected, handed over, variance and days closed', async () => {
    renderScreen();
    const card = (label: string) => screen.getByRole('group', { name: label });
    await waitFor(() =>
      expect(within(card('Cash Collected')).getByText('₹3,500.00')).toBeVisible(),
    );
    expect(within(card('Cash Collected')).getByText('7 cash payments')).toBeVisible();
    expect(within(card('Handed Over')).getByText('₹3,020.50')).toBeVisible();
    expect(within(card('Handed Over')).getByText('3 handovers')).toBeVisible();
    expect(within(card('Variance')).getByText('Short ₹479.50')).toBeVisible();
    expect(within(card('Days Closed')).getByText('1 of 3')).toBeVisible();
  });

  it('reads another day up to 7 days back, and refuses one further back', async () => {
    const { spy } = renderScreen();
    await cashRow('Mahesh Gaikwad');
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue(TODAY);
    expect(date).toHaveAttribute('min', '2026-11-20');
    expect(date).toHaveAttribute('max', TODAY);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-24');
    await waitFor(() =>
      expect(calls(spy, '/api/v1/collections/cash').at(-1)!.searchParams.get('date')).toBe(
        '2026-11-24',
      ),
    );
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-01');
    expect(await screen.findByText('Choose today or a day up to 7 days back')).toBeVisible();
    expect(calls(spy, '/api/v1/collections/cash').at(-1)!.searchParams.get('date')).toBe(
      '2026-11-24',
    );
  });

  it('offers Record Handover and Close Day to a manager, disabled once the day is closed', async () => {
    renderScreen(['manager']);
    const mahesh = await cashRow('Mahesh Gaikwad');
    expect(
      within(mahesh).getByRole('button', { name: 'Record handover for Mahesh Gaikwad' }),
    ).toBeEnabled();
    expect(
      within(mahesh).getByRole('button', { name: 'Close day for Mahesh Gaikwad' }),
    ).toBeEnabled();
    const pooja = await cashRow('Pooja Shinde');
    expect(
      within(pooja).getByRole('button', { name: 'Record handover for Pooja Shinde' }),
    ).toBeDisabled();
    expect(
      within(pooja).getByRole('button', { name: 'Close day for Pooja Shinde' }),
    ).toBeDisabled();

    await userEvent.click(
      within(mahesh).getByRole('button', { name: 'Record handover for Mahesh Gaikwad' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Record Handover · Mahesh Gaikwad' }),
    ).toBeInTheDocument();
  });

  it('shows an agent the same figures read-only, with their own sheet one click away', async () => {
    renderScreen(['collection_agent']);
    const mahesh = await cashRow('Mahesh Gaikwad');
    expect(within(mahesh).getByText('Short ₹500.00')).toBeVisible();
    expect(within(mahesh).queryByRole('button', { name: /Record handover/ })).toBeNull();
    expect(within(mahesh).queryByRole('button', { name: /Close day/ })).toBeNull();
    const own = screen.getByRole('region', { name: 'My Collection Sheet' });
    expect(within(own).getByRole('button', { name: 'Download CSV' })).toBeVisible();
    expect(within(own).getByRole('link', { name: 'Print sheet' })).toHaveAttribute(
      'href',
      `/collection-team/sheet?date=${TODAY}`,
    );
  });

  it('offers no own sheet to a manager', async () => {
    renderScreen(['manager']);
    await cashRow('Mahesh Gaikwad');
    expect(screen.queryByRole('region', { name: 'My Collection Sheet' })).toBeNull();
  });

  it('says why the cash could not be read, and tries again', async () => {
    const { spy } = renderScreen(['manager'], {
      'GET /api/v1/collections/cash': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Access denied' } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading cash in hand: Access denied')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls(spy, '/api/v1/collections/cash')).toHaveLength(2));
  });

  it('shows each collector as a card with its actions on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      // A 390 px screen: every max-width query holds.
      matches: query.includes('max-width'),
    }));
    const { container } = renderScreen(['manager']);
    const cards = await screen.findByRole('list', { name: 'Cash in Hand' });
    const card = (await within(cards).findAllByText('Mahesh Gaikwad'))[0]!.closest('li')!;
    expect(within(card).getByText('Short ₹500.00')).toBeVisible();
    expect(
      within(card).getByRole('button', { name: 'Record handover for Mahesh Gaikwad' }),
    ).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Download PDF for Mahesh Gaikwad' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderScreen(['collection_agent']);
    await cashRow('Mahesh Gaikwad');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});

describe('CollectionTeamScreen: collection sheets', { timeout: 20_000 }, () => {
  // jsdom has no object URLs and would try to follow a clicked link: both are stood in for.
  function stubSaving() {
    const created = vi.fn((_blob: Blob) => 'blob:sheet');
    for (const [name, value] of [
      ['createObjectURL', created],
      ['revokeObjectURL', vi.fn()],
    ] as const) {
      Object.defineProperty(URL, name, { value, configurable: true, writable: true });
    }
    const savedAs: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedAs.push(this.download);
    });
    return { created, clicked, savedAs };
  }
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("downloads a collector's sheet of the day as CSV and as PDF with the session cookie", async () => {
    const { created, clicked, savedAs } = stubSaving();
    const { spy } = renderScreen(['manager'], {
      'GET /api/v1/collections/sheet': { body: 'Collector,Customer' },
    });
    const mahesh = await cashRow('Mahesh Gaikwad');
    await userEvent.click(
      within(mahesh).getByRole('button', { name: 'Download CSV for Mahesh Gaikwad' }),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const [csv] = calls(spy, '/api/v1/collections/sheet');
    expect(Object.fromEntries(csv!.searchParams)).toEqual({
      collector_id: MAHESH,
      date: TODAY,
      format: 'csv',
    });
    expect(clicked).toHaveBeenCalledTimes(1);
    // The server names the file (Content-Disposition); without a name, the day's.
    expect(savedAs).toEqual([`collection-sheet-${TODAY}.csv`]);
    const download = spy.mock.calls.find(([input]) => String(input).includes('/sheet'))!;
    expect(download[1]?.credentials).toBe('same-origin');

    await userEvent.click(
      within(await cashRow('Pooja Shinde')).getByRole('button', {
        name: 'Download PDF for Pooja Shinde',
      }),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    expect(Object.fromEntries(calls(spy, '/api/v1/collections/sheet')[1]!.searchParams)).toEqual({
      collector_id: POOJA,
      date: TODAY,
      format: 'pdf',
    });
  });

  it("downloads an agent's own sheet without naming a collector", async () => {
    const { created } = stubSaving();
    const { spy } = renderScreen(['collection_agent'], {
      'GET /api/v1/collections/sheet': { body: 'pdf' },
    });
    const own = await screen.findByRole('region', { name: 'My Collection Sheet' });
    await userEvent.click(within(own).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(calls(spy, '/api/v1/collections/sheet')[0]!.searchParams)).toEqual({
      date: TODAY,
      format: 'pdf',
    });
  });

  it("says 'Download Failed' with the server's reason", async () => {
    const { created } = stubSaving();
    renderScreen(['manager'], {
      'GET /api/v1/collections/sheet': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Collector not found' } },
      },
    });
    const mahesh = await cashRow('Mahesh Gaikwad');
    await userEvent.click(
      within(mahesh).getByRole('button', { name: 'Download CSV for Mahesh Gaikwad' }),
    );
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Collector not found')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });

  it("links each collector's print page for the day chosen", async () => {
    renderScreen(['manager']);
    const pooja = await cashRow('Pooja Shinde');
    expect(
      within(pooja).getByRole('link', { name: 'Print sheet for Pooja Shinde' }),
    ).toHaveAttribute('href', `/collection-team/sheet?collector_id=${POOJA}&date=${TODAY}`);
  });
});

describe('CollectionTeamScreen: promises', { timeout: 20_000 }, () => {
  it('shows the kept rate per collector over the last 30 days', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Promises' }));
    const table = await screen.findByRole('table', { name: 'Promise Performance' });
    const mahesh = (await within(table).findByText('Mahesh Gaikwad')).closest('tr')!;
    expect(within(mahesh).getByText('66.67%')).toBeVisible();
    const cells = within(mahesh)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Mahesh Gaikwad', '5', '2', '1', '1', '1', '66.67%']);
    const unassigned = within(table).getByText('Unassigned').closest('tr')!;
    expect(within(unassigned).getByText('—')).toBeVisible();
    expect(screen.getByText(/Promises due 28 Oct 2026 – 27 Nov 2026/)).toBeVisible();
  });

  it('lists the promises and filters them by status on the server', async () => {
    const { spy } = renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Promises' }));
    const list = await screen.findByRole('table', { name: 'Promises to Pay' });
    const row = (await within(list).findByText('Priya Sharma')).closest('tr')!;
    expect(within(row).getByText('LN-2026-0001')).toBeVisible();
    expect(within(row).getByText('₹600.00')).toBeVisible();
    expect(within(row).getByText('Broken')).toBeVisible();
    expect(calls(spy, '/api/v1/collections/promises')[0]!.searchParams.get('page_size')).toBe('10');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kept', hidden: true }));
    await waitFor(() =>
      expect(calls(spy, '/api/v1/collections/promises').at(-1)!.searchParams.get('status')).toBe(
        'kept',
      ),
    );
    expect(await within(list).findByText('Kept')).toBeVisible();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Promises' }));
    await screen.findByText('Priya Sharma');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
