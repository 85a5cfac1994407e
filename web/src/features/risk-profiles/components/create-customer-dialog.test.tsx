import type { RiskProfile, Role } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import type { MockResponse } from '@/testing/mock-fetch';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildRiskProfile, PROFILE_ID } from '../testing/risk-fixtures';
import { CreateCustomerDialog } from './create-customer-dialog';

configure({ asyncUtilTimeout: 3_000 });

const CREATE_URL = `POST /api/v1/risk-profiles/${PROFILE_ID}/create-customer`;
const APPROVED = buildRiskProfile({
  prospective_customer_name: 'Meena Devi Rao',
  assessment_status: 'approved',
});

const CREATED: MockResponse = {
  status: 201,
  body: {
    message: 'Customer created from the risk profile',
    risk_profile: { ...APPROVED, customer_created: true },
    customer: { full_name: 'Meena Devi Rao', customer_id: 'CUST0042' },
  },
};

function renderDialog(
  options: {
    profile?: RiskProfile;
    roles?: Role[];
    answer?: MockResponse;
    defaultPhoneCountry?: string;
  } = {},
) {
  const sent: unknown[] = [];
  const spy = mockFetch({
    [CREATE_URL]: ({ body }) => {
      sent.push(body);
      return options.answer ?? CREATED;
    },
  });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <CreateCustomerDialog
      profile={options.profile ?? APPROVED}
      opened
      roles={options.roles ?? ['manager']}
      defaultPhoneCountry={options.defaultPhoneCountry}
      onClose={onClose}
    />,
    { path: '/risk-profiler', routes: [{ path: '/customers', element: <p>Customers page</p> }] },
  );
  return { sent, spy, onClose, ...view };
}

const dialog = () => screen.findByRole('dialog', { name: 'Create customer from profile' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const create = async () =>
  userEvent.click(within(await dialog()).getByRole('button', { name: 'Create Customer' }));

describe('CreateCustomerDialog', { timeout: 20_000 }, () => {
  it('shows what the customer takes from the profile, the names split and editable', async () => {
    renderDialog();
    await dialog();

    expect(field(/^First name/)).toHaveValue('Meena');
    expect(field(/^Last name/)).toHaveValue('Devi Rao');
    expect(field(/^Phone Number/)).toHaveValue('+919812345678');
    expect(field(/^Phone Number/)).toHaveAttribute('readonly');
    expect(field(/^Business name/)).toHaveValue('Vegetables');
    expect(field(/^Business Location/)).toHaveValue('Stall 14, Crawford Market, Mumbai');
    expect(field(/^Residential Location/)).toHaveValue('');
    expect(field(/^First name/)).not.toHaveAttribute('readonly');
  });

  it('shows no business to a role whose customers take none', async () => {
    renderDialog({ roles: ['field_agent'] });
    await dialog();
    expect(screen.queryByRole('textbox', { name: /^Business name/ })).toBeNull();
  });

  it('asks for the residential location and a last name before sending anything', async () => {
    const { sent } = renderDialog({
      profile: { ...APPROVED, prospective_customer_name: 'Lakshmi' },
    });
    await create();

    expect(await screen.findByText('Residential location is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(field(/^Residential Location/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('asks for the phone a profile does not record, and sends it', async () => {
    const { sent } = renderDialog({
      profile: { ...APPROVED, phone: null },
      defaultPhoneCountry: 'IN',
    });
    type(field(/^Residential Location/), 'Kothrud, Pune');
    await create();

    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(field(/^Phone Number/), '98765 43210');
    await create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ phone: '+919876543210' });
  });

  it('sends the names as corrected and the residential location, then offers the customer', async () => {
    const { sent, router, onClose } = renderDialog();
    await dialog();
    type(field(/^Last name/), ' Rao ');
    type(field(/^Residential Location/), ' Kothrud, Pune ');
    await create();

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      first_name: 'Meena',
      last_name: 'Rao',
      phone: APPROVED.phone,
      residential_address: 'Kothrud, Pune',
    });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Customer created from the risk profile')).toBeInTheDocument();
    expect(within(status).getByText('Meena Devi Rao is now customer CUST0042.')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Open Customers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields", async () => {
    renderDialog({
      answer: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please enter a valid phone number',
            details: {
              fieldErrors: {
                phone: ['Please enter a valid phone number'],
                residential_address: ['Address is too vague'],
              },
            },
          },
        },
      },
    });
    type(field(/^Residential Location/), 'Pune');
    await create();

    expect(await screen.findByText('Address is too vague')).toBeInTheDocument();
    expect(field(/^Residential Location/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(field(/^Phone Number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { baseElement } = renderDialog();
    await dialog();
    expect(await seriousViolationsIn(baseElement)).toEqual([]);
  });
});
