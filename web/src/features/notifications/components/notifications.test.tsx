import type { CustomerMessage, MessageTemplate, StaffNotification } from '@lendline/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { CustomerMessagesPanel } from './customer-messages-panel';
import { NotificationManagementScreen } from './notification-management-screen';
import { StaffNotificationBell } from './staff-notification-bell';

configure({ asyncUtilTimeout: 3_000 });

const ORGANIZATION = 'd0000000-0000-4000-8000-000000000001';
const ADMIN = { roles: ['organization_admin'] as const, organizationIds: [ORGANIZATION] };
const MANAGER = { roles: ['manager'] as const, organizationIds: [ORGANIZATION] };

const TEMPLATE: MessageTemplate = {
  id: 'e0000000-0000-4000-8000-000000000001',
  organization_id: ORGANIZATION,
  name: 'Hindi overdue',
  channel: 'sms',
  language: 'hi',
  subject: null,
  body: 'नमस्ते {{customer_name}}',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

const MESSAGE: CustomerMessage = {
  id: 'e0000000-0000-4000-8000-000000000002',
  organization_id: ORGANIZATION,
  customer_id: 'e0000000-0000-4000-8000-000000000003',
  customer_name: 'Asha Rao',
  loan_id: null,
  loan_number: null,
  rule_id: null,
  channel: 'sms',
  to_address: '+919822000001',
  subject: null,
  body: 'नमस्ते Asha Rao',
  status: 'failed',
  attempts: 5,
  last_error: 'Provider answered 503',
  next_attempt_at: null,
  sent_at: null,
  delivered_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
};

const list = <Row,>(rows: Row[]) => ({ data: rows, page: 1, page_size: 25, total: rows.length });

describe('NotificationManagementScreen', { timeout: 15_000 }, () => {
  it('lists templates and lets an admin add one, with the server’s field errors on the fields', async () => {
    mockFetch({
      'GET /api/v1/notification-templates': { body: list([TEMPLATE]) },
      'GET /api/v1/loans': { body: list([]) },
      'POST /api/v1/notification-templates': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            details: { fieldErrors: { name: ['A template with this name already exists'] } },
          },
        },
      },
    });
    renderWithProviders(<NotificationManagementScreen subject={ADMIN} />);
    const table = await screen.findByRole('table', { name: 'Message templates' });
    expect(await within(table).findByText('Hindi overdue')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Hindi overdue');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Message/ }),
      'Hello {{{{balance}}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    // Core's rule refuses the unknown variable before anything is sent.
    expect(await within(dialog).findByText('Unknown variable: balance')).toBeInTheDocument();

    const body = within(dialog).getByRole('textbox', { name: /^Message/ });
    await userEvent.clear(body);
    await userEvent.type(body, 'Hello {{{{customer_name}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(
      await within(dialog).findByText('A template with this name already exists'),
    ).toBeInTheDocument();
  });

  it('offers a manager no changes, and shows failed deliveries with their reason', async () => {
    mockFetch({
      'GET /api/v1/notification-templates': { body: list([TEMPLATE]) },
      'GET /api/v1/customer-messages': { body: list([MESSAGE]) },
    });
    renderWithProviders(<NotificationManagementScreen subject={MANAGER} />);
    await screen.findByRole('table', { name: 'Message templates' });
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Delivery log' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(await within(log).findByText('Asha Rao')).toBeInTheDocument();
    expect(within(log).getByText('Failed')).toBeInTheDocument();
  });
});

describe('StaffNotificationBell', { timeout: 15_000 }, () => {
  it('says the unread count and marks a notification read when opened', async () => {
    const item: StaffNotification = {
      id: 'e0000000-0000-4000-8000-000000000004',
      organization_id: ORGANIZATION,
      kind: 'approval_decided',
      title: 'notifications.feed.approval_rejected',
      values: {},
      body: null,
      link: null,
      read_at: null,
      created_at: '2026-11-20T09:00:00.000Z',
    };
    const marked: string[] = [];
    mockFetch({
      'GET /api/v1/notifications': { body: { ...list([item]), unread: 1 } },
      [`POST /api/v1/notifications/${item.id}/read`]: ({ url }) => {
        marked.push(url.pathname);
        return { body: { unread: 0 } };
      },
    });
    renderWithProviders(<StaffNotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(
      await screen.findByRole('button', { name: /Your approval request was rejected/ }),
    );
    expect(marked).toEqual([`/api/v1/notifications/${item.id}/read`]);
  });
});

describe('CustomerMessagesPanel', { timeout: 15_000 }, () => {
  it('shows the history and records an opt-out with who and when', async () => {
    const customerId = MESSAGE.customer_id;
    const history = {
      messages_opted_out: false,
      opted_out_at: null,
      opted_out_by_name: null,
      data: [MESSAGE],
    };
    mockFetch({
      [`GET /api/v1/customers/${customerId}/messages`]: { body: history },
      [`PUT /api/v1/customers/${customerId}/message-opt-out`]: ({ body }) => ({
        body: {
          ...history,
          messages_opted_out: (body as { opted_out: boolean }).opted_out,
          opted_out_at: '2026-11-21T10:00:00.000Z',
          opted_out_by_name: 'Anil Kumar',
          message: 'Message preference saved',
        },
      }),
    });
    renderWithProviders(<CustomerMessagesPanel customerId={customerId} canEdit />);
    expect(await screen.findByText('नमस्ते Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Provider answered 503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Customer opted out of reminders' }));
    expect(await screen.findByText(/Recorded by Anil Kumar/)).toBeInTheDocument();
  });
});
