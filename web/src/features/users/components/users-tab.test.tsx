import type { Role, User, UserListResponse } from '@lendline/core';
import { APPROVAL_MESSAGES, USER_MESSAGES } from '@lendline/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { Actor } from '../lib/user-actions';
import { UsersTab } from './users-tab';
import { t } from '@/i18n/i18n';

// Menus, selects and modals open through transitions; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 3_000 });
// Toasts live in a module-level store: one test's toast must not answer the next test's query.
beforeEach(() => notifications.clean());
// In jsdom, floating-ui sees every element as zero-sized and may mark menus and option lists
// display:none (hideDetached); their items are queried with `hidden: true`.

const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
const ADMIN: Actor = {
  userId: 'a0000000-0000-4000-8000-000000000001',
  roles: ['organization_admin'],
};

function buildUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 'b0000000-0000-4000-8000-000000000001',
    email: 'ravi.kumar@acme.test',
    first_name: 'Ravi',
    last_name: 'Kumar',
    phone: '+91 98765 43210',
    employee_id: 'EMP-042',
    organization_id: ORGANIZATION_ID,
    organization_name: 'Acme Microfinance',
    organization_type: 'microfinance',
    status: 'active',
    role: 'loan_officer',
    roles: ['loan_officer'],
    invited_by: null,
    invited_at: '2025-01-10T09:00:00.000Z',
    activated_at: '2025-01-11T09:00:00.000Z',
    blocked_at: null,
    blocked_by: null,
    blocked_reason: null,
    created_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const RAVI = buildUser();
const MEERA = buildUser({
  user_id: 'b0000000-0000-4000-8000-000000000002',
  email: 'meera@acme.test',
  first_name: 'Meera',
  last_name: 'Shah',
  role: 'viewer',
  roles: [],
  status: 'pending',
  activated_at: null,
});

const listOf = (users: User[], total = users.length): UserListResponse => ({
  data: users,
  page: 1,
  page_size: 50,
  total,
});

const organizations = {
  body: {
    data: [{ id: ORGANIZATION_ID, name: 'Acme Microfinance', organization_type: 'microfinance' }],
    page: 1,
    page_size: 100,
    total: 1,
  },
};

function renderTab(actor: Actor = ADMIN, organizationIds: string[] = [ORGANIZATION_ID]) {
  return renderWithProviders(
    <UsersTab
      actor={actor}
      organizationId={ORGANIZATION_ID}
      organizationIds={organizationIds}
      defaultPhoneCountry="IN"
    />,
  );
}

