import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { BulkPaymentDialog } from './bulk-payment-dialog';

const field = (name: string, row: number) => screen.getByLabelText(`${name}, row ${row}`);

function fill(row: number, values: { loan?: string; customer?: string; amount?: string }) {
  if (values.loan !== undefined) {
    fireEvent.change(field('Loan Number', row), { target: { value: values.loan } });
  }
  if (values.customer !== undefined) {
    fireEvent.change(field('Customer Name', row), { target: { value: values.customer } });
  }
  if (values.amount !== undefined) {
    fireEvent.change(field('Amount', row), { target: { value: values.amount } });
  }
}

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

async function openDialog() {
  renderWithProviders(<BulkPaymentDialog opened onClose={() => {}} />);
  return screen.findByRole('dialog', { name: 'Bulk Payment Entry' });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Record Payments' }));

describe('BulkPaymentDialog', { timeout: 15_000 }, () => {
  it('refuses an empty sheet with the spec toast', async () => {
    const spy = mockFetch({});
    await openDialog();
    await submit();
    expect(await screen.findByText('No Payments')).toBeVisible();
    expect(screen.getByText('Please add at least one payment entry.')).toBeVisible();
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a row without a customer name and marks it', async () => {
    const spy = mockFetch({});
    await openDialog();
    fill(1, { loan: 'LN-1', amount: '500' });
    await submit();
    expect(await screen.findByText('Invalid Entries')).toBeVisible();
    expect(screen.getByText('Please fill all required fields for each payment.')).toBeVisible();
    expect(field('Customer Name', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Loan Number', 1)).not.toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('turns pasted spreadsheet text into rows', async () => {
    mockFetch({});
    await openDialog();
    fireEvent.change(screen.getByLabelText(/Paste from a spreadsheet/), {
      target: {
        value: 'Loan Number,Customer Name,Amount\nLN-1,Priya Sharma,500\nLN-2,Ravi Kumar,750',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Pasted Rows' }));
    expect(field('Loan Number', 1)).toHaveValue('LN-1');
    expect(field('Customer Name', 2)).toHaveValue('Ravi Kumar');
    expect(field('Amount', 2)).toHaveValue('750');
    expect(screen.queryByLabelText('Loan Number, row 3')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Paste from a spreadsheet/), {
      target: { value: 'LN-3\tAsha Rao\t120\tcheque' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Pasted Rows' }));
    expect(field('Customer Name', 3)).toHaveValue('Asha Rao');
    expect(screen.getByText('3 payments, ₹1,370.00 in total')).toBeVisible();
  });

  it('reads the rows of an uploaded CSV file', async () => {
    mockFetch({});
    const dialog = await openDialog();
    const file = new File(['loan_number,customer_name,amount\nLN-9,Meena Iyer,300\n'], 'day.csv', {
      type: 'text/csv',
    });
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, file);
    await waitFor(() => expect(field('Loan Number', 1)).toHaveValue('LN-9'));
    expect(field('Customer Name', 1)).toHaveValue('Meena Iyer');
    expect(field('Amount', 1)).toHaveValue('300');
  });

  it('sends the entries with one idempotency key per sheet, and records them', async () => {
    const sent: unknown[] = [];
    const spy = mockFetch({
      'POST /api/v1/payments/bulk': ({ body }) => {
        sent.push(body);
        return {
          status: 201,
          body: { message: '2 payments recorded', recorded: 2, total_amount: 750, payments: [] },
        };
      },
    });
    await openDialog();
    fill(1, { loan: 'LN-1', customer: 'Priya Sharma', amount: '500' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Row' }));
    fill(2, { loan: 'LN-2', customer: 'Ravi Kumar', amount: '250' });
    await submit();

    expect(await screen.findByText('2 payments recorded')).toBeVisible();
    expect(sent).toEqual([
      {
        entries: [
          {
            loan_number: 'LN-1',
            customer_name: 'Priya Sharma',
            amount: 500,
            payment_method: 'cash',
          },
          { loan_number: 'LN-2', customer_name: 'Ravi Kumar', amount: 250, payment_method: 'cash' },
        ],
      },
    ]);
    const key = headerOf(spy.mock.calls[0]?.[1], 'Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows each refused row's message beside it and keeps the key for an unchanged resubmit", async () => {
    const spy = mockFetch({
      'POST /api/v1/payments/bulk': {
        status: 422,
        body: {
          error: {
            code: 'BULK_INVALID',
            message: 'Invalid Entries',
            details: { rows: [{ row: 2, message: 'Row 2: loan LN-404 not found' }] },
          },
        },
      },
    });
    const dialog = await openDialog();
    fill(1, { loan: 'LN-1', customer: 'Priya Sharma', amount: '500' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Row' }));
    fill(2, { loan: 'LN-404', customer: 'Ravi Kumar', amount: '250' });
    await submit();

    expect(await within(dialog).findByText('Row 2: loan LN-404 not found')).toBeVisible();
    expect(field('Loan Number', 2)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Loan Number', 1)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid Entries')).toBeVisible();
    expect(await seriousViolationsIn(dialog)).toEqual([]);

    await submit();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    const keys = spy.mock.calls.map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);

    fill(2, { loan: 'LN-2' });
    await submit();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
    expect(headerOf(spy.mock.calls[2]?.[1], 'Idempotency-Key')).not.toBe(keys[0]);
  });

  it('says the spec failure text when the server cannot be reached', async () => {
    mockFetch({ 'POST /api/v1/payments/bulk': { status: 500, body: undefined } });
    await openDialog();
    fill(1, { loan: 'LN-1', customer: 'Priya Sharma', amount: '500' });
    await submit();
    expect(
      await screen.findByText('Failed to record bulk payments. Please try again.'),
    ).toBeVisible();
  });
});
