import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { organizationToday } from '@/lib/organization-today';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { RecordPaymentDialog } from './record-payment-dialog';

configure({ asyncUtilTimeout: 3_000 });

const LOAN = {
  id: 'a0000000-0000-4000-8000-000000000001',
  loan_number: 'LN-2026-000101',
  customer_name: 'Priya Sharma',
  remaining_amount: 7_500,
  organization_id: '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d',
};
const PATH = `POST /api/v1/loans/${LOAN.id}/payments`;

function renderDialog(
  answer: MockResponse = { status: 201, body: { message: 'Payment recorded successfully' } },
) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    [PATH]: ({ body }) => {
      sent.push(body);
      return answer;
    },
  });
  const view = renderWithProviders(<RecordPaymentDialog loan={LOAN} opened onClose={() => {}} />);
  return { sent, spy, ...view };
}

async function enterAmount(amount: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Amount/ }), amount);
}

describe('RecordPaymentDialog', { timeout: 20_000 }, () => {
  it('sends the payment with an Idempotency-Key and shows the server message', async () => {
    const { sent, spy } = renderDialog();
    await enterAmount('250.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference' }), 'R-1');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      amount: 250.5,
      payment_method: 'cash',
      payment_date: organizationToday(),
      reference: 'R-1',
    });
    const headers = spy.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Payment recorded successfully')).toBeInTheDocument();
  });

  it('refuses more than the remaining amount without sending', async () => {
    const { sent } = renderDialog();
    await enterAmount('8000');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    expect(
      await screen.findByText('The amount is more than the ₹7,500.00 remaining on this loan'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows 'Failed to record payment' with the server's reason", async () => {
    renderDialog({
      status: 422,
      body: {
        error: {
          code: 'UNPROCESSABLE',
          message: 'Payments can only be recorded on an active or overdue loan',
        },
      },
    });
    await enterAmount('100');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText('Failed to record payment')).toBeInTheDocument();
    expect(
      screen.getByText('Payments can only be recorded on an active or overdue loan'),
    ).toBeInTheDocument();
  });

  it('has no serious accessibility violation', async () => {
    renderDialog();
    await enterAmount('100');
    expect(await seriousViolationsIn(screen.getByRole('dialog'))).toEqual([]);
  });
});