/** Types a whole value at once (pasting), which keeps long forms quick to fill. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function openMenuOf(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
}

describe('UsersTab', { timeout: 15_000 }, () => {
  it('lists the users the API answers with the total it counted', async () => {
    const spy = mockFetch({ 'GET /api/v1/users': { body: listOf([RAVI, MEERA], 123) } });
    renderTab();

    const table = await screen.findByRole('table', { name: 'Users' });
    // The table shows skeleton rows (hidden from the accessibility tree) until the answer comes.
    await within(table).findByText('Ravi Kumar');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('EMP-042')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Loan Officer')).toBeInTheDocument();
    // A user without a role row shows as viewer (spec part 1 §6).
    expect(within(rows[2]!).getByText('Viewer')).toBeInTheDocument();
    expect(screen.getByText('123 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(String(spy.mock.calls[0]?.[0])).toContain('page_size=50');
  });

  it('speaks Swahili to a user who has chosen it: headers, statuses, search and actions', async () => {
    mockFetch({ 'GET /api/v1/users': { body: listOf([RAVI, MEERA], 2) } });
    await act(() => activateLanguage('sw'));
    renderTab();

    const table = await screen.findByRole('table', { name: 'Watumiaji' });
    await within(table).findByText('Ravi Kumar');
    expect(within(table).getByText('Jukumu')).toBeInTheDocument();
    expect(within(table).getByText('Namba ya mfanyakazi')).toBeInTheDocument();
    expect(within(table).getByText('Hai')).toBeInTheDocument();
    expect(within(table).getByText('Inasubiri')).toBeInTheDocument();
    expect(within(table).getByText('Bado hajawezeshwa')).toBeInTheDocument();
    expect(screen.getByText('watumiaji 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tafuta watumiaji' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alika mtumiaji' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vitendo vya Ravi Kumar' }));
    expect(await screen.findByRole('menuitem', { name: 'Zuia', hidden: true })).toBeInTheDocument();
    expect(
      screen.getByRole('menuitem', { name: 'Badilisha jukumu', hidden: true }),
    ).toBeInTheDocument();
  });

  it('sends the search text and status filter to the API', async () => {
    const spy = mockFetch({ 'GET /api/v1/users': { body: listOf([RAVI]) } });
    renderTab();
    await screen.findByText('Ravi Kumar');

    await userEvent.type(
      screen.getByPlaceholderText('Search by first name, last name, phone or employee ID'),
      'EMP-042',
    );

    await waitFor(() =>
      expect(spy.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('search=EMP-042'),
      ),
    );
  });

  it("shows the server's field error next to the field when an invitation is refused", async () => {
    const spy = mockFetch({
      'GET /api/v1/users': { body: listOf([RAVI]) },
      'GET /api/v1/organizations': organizations,
      'POST /api/v1/users/invite': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            details: { fieldErrors: { phone: ['Invalid phone number format'] } },
          },
        },
      },
    });
    renderTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const form = await screen.findByRole('form', { name: 'Invite user' });
    await fill(within(form).getByLabelText(/First name/), 'Asha');
    await fill(within(form).getByLabelText(/Last name/), 'Rao');
    await fill(within(form).getByLabelText(/Email/), 'asha@acme.test');
    // A national number: the phone input reads it in the organization's country (India).
    await fill(within(form).getByRole('textbox', { name: /Phone/ }), '98765 43210');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Loan Officer', hidden: true }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));

    expect(await within(form).findByText('Invalid phone number format')).toBeInTheDocument();
    const invite = spy.mock.calls.find(([url, init]) => String(url).endsWith('/invite') && init);
    expect(JSON.parse(String(invite?.[1]?.body))).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@acme.test',
      phone: '+919876543210',
      organization_id: ORGANIZATION_ID,
      role: 'loan_officer',
    });
  });

  it('gives a tree admin an Organization filter of their tree', async () => {
    const branchId = 'b1000000-0000-4000-8000-000000000002';
    const spy = mockFetch({
      'GET /api/v1/users': { body: listOf([RAVI]) },
      'GET /api/v1/organizations': {
        body: {
          data: [
            { id: ORGANIZATION_ID, name: 'Acme Microfinance', organization_type: 'microfinance' },
            { id: branchId, name: 'Acme North Branch', organization_type: 'branch' },
          ],
          page: 1,
          page_size: 100,
          total: 2,
        },
      },
    });
    renderTab(ADMIN, [ORGANIZATION_ID, branchId]);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Organization' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Acme North Branch', hidden: true }),
    );
    await waitFor(() => {
      const urls = spy.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
      const last = urls.filter((url) => url.pathname === '/api/v1/users').at(-1);
      expect(last?.searchParams.get('organization_id')).toBe(branchId);
    });
  });

  it('gives a user of one organization no Organization filter', async () => {
    mockFetch({ 'GET /api/v1/users': { body: listOf([RAVI]) } });
    renderTab();
    await screen.findByText('Ravi Kumar');
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
  });

  it('offers an organization admin only the roles with permissions, never Super Admin', async () => {
    mockFetch({
      'GET /api/v1/users': { body: listOf([RAVI]) },
      'GET /api/v1/organizations': organizations,
    });
    renderTab();

    await userEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const picker = await screen.findByRole('combobox', { name: 'Role' });
    await userEvent.click(picker);

    await screen.findByRole('option', { name: 'Manager', hidden: true });
    const listbox = document.getElementById(picker.getAttribute('aria-controls') ?? '');
    expect(
      within(listbox!)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual([
      'Org Admin',
      'Partner Admin',
      'Manager',
      'Loan Officer',
      'Collection Agent',
      'Field Agent',
      'Compliance Officer',
      'Auditor',
    ]);
  });

  it('sends the comment from the status dialog as the reason', async () => {
    const spy = mockFetch({
      'GET /api/v1/users': { body: listOf([RAVI]) },
      [`POST /api/v1/users/${RAVI.user_id}/status`]: ({ body }) => ({
        body: {
          message: t(USER_MESSAGES.blocked),
          user: {
            ...RAVI,
            status: 'suspended',
            blocked_reason: (body as { reason: string }).reason,
          },
        },
      }),
    });
    renderTab();

    await openMenuOf('Ravi Kumar');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Block user' });
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Shared his password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText(t(USER_MESSAGES.blocked))).toBeInTheDocument();
    const call = spy.mock.calls.find(([url]) => String(url).endsWith('/status'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      status: 'blocked',
      reason: 'Shared his password',
    });
  });

  it("reports a refused status change with the spec's text", async () => {
    mockFetch({
      'GET /api/v1/users': { body: listOf([RAVI]) },
      [`POST /api/v1/users/${RAVI.user_id}/status`]: {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: t(USER_MESSAGES.userNotManageable) } },
      },
    });
    renderTab();

    await openMenuOf('Ravi Kumar');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suspend', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(
      await screen.findByText(`Failed to block user: ${t(USER_MESSAGES.userNotManageable)}`),
    ).toBeInTheDocument();
  });

  it('says a role change involving Super Admin went for approval when the API answers 202', async () => {
    const owner: Actor = {
      userId: 'a0000000-0000-4000-8000-000000000009',
      roles: ['platform_super_admin'],
    };
    mockFetch({
      'GET /api/v1/users': { body: listOf([RAVI]) },
      [`PUT /api/v1/users/${RAVI.user_id}/role`]: {
        status: 202,
        body: {
          status: 'pending_approval',
          message: t(APPROVAL_MESSAGES.roleChangeSubmitted),
          approval_request: {},
        },
      },
    });
    renderTab(owner);

    await openMenuOf('Ravi Kumar');
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Change role', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Super Admin', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));

    expect(await screen.findByText(t(APPROVAL_MESSAGES.roleChangeSubmitted))).toBeInTheDocument();
    expect(screen.getByText(t(APPROVAL_MESSAGES.created))).toBeInTheDocument();
  });

  it('hides inviting and managing from a partner admin who may only read and update', async () => {
    const partner: Actor = {
      userId: 'a0000000-0000-4000-8000-000000000003',
      roles: ['partner_admin'] as Role[],
    };
    const admin = buildUser({
      user_id: 'b0000000-0000-4000-8000-000000000003',
      first_name: 'Org',
      last_name: 'Admin',
      role: 'organization_admin',
      roles: ['organization_admin'],
    });
    mockFetch({ 'GET /api/v1/users': { body: listOf([admin]) } });
    renderTab(partner);

    await openMenuOf('Org Admin');
    expect(
      await screen.findByRole('menuitem', { name: 'View details', hidden: true }),
    ).toBeInTheDocument();
    for (const name of ['Edit', 'Change role', 'Suspend', 'Block', 'Deactivate', 'Delete']) {
      expect(screen.queryByRole('menuitem', { name, hidden: true })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
  });

  it('offers delete to a platform super admin only, after a confirmation', async () => {
    const owner: Actor = {
      userId: 'a0000000-0000-4000-8000-000000000009',
      roles: ['platform_super_admin'],
    };
    const spy = mockFetch({
      'GET /api/v1/users': { body: listOf([RAVI]) },
      [`DELETE /api/v1/users/${RAVI.user_id}`]: {
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: t(USER_MESSAGES.hasHistory) } },
      },
    });
    renderTab(owner);

    await openMenuOf('Ravi Kumar');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText(`Failed to delete user: ${t(USER_MESSAGES.hasHistory)}`),
    ).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
