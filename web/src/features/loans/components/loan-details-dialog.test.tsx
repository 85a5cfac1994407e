import type { LoanDetail, Role } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { organizationToday } from '@/lib/organization-today';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildLoan, buildLoanDetail, buildPayment, LOAN_ID } from '../testing/loan-fixtures';
import { LoanDetailsDialog } from './loan-details-dialog';
import type { CollectionsTarget } from './loan-slots';

configure({ asyncUtilTimeout: 3_000 });

const PAYMENT_ID = buildPayment().id;

function renderDetails(
  roles: Role[],
  detail: Partial<LoanDetail> = {},
  renderDocuments?: (loan: { id: string; label: string }) => ReactNode,
  renderCollections?: (loan: CollectionsTarget) => ReactNode,
) {
  const sent: Record<string, unknown[]> = { reject: [], reverse: [], disburse: [] };
  const answer = (kind: string) => (request: { body: unknown }) => {
    sent[kind]!.push(request.body);
    return { body: { message: 'Done', loan: buildLoan(), payment: buildPayment() } };
  };
  mockFetch({
    [`GET /api/v1/loans/${LOAN_ID}`]: { body: buildLoanDetail(detail) },
    [`POST /api/v1/loans/${LOAN_ID}/reject`]: answer('reject'),
    [`POST /api/v1/payments/${PAYMENT_ID}/reverse`]: answer('reverse'),
    [`POST /api/v1/loans/${LOAN_ID}/disburse`]: answer('disburse'),
  });
  const onRecordPayment = vi.fn();
  renderWithProviders(
    <LoanDetailsDialog
      loanId={LOAN_ID}
      roles={roles}
      currency="INR"
      onClose={() => {}}
      onEdit={() => {}}
      onRecordPayment={onRecordPayment}
      renderDocuments={renderDocuments}
      renderCollections={renderCollections}
    />,
  );
  return { sent, onRecordPayment };
}

const ACTIONS = ['Approve', 'Reject', 'Disburse', 'Record Payment', 'Edit'];

async function shownActions(): Promise<string[]> {
  await screen.findByRole('region', { name: 'Loan summary' });
  return ACTIONS.filter((name) => screen.queryByRole('button', { name }) !== null);
}

