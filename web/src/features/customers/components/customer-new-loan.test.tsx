import type { Role } from '@lendline/core';
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
import { CustomersScreen } from './customers-screen';

configure({ asyncUtilTimeout: 3_000 });

const CUSTOMER = buildCustomer();

function renderScreen(roles: Role[]) {
  mockFetch({
    'GET /api/v1/customers': { body: listOf([CUSTOMER]) },
    'GET /api/v1/customers/summary': { body: { total: 1, active: 1, high_risk: 0, business: 1 } },
    [`GET /api/v1/customers/${CUSTOMER.id}`]: { body: buildCustomerDetail() },
  });
  const renderLoanApplication = vi.fn(() => null);
  renderWithProviders(
    <CustomersScreen
      roles={roles}
      organizationIds={[ORGANIZATION_ID]}
      currency="INR"
      defaultPhoneCountry="IN"
      renderLoanApplication={renderLoanApplication}
    />,
  );
  return renderLoanApplication;
}

const APPLICANT = { id: CUSTOMER.id, name: 'Priya Sharma' };

describe('New Loan from the customers screen', { timeout: 20_000 }, () => {
  it("opens the loan application from a row's New Loan", async () => {
    const renderLoanApplication = renderScreen(['loan_officer']);
    const row = (await screen.findByText('Priya Sharma')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Priya Sharma' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New Loan', hidden: true }));

    await waitFor(() =>
      expect(renderLoanApplication).toHaveBeenLastCalledWith(APPLICANT, expect.any(Function)),
    );
  });

  it('opens it from the detail dialog too', async () => {
    const renderLoanApplication = renderScreen(['loan_officer']);
    await userEvent.click(await screen.findByText('Priya Sharma'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'New Loan' }));

    await waitFor(() =>
      expect(renderLoanApplication).toHaveBeenLastCalledWith(APPLICANT, expect.any(Function)),
    );
  });

  it('offers no New Loan to a role that may not apply for loans', async () => {
    renderScreen(['collection_agent']);
    const row = (await screen.findByText('Priya Sharma')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Priya Sharma' }));
    expect(await screen.findByRole('menuitem', { name: 'View', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'New Loan', hidden: true })).toBeNull();
  });
});
