import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { callsTo, onTheTestDay, renderTeamScreen } from '../testing/render-team-screen';

configure({ asyncUtilTimeout: 3_000 });
onTheTestDay();

describe('The Promises tab of the Collection Team screen', { timeout: 20_000 }, () => {
  it('shows the kept rate per collector over the last 30 days', async () => {
    renderTeamScreen();
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
    const { spy } = renderTeamScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Promises' }));
    const list = await screen.findByRole('table', { name: 'Promises to Pay' });
    const row = (await within(list).findByText('Priya Sharma')).closest('tr')!;
    expect(within(row).getByText('LN-2026-0001')).toBeVisible();
    expect(within(row).getByText('₹600.00')).toBeVisible();
    expect(within(row).getByText('Broken')).toBeVisible();
    expect(callsTo(spy, '/api/v1/collections/promises')[0]!.searchParams.get('page_size')).toBe(
      '10',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kept', hidden: true }));
    await waitFor(() =>
      expect(callsTo(spy, '/api/v1/collections/promises').at(-1)!.searchParams.get('status')).toBe(
        'kept',
      ),
    );
    expect(await within(list).findByText('Kept')).toBeVisible();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderTeamScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Promises' }));
    await screen.findByText('Priya Sharma');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
