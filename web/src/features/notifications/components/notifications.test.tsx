import type {
  CustomerMessage,
  MessageTemplate,
  ReminderRule,
  StaffNotification,
} from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
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

const RULE: ReminderRule = {
  id: 'e0000000-0000-4000-8000-000000000005',
  organization_id: ORGANIZATION,
  name: 'Three days late',
  trigger: 'days_overdue',
  min_days_overdue: 3,
  max_days_overdue: 7,
  days_before: null,
  cadence_days: 2,
  template_id: TEMPLATE.id,
  template_name: TEMPLATE.name,
  channel: 'sms',
  language: 'hi',
  quiet_hours_start: '21:00',
  quiet_hours_end: '08:00',
  stop_on_payment: true,
  is_active: true,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
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
    expect(screen.queryByRole('button', { name: 'Edit Hindi overdue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Delivery log' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(await within(log).findByText('Asha Rao')).toBeInTheDocument();
    expect(within(log).getByText('Failed')).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });
});

describe('NotificationManagementScreen changes', { timeout: 20_000 }, () => {
  it('lets an admin edit a template, and asks before deleting one the server refuses', async () => {
    const patched: unknown[] = [];
    const deleted: string[] = [];
    mockFetch({
      'GET /api/v1/notification-templates': { body: list([TEMPLATE]) },
      'GET /api/v1/loans': { body: list([]) },
      [`PATCH /api/v1/notification-templates/${TEMPLATE.id}`]: ({ body }) => {
        patched.push(body);
        return {
          body: {
            message: 'Template updated successfully',
            template: { ...TEMPLATE, ...(body as object) },
          },
        };
      },
      [`DELETE /api/v1/notification-templates/${TEMPLATE.id}`]: ({ url }) => {
        deleted.push(url.pathname);
        return {
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message:
                'This template is in use by reminder rules (Three days late): give them another template or delete them first',
            },
          },
        };
      },
    });
    renderWithProviders(<NotificationManagementScreen subject={ADMIN} />);
    const table = await screen.findByRole('table', { name: 'Message templates' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit Hindi overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    const body = within(dialog).getByRole('textbox', { name: /^Message/ });
    expect(body).toHaveValue('नमस्ते {{customer_name}}');
    await userEvent.clear(body);
    await userEvent.type(body, 'Namaste {{{{customer_name}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({ name: 'Hindi overdue', body: 'Namaste {{customer_name}}' });

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Hindi overdue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/This template is in use by reminder rules \(Three days late\)/),
    ).toBeInTheDocument();
    expect(deleted).toEqual([`/api/v1/notification-templates/${TEMPLATE.id}`]);
  });

  it('lets an admin edit and delete a reminder rule', async () => {
    const patched: unknown[] = [];
    const deleted: string[] = [];
    mockFetch({
      'GET /api/v1/notification-templates': { body: list([TEMPLATE]) },
      'GET /api/v1/reminder-rules': { body: list([RULE]) },
      [`PATCH /api/v1/reminder-rules/${RULE.id}`]: ({ body }) => {
        patched.push(body);
        return { body: { message: 'Reminder rule updated successfully', rule: RULE } };
      },
      [`DELETE /api/v1/reminder-rules/${RULE.id}`]: ({ url }) => {
        deleted.push(url.pathname);
        return { body: { message: 'Reminder rule deleted' } };
      },
    });
    renderWithProviders(<NotificationManagementScreen subject={ADMIN} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Reminder rules' }));
    const table = await screen.findByRole('table', { name: 'Reminder rules' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Edit Three days late' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Three days late');
    await userEvent.clear(name);
    await userEvent.type(name, 'Late reminder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({
      name: 'Late reminder',
      min_days_overdue: 3,
      max_days_overdue: 7,
      cadence_days: 2,
      template_id: TEMPLATE.id,
      quiet_hours_start: '21:00',
      quiet_hours_end: '08:00',
    });

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Three days late' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete rule' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reminder rule deleted')).toBeInTheDocument();
    expect(deleted).toEqual([`/api/v1/reminder-rules/${RULE.id}`]);
  });

  it('offers Retry on a failed message in the delivery log to an admin', async () => {
    const retried: string[] = [];
    const delivered: CustomerMessage = {
      ...MESSAGE,
      id: 'e0000000-0000-4000-8000-000000000006',
      status: 'delivered',
      last_error: null,
    };
    mockFetch({
      'GET /api/v1/notification-templates': { body: list([TEMPLATE]) },
      'GET /api/v1/customer-messages': { body: list([MESSAGE, delivered]) },
      [`POST /api/v1/customer-messages/${MESSAGE.id}/retry`]: ({ url }) => {
        retried.push(url.pathname);
        return {
          body: {
            message: 'Message queued to be sent again',
            customer_message: { ...MESSAGE, status: 'queued', attempts: 0 },
          },
        };
      },
    });
    renderWithProviders(<NotificationManagementScreen subject={ADMIN} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Delivery log' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    const retry = await within(log).findAllByRole('button', { name: 'Retry the SMS to Asha Rao' });
    // Only the failed message offers it.
    expect(retry).toHaveLength(1);
    await userEvent.click(retry[0]!);
    expect(await screen.findByText('Message queued to be sent again')).toBeInTheDocument();
    expect(retried).toEqual([`/api/v1/customer-messages/${MESSAGE.id}/retry`]);
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