describe('LoanDetailsDialog', { timeout: 20_000 }, () => {
  it('offers an organization admin approve, reject and edit on a pending loan', async () => {
    renderDetails(['organization_admin'], { status: 'pending' });
    expect(await shownActions()).toEqual(['Approve', 'Reject', 'Edit']);
  });

  it('offers a loan officer only edit on a pending loan (no approval right)', async () => {
    renderDetails(['loan_officer'], { status: 'pending' });
    expect(await shownActions()).toEqual(['Edit']);
  });

  it('offers disbursement of an approved loan to a role that may update loans', async () => {
    renderDetails(['loan_officer'], { status: 'approved' });
    expect(await shownActions()).toEqual(['Disburse']);
  });

  it('offers a collection agent Record Payment on an active loan and nothing else', async () => {
    const { onRecordPayment } = renderDetails(['collection_agent']);
    expect(await shownActions()).toEqual(['Record Payment']);
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(onRecordPayment).toHaveBeenCalledWith(expect.objectContaining({ id: LOAN_ID }));
  });

  it('offers an auditor no action at all', async () => {
    renderDetails(['auditor']);
    expect(await shownActions()).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: /Payments/ }));
    expect(await screen.findByText('₹2,500.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
  });

  it('rejects only with a reason', async () => {
    const { sent } = renderDetails(['organization_admin'], { status: 'pending' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject loan LN-2026-000101' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeInTheDocument();
    expect(sent.reject).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'No income proof',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent.reject).toEqual([{ reason: 'No income proof' }]));
  });

  it('lets a manager reverse a payment with a reason, and marks reversed ones', async () => {
    const { sent } = renderDetails(['manager'], {
      payments: [
        buildPayment(),
        buildPayment({
          id: 'e0000000-0000-4000-8000-000000000002',
          amount: 300,
          reversed_at: '2026-03-03T10:00:00.000Z',
          reversal_reason: 'Entered twice',
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('tab', { name: /Payments/ }));
    expect(await screen.findByText('Reversed')).toBeInTheDocument();
    expect(screen.getByText('Entered twice')).toBeInTheDocument();
    // Only the payment not yet reversed can be.
    const reverse = screen.getAllByRole('button', { name: /^Reverse the payment/ });
    expect(reverse).toHaveLength(1);

    await userEvent.click(reverse[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reverse payment' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bounced cheque');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(sent.reverse).toEqual([{ reason: 'Bounced cheque' }]));
  });

  it('disburses with the method, the reference and today as the date', async () => {
    const { sent } = renderDetails(['loan_officer'], { status: 'approved' });
    await userEvent.click(await screen.findByRole('button', { name: 'Disburse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disburse loan LN-2026-000101' });
    expect(within(dialog).getByText(/Hand ₹8,000.00 to Priya Sharma/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Disbursement method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'UPI', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'UTR123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disburse' }));

    await waitFor(() =>
      expect(sent.disburse).toEqual([
        { method: 'upi', reference: 'UTR123', disbursement_date: organizationToday() },
      ]),
    );
  });

  it('shows the schedule and the journal', async () => {
    renderDetails(['manager']);
    expect(await screen.findByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText('Paid', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Journal' }));
    expect(await screen.findByText('Loan receivable')).toBeInTheDocument();
    expect(screen.getByText('Disbursement')).toBeInTheDocument();
  });

  it("shows the documents feature's section in a Documents tab, for the loan", async () => {
    const renderDocuments = vi.fn((loan: { id: string; label: string }) => (
      <p>Documents of {loan.label}</p>
    ));
    renderDetails(['collection_agent'], {}, renderDocuments);
    await userEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('Documents of LN-2026-000101')).toBeInTheDocument();
    expect(renderDocuments).toHaveBeenCalledWith({ id: LOAN_ID, label: 'LN-2026-000101' });
  });

  it('has no Documents tab without the documents feature or documents:read', async () => {
    renderDetails(['manager']);
    await screen.findByRole('region', { name: 'Loan summary' });
    expect(screen.queryByRole('tab', { name: 'Documents' })).toBeNull();
    // A role without a matrix row holds no documents:read.
    renderDetails(['viewer'], {}, () => <p>Documents</p>);
    await screen.findAllByRole('region', { name: 'Loan summary' });
    expect(screen.queryByRole('tab', { name: 'Documents' })).toBeNull();
  });

  it("shows the collections feature's section in a Collections tab, with the loan's figures", async () => {
    const renderCollections = vi.fn((loan: CollectionsTarget) => (
      <p>Promises and visits of {loan.loan_number}</p>
    ));
    renderDetails(['field_agent'], { status: 'overdue' }, undefined, renderCollections);
    await userEvent.click(await screen.findByRole('tab', { name: 'Collections' }));
    expect(await screen.findByText('Promises and visits of LN-2026-000101')).toBeInTheDocument();
    expect(renderCollections).toHaveBeenCalledWith({
      id: LOAN_ID,
      loan_number: 'LN-2026-000101',
      customer_name: buildLoanDetail().customer_name,
      remaining_amount: buildLoanDetail().remaining_amount,
      status: 'overdue',
    });
  });

  it('has no Collections tab without the collections feature, nor for a role reading neither promises nor visits', async () => {
    renderDetails(['manager']);
    await screen.findByRole('region', { name: 'Loan summary' });
    expect(screen.queryByRole('tab', { name: 'Collections' })).toBeNull();
    renderDetails(['viewer'], {}, undefined, () => <p>Collections</p>);
    await screen.findAllByRole('region', { name: 'Loan summary' });
    expect(screen.queryByRole('tab', { name: 'Collections' })).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    renderDetails(['organization_admin'], { status: 'pending' });
    await screen.findByRole('region', { name: 'Loan summary' });
    expect(await seriousViolationsIn(screen.getByRole('dialog'))).toEqual([]);
  });
});
