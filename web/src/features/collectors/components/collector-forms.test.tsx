import type { Collector } from '@lendline/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '@/testing/api-answers';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { BlockCollectorDialog } from './block-collector-dialog';
import { CollectorFormModal } from './collector-form-modal';

configure({ asyncUtilTimeout: 3_000 });

const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
const COLLECTOR: Collector = {
  id: 'c0000000-0000-4000-8000-000000000001',
  organization_id: ORGANIZATION_ID,
  organization_name: 'Acme Microfinance',
  organization_is_blocked: false,
  name: 'Ravi Kumar',
  phone: '+91 98765 43210',
  email: 'ravi@acme.test',
  territory: 'North Zone',
  user_id: null,
  user_name: null,
  is_active: true,
  is_blocked: false,
  blocked_due_to_org: false,
  blocked_reason: null,
  blocked_at: null,
  blocked_by: null,
  blocked_by_name: null,
  created_at: '2025-01-10T09:00:00.000Z',
  updated_at: '2025-01-10T09:00:00.000Z',
  pending_request: null,
};

function renderForm(collector: Collector | null, canLinkUser = false) {
  renderWithProviders(
    <CollectorFormModal
      opened
      collector={collector}
      organizationOptions={[]}
      defaultOrganizationId={ORGANIZATION_ID}
      defaultPhoneCountry="IN"
      canLinkUser={canLinkUser}
      onClose={() => {}}
    />,
  );
}

describe('CollectorFormModal', { timeout: 15_000 }, () => {
  it("shows the server's field error on its field when adding", async () => {
    mockFetch({ 'POST /api/v1/collectors': fieldRefusal('phone', 'Phone already registered') });
    renderForm(null);
    const form = await screen.findByRole('form', { name: 'Add collector' });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Sunil Rao' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Phone/ }), {
      target: { value: '98765 43210' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Collector' }));

    expect(await within(form).findByText('Phone already registered')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Phone/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends an edit without the organization, a blank e-mail as null', async () => {
    const sent: unknown[] = [];
    mockFetch({
      [`PATCH /api/v1/collectors/${COLLECTOR.id}`]: ({ body }) => {
        sent.push(body);
        return { body: { message: 'Collector updated', collector: COLLECTOR } };
      },
    });
    renderForm(COLLECTOR);
    const form = await screen.findByRole('form', { name: 'Edit collector' });
    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: ' ' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    // The phone goes out normalized to E.164, as customers' phones do.
    expect(sent[0]).toEqual({
      name: 'Ravi Kumar',
      phone: '+919876543210',
      email: null,
      territory: 'North Zone',
    });
  });
});

describe('CollectorFormModal: the user who works as the collector', { timeout: 15_000 }, () => {
  it("offers the organization's active users and sends the one chosen", async () => {
    const sent: unknown[] = [];
    const userId = 'a0000000-0000-4000-8000-0000000000a1';
    const spy = mockFetch({
      'GET /api/v1/users': {
        body: {
          data: [
            {
              user_id: userId,
              email: 'agent@acme.test',
              first_name: 'Asha',
              last_name: 'Agent',
            },
          ],
          page: 1,
          page_size: 25,
          total: 1,
        },
      },
      [`PATCH /api/v1/collectors/${COLLECTOR.id}`]: ({ body }) => {
        sent.push(body);
        return { body: { message: 'Collector updated', collector: COLLECTOR } };
      },
    });
    renderForm(COLLECTOR, true);
    const form = await screen.findByRole('form', { name: 'Edit collector' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Works as user' }));
    await userEvent.click(await screen.findByRole('option', { name: /Asha Agent/, hidden: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ user_id: userId });
    const asked = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/users');
    expect(asked?.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
    expect(asked?.searchParams.get('status')).toBe('active');
  });

  it('offers no user picker, and sends no user, to someone who may not read users', async () => {
    const sent: unknown[] = [];
    mockFetch({
      [`PATCH /api/v1/collectors/${COLLECTOR.id}`]: ({ body }) => {
        sent.push(body);
        return { body: { message: 'Collector updated', collector: COLLECTOR } };
      },
    });
    renderForm({ ...COLLECTOR, user_id: 'a0000000-0000-4000-8000-0000000000a1' });
    const form = await screen.findByRole('form', { name: 'Edit collector' });
    expect(within(form).queryByRole('combobox', { name: 'Works as user' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('user_id');
  });
});

describe('BlockCollectorDialog', { timeout: 15_000 }, () => {
  it("shows the server's error on the reason", async () => {
    const onClose = vi.fn();
    mockFetch({
      [`POST /api/v1/collectors/${COLLECTOR.id}/block`]: fieldRefusal('reason', 'Reason too long'),
    });
    renderWithProviders(
      <BlockCollectorDialog collector={COLLECTOR} mode="direct" onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block collector' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Missed collections');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block collector' }));

    expect(await within(dialog).findByText('Reason too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
