import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildEntry } from '../testing/collection-fixtures';
import { CollectionUpdateDialog } from './collection-update-dialog';

configure({ asyncUtilTimeout: 3_000 });

// Outstanding 6,400 with 100 collected: at most 6,300 more.
const ENTRY = buildEntry({ outstanding_amount: 6400, collected_amount: 100 });
const PATH = `POST /api/v1/collections/${ENTRY.id}/collect`;

function renderDialog(answer: MockResponse = { status: 200, body: { message: 'Collected' } }) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    [PATH]: ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
  const view = renderWithProviders(<CollectionUpdateDialog entry={ENTRY} onClose={() => {}} />);
  return { sent, spy, ...view };
}

const amountBox = () => screen.findByRole('textbox', { name: /Amount Collected/ });
const submitButton = () => screen.getByRole('button', { name: 'Update Collection' });
const keyOf = (spy: ReturnType<typeof mockFetch>, call: number) =>
  (spy.mock.calls[call]![1]!.headers as Record<string, string>)['Idempotency-Key'];

describe('CollectionUpdateDialog', { timeout: 20_000 }, () => {
  it('keeps Update Collection disabled until an amount is entered', async () => {
    renderDialog();
    const amount = await amountBox();
    expect(submitButton()).toBeDisabled();
    await userEvent.type(amount, '5');
    expect(submitButton()).toBeEnabled();
    await userEvent.clear(amount);
    expect(submitButton()).toBeDisabled();
  });

  it('shows what may still be collected and refuses more without sending', async () => {
    const { sent } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: /LN-2026-0001/ });
    expect(within(dialog).getByText('Can Still Collect').nextElementSibling).toHaveTextContent(
      '₹6,300.00',
    );
    await userEvent.type(await amountBox(), '6300.01');
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('The amount is more than the ₹6,300.00 that can still be collected'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the amount, the method (card offered) and the notes with an Idempotency-Key, then says so', async () => {
    const { sent, spy } = renderDialog();
    await userEvent.type(await amountBox(), '250.50');
    await userEvent.click(screen.getByRole('combobox', { name: /Payment Method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Card', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Collector Notes' }), 'At the shop');
    await userEvent.click(submitButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ amount: 250.5, payment_method: 'card', notes: 'At the shop' });
    expect(keyOf(spy, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Collection Updated')).toBeInTheDocument();
    expect(screen.getByText('₹250.50 marked as collected')).toBeInTheDocument();
  });

  it("shows 'Error' with the server's message, and resends with the same key", async () => {
    const { spy } = renderDialog({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This collection is already completed' } },
    });
    await userEvent.type(await amountBox(), '100');
    await userEvent.click(submitButton());
    expect(await screen.findByText('This collection is already completed')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    await userEvent.click(submitButton());
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(keyOf(spy, 1)).toBe(keyOf(spy, 0));
  });

  it("says 'Failed to update collection' when the server gave no message", async () => {
    const spy = mockFetch({});
    spy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<CollectionUpdateDialog entry={ENTRY} onClose={() => {}} />);
    await userEvent.type(await amountBox(), '100');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Failed to update collection')).toBeInTheDocument();
  });

  it('uses a new Idempotency-Key for each opening', async () => {
    const spy = mockFetch({ [PATH]: { status: 200, body: { message: 'Collected' } } });
    function Reopening() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open
          </button>
          <CollectionUpdateDialog entry={opened ? ENTRY : null} onClose={() => setOpened(false)} />
        </>
      );
    }
    renderWithProviders(<Reopening />);
    await userEvent.type(await amountBox(), '10');
    await userEvent.click(submitButton());
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.type(await amountBox(), '10');
    await userEvent.click(submitButton());
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(keyOf(spy, 1)).not.toBe(keyOf(spy, 0));
  });

  it('has no serious accessibility violations', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await seriousViolationsIn(dialog)).toEqual([]);
  });
});
