import type { Role } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildCustomer, ORGANIZATION_ID } from '../testing/customer-fixtures';
import type { CustomerFormTarget } from './customer-form-modal';
import { CustomerFormModal } from './customer-form-modal';

configure({ asyncUtilTimeout: 3_000 });

const CATEGORIES = {
  body: {
    data: [
      {
        id: 'd0000000-0000-4000-8000-000000000001',
        organization_id: buildCustomer().organization_id,
        name: 'Small Business',
      },
    ],
  },
};

function renderForm(roles: Role[], target: CustomerFormTarget = { mode: 'create' }) {
  const sent: unknown[] = [];
  const answer = (request: { body: unknown }) => {
    sent.push(request.body);
    return { body: { message: 'ok', customer: buildCustomer() } };
  };
  mockFetch({
    'GET /api/v1/customer-categories': CATEGORIES,
    'POST /api/v1/customers': answer,
    [`PATCH /api/v1/customers/${buildCustomer().id}`]: answer,
  });
  renderWithProviders(
    <CustomerFormModal
      target={target}
      roles={roles}
      organizationIds={[ORGANIZATION_ID]}
      defaultCountry="IN"
      onClose={() => {}}
    />,
  );
  return sent;
}

const BRANCH_ID = 'b1000000-0000-4000-8000-000000000002';
const PLATFORM_ID = 'b1000000-0000-4000-8000-000000000009';

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('CustomerFormModal', { timeout: 30_000 }, () => {
  it('shows a loan officer the permissions text instead of the risk level', async () => {
    renderForm(['loan_officer']);
    const risk = await screen.findByRole('region', { name: 'Risk Assessment' });

    expect(
      within(risk).getByText('Risk level assessment requires manager permissions'),
    ).toBeInTheDocument();
    expect(within(risk).queryByRole('combobox')).not.toBeInTheDocument();
    // Business Information is the loan officer's to fill.
    expect(screen.getByRole('region', { name: 'Business Information' })).toBeInTheDocument();
  });

  it('offers a manager low, medium and high risk', async () => {
    renderForm(['manager']);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Risk level' }));
    for (const level of ['Low', 'Medium', 'High']) {
      expect(await screen.findByRole('option', { name: level, hidden: true })).toBeInTheDocument();
    }
  });

  it('hides business and risk from a field agent', async () => {
    renderForm(['field_agent']);
    await screen.findByRole('region', { name: 'Basic Information' });
    expect(screen.queryByRole('region', { name: 'Business Information' })).not.toBeInTheDocument();
    expect(screen.getByText('Risk level assessment requires manager permissions')).toBeVisible();
  });

  it('creates a customer sending no empty values', async () => {
    const sent = renderForm(['loan_officer']);
    type(await screen.findByLabelText(/First name/), ' Ravi ');
    type(screen.getByLabelText(/Last name/), 'Kumar');
    type(screen.getByRole('textbox', { name: /Phone Number/ }), '98765 43210');
    type(screen.getByRole('textbox', { name: /Residential Location/ }), ' Kothrud, Pune ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone: '+919876543210',
      residential_address: 'Kothrud, Pune',
    });
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
  });

  it("makes the platform owner pick the new customer's organization and sends it", async () => {
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/v1/organizations': {
        body: {
          data: [
            { id: ORGANIZATION_ID, name: 'Acme Microfinance' },
            { id: BRANCH_ID, name: 'Acme North Branch' },
          ],
          page: 1,
          page_size: 100,
          total: 2,
        },
      },
      'GET /api/v1/customer-categories': CATEGORIES,
      'POST /api/v1/customers': (request) => {
        sent.push(request.body);
        return { body: { message: 'ok', customer: buildCustomer() } };
      },
    });
    renderWithProviders(
      <CustomerFormModal
        target={{ mode: 'create' }}
        roles={['platform_super_admin']}
        organizationIds={[PLATFORM_ID]}
        defaultCountry="IN"
        onClose={() => {}}
      />,
    );
    type(await screen.findByLabelText(/First name/), 'Ravi');
    type(screen.getByLabelText(/Last name/), 'Kumar');
    type(screen.getByRole('textbox', { name: /Phone Number/ }), '9876543210');
    type(screen.getByRole('textbox', { name: /Residential Location/ }), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Please select an organization')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /^Organization/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Acme North Branch', hidden: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ organization_id: BRANCH_ID });
  });

  it('offers no organization picker to a user of one organization', async () => {
    renderForm(['organization_admin']);
    await screen.findByLabelText(/First name/);
    expect(screen.queryByRole('combobox', { name: /^Organization/ })).not.toBeInTheDocument();
  });

  it('refuses to send without the required fields', async () => {
    const sent = renderForm(['loan_officer']);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Customer' }));

    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Residential location is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Residential Location/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toHaveLength(0);
  });

  it('lets a role that cannot see the addresses edit a customer without them', async () => {
    const hidden = buildCustomer({
      residential_address: null,
      hidden_fields: ['residential_address', 'residential_latitude', 'residential_longitude'],
    });
    const sent = renderForm(['partner_admin'], { mode: 'edit', customer: hidden });
    type(await screen.findByLabelText(/Last name/), 'Verma');
    await userEvent.click(screen.getByRole('button', { name: 'Update Customer' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ last_name: 'Verma' });
  });

  it('updates only the changed fields and clears an emptied e-mail with null', async () => {
    const sent = renderForm(['loan_officer'], { mode: 'edit', customer: buildCustomer() });
    type(await screen.findByLabelText(/Last name/), 'Verma');
    type(screen.getByRole('textbox', { name: /Email/ }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Update Customer' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ last_name: 'Verma', email: null });
    expect(await screen.findByText('Customer updated successfully')).toBeInTheDocument();
  });

  it('shows the server field errors inline and the save failure toast', async () => {
    mockFetch({
      'GET /api/v1/customer-categories': CATEGORIES,
      'POST /api/v1/customers': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            details: { fieldErrors: { phone: ['Please enter a valid phone number'] } },
          },
        },
      },
    });
    renderWithProviders(
      <CustomerFormModal
        target={{ mode: 'create' }}
        roles={['manager']}
        organizationIds={[ORGANIZATION_ID]}
        defaultCountry="IN"
        onClose={() => {}}
      />,
    );
    type(await screen.findByLabelText(/First name/), 'Ravi');
    type(screen.getByLabelText(/Last name/), 'Kumar');
    type(screen.getByRole('textbox', { name: /Phone Number/ }), '9876543210');
    type(screen.getByRole('textbox', { name: /Residential Location/ }), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));

    expect(await screen.findByText('Failed to save customer')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it("shows the server's error on an address field under its location input", async () => {
    mockFetch({
      'GET /api/v1/customer-categories': CATEGORIES,
      'POST /api/v1/customers': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            details: { fieldErrors: { residential_address: ['Address is too vague'] } },
          },
        },
      },
    });
    renderWithProviders(
      <CustomerFormModal
        target={{ mode: 'create' }}
        roles={['loan_officer']}
        organizationIds={[ORGANIZATION_ID]}
        defaultCountry="IN"
        onClose={() => {}}
      />,
    );
    type(await screen.findByLabelText(/First name/), 'Ravi');
    type(screen.getByLabelText(/Last name/), 'Kumar');
    type(screen.getByRole('textbox', { name: /Phone Number/ }), '9876543210');
    type(screen.getByRole('textbox', { name: /Residential Location/ }), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));

    expect(await screen.findByText('Address is too vague')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Residential Location/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows the categories failure text', async () => {
    mockFetch({ 'GET /api/v1/customer-categories': { status: 500, body: undefined } });
    renderWithProviders(
      <CustomerFormModal
        target={{ mode: 'create' }}
        roles={['manager']}
        organizationIds={[ORGANIZATION_ID]}
        defaultCountry="IN"
        onClose={() => {}}
      />,
    );
    expect(
      (await screen.findAllByText('Failed to fetch customer categories. Please try again.')).length,
    ).toBeGreaterThan(0);
  });
});

describe('CustomerFormModal refusals', { timeout: 30_000 }, () => {
  it("shows the server's refusal of a field on that field", async () => {
    mockFetch({
      'GET /api/v1/customer-categories': CATEGORIES,
      [`PATCH /api/v1/customers/${buildCustomer().id}`]: {
        status: 403,
        body: {
          error: {
            code: 'FORBIDDEN',
            message: 'Only a manager or organization admin may set the risk level to high',
            details: { field: 'risk_level' },
          },
        },
      },
    });
    renderWithProviders(
      <CustomerFormModal
        target={{ mode: 'edit', customer: buildCustomer() }}
        roles={['manager']}
        organizationIds={[ORGANIZATION_ID]}
        defaultCountry="IN"
        onClose={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Risk level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Customer' }));

    expect(
      await screen.findByText(
        'Only a manager or organization admin may set the risk level to high',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to save customer')).toBeInTheDocument();
  });
});
