import { addDays } from '@lendline/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '@/lib/format-date';
import { organizationToday } from '@/lib/organization-today';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildPromise, LOAN_ID, TARGET } from '../testing/field-work-fixtures';
import { PromiseDialog } from './promise-dialog';

const PATH = `POST /api/v1/loans/${LOAN_ID}/promises`;

function renderDialog(
  answer: MockResponse = {
    status: 201,
    body: { message: 'Promise to pay recorded', promise: buildPromise() },
  },
) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    [PATH]: ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
  renderWithProviders(<PromiseDialog target={TARGET} onClose={() => {}} />);
  return { sent, spy };
}

const amountBox = () => screen.findByRole('textbox', { name: /Promised Amount/ });
const dateBox = () => screen.getByLabelText(/Promised Date/);
const submitButton = () => screen.getByRole('button', { name: 'Record Promise' });

describe('PromiseDialog', { timeout: 20_000 }, () => {
  it('names the loan and what it still lacks, and proposes tomorrow', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Promise to Pay · LN-2026-0001' });
    expect(within(dialog).getByText('Priya Sharma still owes ₹6,300.00')).toBeInTheDocument();
    expect(dateBox()).toHaveValue(addDays(organizationToday(), 1));
    expect(dateBox()).toHaveAttribute('min', organizationToday());
    expect(dateBox()).toHaveAttribute('max', addDays(organizationToday(), 30));
  });

  it('requires an amount of at most what the loan still lacks', async () => {
    const { sent } = renderDialog();
    await amountBox();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter the promised amount')).toBeInTheDocument();

    await userEvent.type(await amountBox(), '6300.01');
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('The promise is more than the ₹6,300.00 still owed'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['yesterday', -1],
    ['31 days ahead', 31],
  ])('refuses a date %s', async (_when, days) => {
    const { sent } = renderDialog();
    await userEvent.type(await amountBox(), '500');
    fireEvent.change(dateBox(), { target: { value: addDays(organizationToday(), days) } });
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('Choose a date from today to 30 days ahead'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks for a date when there is none', async () => {
    renderDialog();
    await userEvent.type(await amountBox(), '500');
    fireEvent.change(dateBox(), { target: { value: '' } });
    await userEvent.click(submitButton());
    expect(await screen.findByText('Choose the promised date')).toBeInTheDocument();
  });

  it('sends the amount, the date and the note, then says who promised what by when', async () => {
    const { sent, spy } = renderDialog();
    const date = addDays(organizationToday(), 30);
    await userEvent.type(await amountBox(), '750.50');
    fireEvent.change(dateBox(), { target: { value: date } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'After the market day');
    await userEvent.click(submitButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ amount: 750.5, promised_date: date, note: 'After the market day' });
    // No money moves: the promise takes no Idempotency-Key.
    expect(spy.mock.calls[0]![1]!.headers).not.toHaveProperty('Idempotency-Key');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Promise to pay recorded')).toBeInTheDocument();
    expect(
      within(toast).getByText(`Priya Sharma promised ₹750.50 by ${formatCalendarDate(date)}`),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in a toast", async () => {
    renderDialog({
      status: 422,
      body: {
        error: {
          code: 'BUSINESS_RULE',
          message: 'A promise to pay can only be made on an active or overdue loan',
        },
      },
    });
    await userEvent.type(await amountBox(), '100');
    await userEvent.click(submitButton());
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to record the promise')).toBeInTheDocument();
    expect(
      within(toast).getByText('A promise to pay can only be made on an active or overdue loan'),
    ).toBeInTheDocument();
  });

  it("puts the server's date error on the date field", async () => {
    renderDialog({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Choose a date from today to 30 days ahead',
          details: {
            fieldErrors: { promised_date: ['Choose a date from today to 30 days ahead'] },
          },
        },
      },
    });
    await userEvent.type(await amountBox(), '100');
    await userEvent.click(submitButton());
    const error = await screen.findByText('Choose a date from today to 30 days ahead');
    expect(dateBox()).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await seriousViolationsIn(dialog)).toEqual([]);
  });
});
