import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashRow, callsTo, onTheTestDay, renderTeamScreen } from '../testing/render-team-screen';
import { MAHESH, POOJA, TODAY } from '../testing/team-fixtures';

configure({ asyncUtilTimeout: 3_000 });
onTheTestDay();

describe('Collection sheets on the Collection Team screen', { timeout: 20_000 }, () => {
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
    const { spy } = renderTeamScreen(['manager'], {
      'GET /api/v1/collections/sheet': { body: 'Collector,Customer' },
    });
    const mahesh = await cashRow('Mahesh Gaikwad');
    await userEvent.click(
      within(mahesh).getByRole('button', { name: 'Download CSV for Mahesh Gaikwad' }),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const [csv] = callsTo(spy, '/api/v1/collections/sheet');
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
    expect(Object.fromEntries(callsTo(spy, '/api/v1/collections/sheet')[1]!.searchParams)).toEqual({
      collector_id: POOJA,
      date: TODAY,
      format: 'pdf',
    });
  });

  it("downloads an agent's own sheet without naming a collector", async () => {
    const { created } = stubSaving();
    const { spy } = renderTeamScreen(['collection_agent'], {
      'GET /api/v1/collections/sheet': { body: 'pdf' },
    });
    const own = await screen.findByRole('region', { name: 'My Collection Sheet' });
    await userEvent.click(within(own).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(callsTo(spy, '/api/v1/collections/sheet')[0]!.searchParams)).toEqual({
      date: TODAY,
      format: 'pdf',
    });
  });

  it("says 'Download Failed' with the server's reason", async () => {
    const { created } = stubSaving();
    renderTeamScreen(['manager'], {
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
    renderTeamScreen(['manager']);
    const pooja = await cashRow('Pooja Shinde');
    expect(
      within(pooja).getByRole('link', { name: 'Print sheet for Pooja Shinde' }),
    ).toHaveAttribute('href', `/collection-team/sheet?collector_id=${POOJA}&date=${TODAY}`);
  });
});
