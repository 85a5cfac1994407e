import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { fieldRefusal } from '@/testing/api-answers';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildCash, MAHESH, TODAY } from '../testing/team-fixtures';
import { CloseDayDialog } from './close-day-dialog';
import { HandoverDialog } from './handover-dialog';

configure({ asyncUtilTimeout: 3_000 });

// 1,500 collected, 1,000 handed over: 500 still in hand, 500 short.
const CASH = buildCash();
const HANDOVER = 'POST /api/v1/collections/handovers';
const CLOSE = 'POST /api/v1/collections/cash/close';

function answering(path: string, answer: MockResponse) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    [path]: ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
  return { sent, spy };
}

const keyOf = (spy: ReturnType<typeof mockFetch>, call: number) =>
  (spy.mock.calls[call]![1]!.headers as Record<string, string>)['Idempotency-Key'];
const amountBox = () => screen.findByRole('textbox', { name: /Amount Handed Over/ });
const recordButton = () => screen.getByRole('button', { name: 'Record Handover' });

describe('HandoverDialog', { timeout: 20_000 }, () => {
  const recorded = { status: 201, body: { message: 'Handover of ₹500.00 recorded' } };

  it('offers the cash still in hand and shows the day so far', async () => {
    answering(HANDOVER, recorded);
    renderWithProviders(<HandoverDialog cash={CASH} date={TODAY} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record Handover · Mahesh Gaikwad' });
    expect(await amountBox()).toHaveValue('500');
    expect(within(dialog).getByText('₹500.00 still in hand')).toBeVisible();
    expect(within(dialog).getByText('In Hand').nextElementSibling).toHaveTextContent('₹500.00');
    expect(within(dialog).getByText('Cash Collected').nextElementSibling).toHaveTextContent(
      '₹1,500.00',
    );
  });

  it('leaves the amount empty when nothing is in hand, and Record Handover disabled until one is typed', async () => {
    answering(HANDOVER, recorded);
    const settled = buildCash({ handed_over: { amount: 1500, count: 2 }, variance: 0 });
    renderWithProviders(<HandoverDialog cash={settled} date={TODAY} onClose={() => {}} />);
    expect(await amountBox()).toHaveValue('');
    expect(recordButton()).toBeDisabled();
    await userEvent.type(await amountBox(), '10');
    expect(recordButton()).toBeEnabled();
  });

  it('sends the collector, amount, note and day with an Idempotency-Key, then says what the server said', async () => {
    const { sent, spy } = answering(HANDOVER, recorded);
    renderWithProviders(<HandoverDialog cash={CASH} date="2026-11-25" onClose={() => {}} />);
    const amount = await amountBox();
    await userEvent.clear(amount);
    await userEvent.type(amount, '450.75');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), ' Counted at the branch ');
    await userEvent.click(recordButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      collector_id: MAHESH,
      amount: 450.75,
      note: 'Counted at the branch',
      date: '2026-11-25',
    });
    expect(keyOf(spy, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Handover Recorded')).toBeInTheDocument();
    expect(screen.getByText('Handover of ₹500.00 recorded')).toBeInTheDocument();
  });

  it("shows the server's refusal and resends with the same key", async () => {
    const { spy } = answering(HANDOVER, {
      status: 422,
      body: {
        error: {
          code: 'BUSINESS_RULE',
          message: "This collector's day is closed; no more handovers can be recorded for it",
        },
      },
    });
    renderWithProviders(<HandoverDialog cash={CASH} date={TODAY} onClose={() => {}} />);
    await amountBox();
    await userEvent.click(recordButton());
    expect(
      await screen.findByText(
        "This collector's day is closed; no more handovers can be recorded for it",
      ),
    ).toBeInTheDocument();
    await userEvent.click(recordButton());
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(keyOf(spy, 1)).toBe(keyOf(spy, 0));
  });

  it("puts the server's field error on its field", async () => {
    answering(HANDOVER, fieldRefusal('amount', 'Amount must be greater than 0'));
    renderWithProviders(<HandoverDialog cash={CASH} date={TODAY} onClose={() => {}} />);
    await amountBox();
    await userEvent.click(recordButton());
    expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
  });

  it('uses a new Idempotency-Key for each opening', async () => {
    const { spy } = answering(HANDOVER, recorded);
    function Reopening() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open
          </button>
          <HandoverDialog
            cash={opened ? CASH : null}
            date={TODAY}
            onClose={() => setOpened(false)}
          />
        </>
      );
    }
    renderWithProviders(<Reopening />);
    await amountBox();
    await userEvent.click(recordButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await amountBox();
    await userEvent.click(recordButton());
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(keyOf(spy, 1)).not.toBe(keyOf(spy, 0));
  });

  it('has no serious accessibility violations', async () => {
    answering(HANDOVER, recorded);
    renderWithProviders(<HandoverDialog cash={CASH} date={TODAY} onClose={() => {}} />);
    expect(await seriousViolationsIn(await screen.findByRole('dialog'))).toEqual([]);
  });
});

describe('CloseDayDialog', { timeout: 20_000 }, () => {
  const closed = { status: 201, body: { message: 'Day closed for Mahesh Gaikwad' } };

  it('asks with the figures and the variance, then closes the day with the note', async () => {
    const { sent } = answering(CLOSE, closed);
    renderWithProviders(<CloseDayDialog cash={CASH} date={TODAY} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Close Day · Mahesh Gaikwad' });
    expect(within(dialog).getByText(/Close Mahesh Gaikwad's day of 27 Nov 2026\?/)).toBeVisible();
    expect(within(dialog).getByText('Variance').nextElementSibling).toHaveTextContent(
      'Short ₹500.00',
    );
    expect(within(dialog).getByText('Handed Over').nextElementSibling).toHaveTextContent(
      '₹1,000.00',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Short, explained');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Day' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ collector_id: MAHESH, date: TODAY, note: 'Short, explained' });
    expect(await screen.findByText('Day Closed')).toBeInTheDocument();
    expect(screen.getByText('Day closed for Mahesh Gaikwad')).toBeInTheDocument();
  });

  it('leaves the note out when none is written', async () => {
    const { sent } = answering(CLOSE, closed);
    renderWithProviders(<CloseDayDialog cash={CASH} date={TODAY} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close Day' }));
    await waitFor(() => expect(sent).toEqual([{ collector_id: MAHESH, date: TODAY }]));
  });

  it("says a day already closed is closed (409), or 'Failed to close the day'", async () => {
    answering(CLOSE, {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This day is already closed' } },
    });
    renderWithProviders(<CloseDayDialog cash={CASH} date={TODAY} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close Day' }));
    expect(await screen.findByText('This day is already closed')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    answering(CLOSE, closed);
    renderWithProviders(<CloseDayDialog cash={CASH} date={TODAY} onClose={() => {}} />);
    expect(await seriousViolationsIn(await screen.findByRole('dialog'))).toEqual([]);
  });
});
