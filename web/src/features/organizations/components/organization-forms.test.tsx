import type { Organization } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '@/testing/api-answers';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { OrganizationBlockDialog } from './organization-block-dialog';
import { OrganizationFormModal } from './organization-form-modal';

configure({ asyncUtilTimeout: 3_000 });

const ACME: Organization = {
  id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Acme Microfinance',
  organization_type: 'microfinance',
  parent_organization_id: null,
  parent_organization_name: null,
  timezone: 'Asia/Kolkata',
  currency: 'INR',
  default_phone_country: 'IN',
  collection_days: 'weekdays',
  holidays: [],
  default_daily_interest_rate: 0.2,
  default_upfront_interest: 20,
  default_max_repayment_days: 100,
  second_loan_approver: false,
  mfa_policy: 'optional',
  is_active: true,
  is_blocked: false,
  blocked_reason: null,
  blocked_at: null,
  blocked_by: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  pending_request: null,
};
const NO_PARENTS = { body: { data: [], page: 1, page_size: 100, total: 0 } };

describe('OrganizationFormModal', { timeout: 15_000 }, () => {
  it('sends only the changed fields of an edit', async () => {
    const sent: unknown[] = [];
    const onClose = vi.fn();
    mockFetch({
      'GET /api/v1/organizations': NO_PARENTS,
      [`PATCH /api/v1/organizations/${ACME.id}`]: ({ body }) => {
        sent.push(body);
        return { body: { message: 'Organization updated successfully', organization: ACME } };
      },
    });
    renderWithProviders(<OrganizationFormModal opened organization={ACME} onClose={onClose} />);
    const form = await screen.findByRole('form', { name: 'Edit organization' });
    fireEvent.change(within(form).getByLabelText(/Currency/), { target: { value: 'usd' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ currency: 'USD' }]);
  });

  it("shows the server's field error on its field", async () => {
    mockFetch({
      'GET /api/v1/organizations': NO_PARENTS,
      [`PATCH /api/v1/organizations/${ACME.id}`]: fieldRefusal('name', 'Name already in use'),
    });
    renderWithProviders(<OrganizationFormModal opened organization={ACME} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Edit organization' });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Beacon' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText('Name already in use')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the currency with the core schema before sending', async () => {
    const spy = mockFetch({ 'GET /api/v1/organizations': NO_PARENTS });
    renderWithProviders(<OrganizationFormModal opened organization={ACME} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Edit organization' });
    fireEvent.change(within(form).getByLabelText(/Currency/), { target: { value: 'U1' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(within(form).getByLabelText(/Currency/)).toHaveAttribute('aria-invalid', 'true');
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('OrganizationFormModal: Lending settings', { timeout: 15_000 }, () => {
  it('sends only the lending settings that changed', async () => {
    const sent: unknown[] = [];
    const onClose = vi.fn();
    mockFetch({
      'GET /api/v1/organizations': NO_PARENTS,
      [`PATCH /api/v1/organizations/${ACME.id}`]: ({ body }) => {
        sent.push(body);
        return { body: { message: 'Organization updated successfully', organization: ACME } };
      },
    });
    renderWithProviders(
      <OrganizationFormModal
        opened
        organization={{ ...ACME, holidays: ['2026-01-26'] }}
        onClose={onClose}
      />,
    );
    const form = await screen.findByRole('form', { name: 'Edit organization' });
    const settings = within(form).getByRole('group', { name: 'Lending settings' });
    await userEvent.click(within(settings).getByRole('radio', { name: 'Every day' }));
    fireEvent.change(within(settings).getByLabelText(/Holidays/), {
      target: { value: '2026-12-25' },
    });
    await userEvent.click(within(settings).getByRole('button', { name: 'Add holiday' }));
    await userEvent.click(
      within(settings).getByRole('switch', { name: 'Require a second approver for every loan' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        collection_days: 'every_day',
        holidays: ['2026-01-26', '2026-12-25'],
        second_loan_approver: true,
      },
    ]);
  });

  it('refuses an empty daily rate before sending', async () => {
    const spy = mockFetch({ 'GET /api/v1/organizations': NO_PARENTS });
    renderWithProviders(<OrganizationFormModal opened organization={ACME} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Edit organization' });
    const rate = within(form).getByLabelText('Default daily interest rate (%)');
    await userEvent.clear(rate);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(
      await within(form).findByText(
        'The daily interest rate must be between 0.1 and 2.0 percent, in steps of 0.01',
      ),
    ).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it("shows an organization admin only its organization's lending settings", async () => {
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/v1/organizations': NO_PARENTS,
      [`PATCH /api/v1/organizations/${ACME.id}`]: ({ body }) => {
        sent.push(body);
        return { body: { message: 'Organization updated successfully', organization: ACME } };
      },
    });
    renderWithProviders(
      <OrganizationFormModal opened organization={ACME} lendingOnly onClose={() => {}} />,
    );
    const form = await screen.findByRole('form', { name: 'Edit organization' });
    expect(within(form).queryByLabelText(/Currency/)).not.toBeInTheDocument();
    expect(await seriousViolationsIn(form)).toEqual([]);

    await userEvent.click(within(form).getByRole('combobox', { name: 'Default repayment days' }));
    await userEvent.click(await screen.findByRole('option', { name: '180 days', hidden: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toEqual([{ default_max_repayment_days: 180 }]));
  });
});

describe('OrganizationBlockDialog', { timeout: 15_000 }, () => {
  it("shows the server's error on the reason", async () => {
    mockFetch({
      [`POST /api/v1/organizations/${ACME.id}/block`]: fieldRefusal('reason', 'Reason too vague'),
    });
    renderWithProviders(
      <OrganizationBlockDialog
        target={{ organization: ACME, action: 'block' }}
        needsApproval={false}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block organization' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Audit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await within(dialog).findByText('Reason too vague')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
  });
});
