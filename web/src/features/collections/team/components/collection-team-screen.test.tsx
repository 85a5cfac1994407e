import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { cashRow, callsTo, onTheTestDay, renderTeamScreen } from '../testing/render-team-screen';
import { TODAY } from '../testing/team-fixtures';

configure({ asyncUtilTimeout: 3_000 });
onTheTestDay();

describe('CollectionTeamScreen: cash in hand', { timeout: 20_000 }, () => {
  it("lists each collector's cash of today: collected, handed over, and the variance in words", async () => {
    const { spy } = renderTeamScreen();
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
    expect(callsTo(spy, '/api/v1/collections/cash')[0]!.searchParams.get('date')).toBe(TODAY);
  });

  it('adds the day up in cards: collected, handed over, variance and days closed', async () => {
    renderTeamScreen();
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
    const { spy } = renderTeamScreen();
    await cashRow('Mahesh Gaikwad');
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue(TODAY);
    expect(date).toHaveAttribute('min', '2026-11-20');
    expect(date).toHaveAttribute('max', TODAY);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-24');
    await waitFor(() =>
      expect(callsTo(spy, '/api/v1/collections/cash').at(-1)!.searchParams.get('date')).toBe(
        '2026-11-24',
      ),
    );
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-01');
    expect(await screen.findByText('Choose today or a day up to 7 days back')).toBeVisible();
    expect(callsTo(spy, '/api/v1/collections/cash').at(-1)!.searchParams.get('date')).toBe(
      '2026-11-24',
    );
  });

  it('offers Record Handover and Close Day to a manager, disabled once the day is closed', async () => {
    renderTeamScreen(['manager']);
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
    renderTeamScreen(['collection_agent']);
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
    renderTeamScreen(['manager']);
    await cashRow('Mahesh Gaikwad');
    expect(screen.queryByRole('region', { name: 'My Collection Sheet' })).toBeNull();
  });

  it('says why the cash could not be read, and tries again', async () => {
    const { spy } = renderTeamScreen(['manager'], {
      'GET /api/v1/collections/cash': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Access denied' } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading cash in hand: Access denied')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(spy, '/api/v1/collections/cash')).toHaveLength(2));
  });

  it('shows each collector as a card with its actions on a 390 px phone', async () => {
    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      // A 390 px screen: every max-width query holds.
      matches: query.includes('max-width'),
    }));
    const { container } = renderTeamScreen(['manager']);
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
    const { container } = renderTeamScreen(['collection_agent']);
    await cashRow('Mahesh Gaikwad');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
