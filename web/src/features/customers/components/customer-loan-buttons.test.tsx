import type { CustomerLoan, Role } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import {
  buildCustomer,
  buildCustomerDetail,
  listOf,
  ORGANIZATION_ID,
} from '../testing/customer-fixtures';
import { CustomerDetailDialog } from './customer-detail-dialog';
import { CustomersScreen } from './customers-screen';

configure({ asyncUtilTimeout: 3_000 });

const CUSTOMER = buildCustomer();
const LOAN: CustomerLoan = {
  id: 'a1000000-0000-4000-8000-000000000001',
  loan_number: 'LN-2026-000123',
  principal_amount: 25000,
  status: 'pending',
  created_at: '2026-01-01T00:00:00.000Z',
};
const managePath = (loan: CustomerLoan) => `/loans?loan=${loan.id}`;

function mockCustomer() {
  mockFetch({
    'GET /api/v1/customers': { body: listOf([CUSTOMER]) },
    'GET /api/v1/customers/summary': { body: { total: 1, active: 1, high_risk: 0, business: 1 } },
    [`GET /api/v1/customers/${CUSTOMER.id}`]: { body: buildCustomerDetail({ loans: [LOAN] }) },
  });
}

function renderScreen(roles: Role[]) {
  mockCustomer();
  const renderLoanDetails = vi.fn((loanId: string | null, onClose: () => void) =>
    loanId ? (
      <button type="button" onClick={onClose}>
        Close loan {loanId}
      </button>
    ) : null,
  );
  renderWithProviders(
    <CustomersScreen
      roles={roles}
      organizationIds={[ORGANIZATION_ID]}
      currency="INR"
      defaultPhoneCountry="IN"
      renderLoanDetails={renderLoanDetails}
      manageLoanPath={managePath}
    />,
    { path: '/customers' },
  );
  return renderLoanDetails;
}

async function openLoansTab() {
  await userEvent.click(await screen.findByText('Priya Sharma'));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(await within(dialog).findByRole('tab', { name: 'Loans (1)' }));
  return dialog;
}

describe("The customer dialog's loans", { timeout: 20_000 }, () => {
  it("opens a loan's details from View Details, then comes back to the customer", async () => {
    const renderLoanDetails = renderScreen(['loan_officer']);
    const dialog = await openLoansTab();

    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'View details of LN-2026-000123' }),
    );

    await waitFor(() =>
      expect(renderLoanDetails).toHaveBeenLastCalledWith(LOAN.id, expect.any(Function)),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: `Close loan ${LOAN.id}` }));
    expect(await screen.findByRole('dialog', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('links Manage to the Loans screen with the loan open', async () => {
    renderScreen(['collection_agent']);
    const dialog = await openLoansTab();

    const manage = await within(dialog).findByRole('link', { name: 'Manage LN-2026-000123' });

    expect(manage).toHaveAttribute('href', `/loans?loan=${LOAN.id}`);
    expect(manage).toHaveTextContent('Manage');
    expect(
      within(dialog).getByRole('button', { name: 'View details of LN-2026-000123' }),
    ).toHaveTextContent('View Details');
  });

  it('offers neither to a role that may not read loans', async () => {
    mockCustomer();
    renderWithProviders(
      <CustomerDetailDialog
        customerId={CUSTOMER.id}
        roles={['viewer']}
        currency="INR"
        onClose={() => {}}
        onEdit={() => {}}
        onViewLoan={() => {}}
        manageLoanPath={managePath}
      />,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Loans (1)' }));
    expect(await screen.findByText('LN-2026-000123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View details/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Manage/ })).toBeNull();
  });
});
