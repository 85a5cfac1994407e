import type { CustomerDetail, Role } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CustomerDetailDialog } from '@/features/customers/components/customer-detail-dialog';
import { buildCustomerDetail } from '@/features/customers/testing/customer-fixtures';
import CustomerRiskProfilePanel from '@/features/enhanced-risk/components/customer-risk-profile-panel';
import { buildEnhancedProfile } from '@/features/enhanced-risk/testing/enhanced-risk-fixtures';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';

configure({ asyncUtilTimeout: 5_000 });

/**
 * The customer detail dialog's Risk Profile tab as the routes wire it: the customers feature's
 * dialog with the enhanced risk feature's panel in its slot (spec part 2 §2, issue 12).
 */
const customer = buildCustomerDetail({ risk_level: 'medium' });
const ID = customer.id;
const latest = buildEnhancedProfile({
  id: 'a1000000-0000-4000-8000-000000000002',
  customer_id: ID,
});
const earlier = buildEnhancedProfile({
  id: 'a1000000-0000-4000-8000-000000000001',
  customer_id: ID,
  risk_score: 38,
  risk_band: 'very_high',
  recommended_loan_amount: 30000,
  created_at: '2026-01-15T10:00:00.000Z',
});

function renderTab(roles: Role[]) {
  let current: CustomerDetail = customer;
  const sent: { url: string; body: unknown }[] = [];
  const spy = mockFetch({
    [`GET /api/v1/customers/${ID}`]: () => ({ body: current }),
    [`GET /api/v1/customers/${ID}/risk-profiles`]: {
      body: { data: [latest, earlier], page: 1, page_size: 10, total: 2 },
    },
    [`POST /api/v1/customers/${ID}/risk-override`]: ({ body, url }) => {
      sent.push({ url: url.pathname, body });
      current = { ...customer, risk_level: 'high' };
      return {
        body: {
          message: 'Customer risk level overridden',
          customer_id: ID,
          previous_risk_level: 'medium',
          risk_level: 'high',
          reason: 'Two defaults',
        },
      };
    },
    [`POST /api/v1/enhanced-risk-profiles/${latest.id}/recalculate`]: ({ body, url }) => {
      sent.push({ url: url.pathname, body });
      return { body: { message: 'Risk profile recalculated', risk_profile: latest } };
    },
  });
  renderWithProviders(
    <CustomerDetailDialog
      customerId={ID}
      roles={roles}
      currency="INR"
      onClose={() => {}}
      onEdit={() => {}}
      renderRiskProfile={(detail) => (
        <CustomerRiskProfilePanel
          customer={detail}
          roles={roles}
          currency="INR"
          defaultPhoneCountry="IN"
        />
      )}
    />,
  );
  return { sent, spy };
}

async function openRiskTab() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Risk Profile' }));
  return screen.findByRole('region', { name: 'Latest risk profile' });
}

describe('the Risk Profile tab', { timeout: 30_000 }, () => {
  it('shows a loan officer the latest score, band, components, amount and the earlier profiles, with Recalculate only', async () => {
    const { sent } = renderTab(['loan_officer']);
    const latestSection = await openRiskTab();
    expect(within(latestSection).getByText('72/100')).toBeInTheDocument();
    expect(within(latestSection).getByText('Medium Risk')).toBeInTheDocument();
    expect(within(latestSection).getByText('₹1,05,000.00')).toBeInTheDocument();
    expect(within(latestSection).getByText('Repayment history')).toBeInTheDocument();
    expect(within(latestSection).getByText('12 of 20')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Past profiles' });
    expect(within(history).getByText('38/100')).toBeInTheDocument();
    expect(within(history).getByText('Very High Risk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Risk Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Risk Override' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByText('Risk profile recalculated')).toBeInTheDocument();
    expect(sent.map((call) => call.url)).toEqual([
      `/api/v1/enhanced-risk-profiles/${latest.id}/recalculate`,
    ]);
    expect(await seriousViolationsIn(document.body)).toEqual([]);
  });

  it('hides the tab from roles the spec does not name', async () => {
    renderTab(['collection_agent']);
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Risk Profile' })).not.toBeInTheDocument();
  });

  it("lets a manager override the risk level with a reason, and the customer's badge follows", async () => {
    const { sent } = renderTab(['manager']);
    await openRiskTab();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(screen.queryByText('High')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Risk Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Risk Override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Risk Override' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Risk level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'High', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override Risk Level' }));
    expect(await within(dialog).findByText('Enter the reason for the override')).toBeVisible();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Two defaults');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override Risk Level' }));
    expect(await screen.findByText('Customer risk level overridden')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: `/api/v1/customers/${ID}/risk-override`,
        body: { risk_level: 'high', reason: 'Two defaults' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Risk Override' })).not.toBeInTheDocument(),
    );
    // The customer is read again: the badge under the tab says High.
    expect(await screen.findByText('High')).toBeInTheDocument();
  });

  it('offers the platform owner an override to low or medium only (high: manager and admin)', async () => {
    renderTab(['platform_super_admin']);
    await openRiskTab();
    await userEvent.click(screen.getByRole('button', { name: 'Risk Override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Risk Override' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Risk level/ }));
    const list = document.getElementById(
      within(dialog)
        .getByRole('combobox', { name: /^Risk level/ })
        .getAttribute('aria-controls')!,
    )!;
    const options = within(list)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['Low', 'Medium']);
  });

  it('opens the assessment from Update Risk Profile, starting from the latest answers', async () => {
    renderTab(['organization_admin']);
    await openRiskTab();
    await userEvent.click(screen.getByRole('button', { name: 'Update Risk Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enhanced Risk Profile Assessment' });
    expect(within(dialog).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Asha Devi');
    expect(
      Number(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')),
    ).toBeGreaterThanOrEqual(60);
  });
});
