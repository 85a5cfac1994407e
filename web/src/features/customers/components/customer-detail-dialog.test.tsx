import type { Role } from '@lendline/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildCustomer, buildCustomerDetail } from '../testing/customer-fixtures';
import { CustomerDetailDialog } from './customer-detail-dialog';

configure({ asyncUtilTimeout: 3_000 });

// Leaflet needs a real layout engine; what matters here is which point the map shows.
vi.mock('@/components/inputs/map-preview', () => ({
  MapPreview: (props: { latitude: number; longitude: number; label: string }) => (
    <div role="region" aria-label={props.label}>
      {props.latitude},{props.longitude}
    </div>
  ),
}));

const ID = buildCustomer().id;

function renderDialog(roles: Role[], detail = buildCustomerDetail()) {
  mockFetch({
    [`GET /api/v1/customers/${ID}`]: { body: detail },
    [`GET /api/v1/customers/${ID}/audit`]: {
      body: {
        data: [
          {
            id: 'f0000000-0000-4000-8000-000000000001',
            organization_id: detail.organization_id,
            action: 'customer.updated',
            entity_type: 'customer',
            entity_id: ID,
            old_values: { risk_level: 'medium' },
            new_values: { risk_level: 'high' },
            changed_fields: ['risk_level'],
            reason: null,
            approval_required: false,
            user_id: null,
            user_name: 'Meena Iyer',
            user_email: 'manager@acme.test',
            user_role: 'manager',
            ip_address: null,
            user_agent: null,
            created_at: '2026-01-10T09:00:00.000Z',
          },
        ],
      },
    },
  });
  renderWithProviders(
    <CustomerDetailDialog
      customerId={ID}
      roles={roles}
      currency="INR"
      onClose={() => {}}
      onEdit={() => {}}
    />,
  );
}

describe('CustomerDetailDialog', { timeout: 15_000 }, () => {
  it('shows the saved residential coordinates on a map, and no map without a pin', async () => {
    renderDialog(
      ['loan_officer'],
      buildCustomerDetail({ residential_latitude: 18.5204, residential_longitude: 73.8567 }),
    );
    const map = await screen.findByRole('region', { name: 'Residential location map' });
    expect(map).toHaveTextContent('18.5204,73.8567');
    expect(screen.getByText('Coordinates: 18.520400, 73.856700')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Business location map' })).not.toBeInTheDocument();
  });

  it("shows a manager this customer's audit rows", async () => {
    renderDialog(['manager']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Audit Trail' }));
    expect(await screen.findByText('customer.updated')).toBeInTheDocument();
    // The field as the form names it, old → new, never the raw column list.
    expect(screen.getByText('Risk level:').parentElement).toHaveTextContent(
      'Risk level: Medium → High',
    );
    expect(screen.queryByText(/risk_level/)).not.toBeInTheDocument();
  });

  it('hides the e-mail, the address, the risk and audit tabs and Edit from a field agent', async () => {
    renderDialog(
      ['field_agent'],
      buildCustomerDetail({
        email: null,
        residential_address: null,
        hidden_fields: ['email', 'residential_address', 'business_address'],
      }),
    );
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(personal).queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Address Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Risk Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit Trail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Customer' })).not.toBeInTheDocument();
  });

  it("shows 'Not provided' for a missing e-mail and counts the loans", async () => {
    renderDialog(
      ['loan_officer'],
      buildCustomerDetail({
        email: null,
        loans: [
          {
            id: 'a1000000-0000-4000-8000-000000000001',
            loan_number: 'LN-0001',
            principal_amount: 25000,
            status: 'active',
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
    );
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Not provided')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Loans (1)' }));
    expect(await screen.findByText('LN-0001')).toBeInTheDocument();
    expect(screen.getByText('₹25,000.00')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Risk Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit Trail' })).not.toBeInTheDocument();
  });
});
