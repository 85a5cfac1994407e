import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '@/testing/api-answers';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { Actor } from '../lib/user-actions';
import { ORGANIZATION_OPTIONS, buildUser } from '../testing/build-user';
import { ChangeRoleModal } from './change-role-modal';
import { EditUserModal } from './edit-user-modal';
import { UserStatusDialog } from './user-status-dialog';

configure({ asyncUtilTimeout: 3_000 });

const RAVI = buildUser();
const OWNER: Actor = {
  userId: 'a0000000-0000-4000-8000-000000000009',
  roles: ['platform_super_admin'],
};
const answered = (request: { body: unknown }, sent: unknown[]) => {
  sent.push(request.body);
  return { body: { message: 'User updated successfully', user: RAVI } };
};

describe('EditUserModal', { timeout: 15_000 }, () => {
  it('sends only the changed fields, blanks as null', async () => {
    const sent: unknown[] = [];
    const onClose = vi.fn();
    mockFetch({
      'GET /api/v1/organizations': ORGANIZATION_OPTIONS,
      [`PATCH /api/v1/users/${RAVI.user_id}`]: (request) => answered(request, sent),
    });
    renderWithProviders(<EditUserModal user={RAVI} defaultPhoneCountry="IN" onClose={onClose} />);
    const form = await screen.findByRole('form', { name: 'Edit user' });
    fireEvent.change(within(form).getByLabelText(/Last name/), { target: { value: 'Verma ' } });
    fireEvent.change(within(form).getByLabelText('Employee ID'), { target: { value: ' ' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ last_name: 'Verma', employee_id: null }]);
  });

  it("reads a phone typed without its country code in the organization's country", async () => {
    const sent: unknown[] = [];
    const onClose = vi.fn();
    mockFetch({
      'GET /api/v1/organizations': ORGANIZATION_OPTIONS,
      [`PATCH /api/v1/users/${RAVI.user_id}`]: (request) => answered(request, sent),
    });
    renderWithProviders(<EditUserModal user={RAVI} defaultPhoneCountry="IN" onClose={onClose} />);
    const form = await screen.findByRole('form', { name: 'Edit user' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Phone/ }), {
      target: { value: '98200 11111' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ phone: '+919820011111' }]);
  });

  it('closes without a request when nothing changed', async () => {
    const spy = mockFetch({ 'GET /api/v1/organizations': ORGANIZATION_OPTIONS });
    const onClose = vi.fn();
    renderWithProviders(<EditUserModal user={RAVI} defaultPhoneCountry="IN" onClose={onClose} />);
    const form = await screen.findByRole('form', { name: 'Edit user' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it("shows the server's field error on its field", async () => {
    mockFetch({
      'GET /api/v1/organizations': ORGANIZATION_OPTIONS,
      [`PATCH /api/v1/users/${RAVI.user_id}`]: fieldRefusal('employee_id', 'Employee ID in use'),
    });
    renderWithProviders(<EditUserModal user={RAVI} defaultPhoneCountry="IN" onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Edit user' });
    fireEvent.change(within(form).getByLabelText('Employee ID'), { target: { value: 'EMP-1' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText('Employee ID in use')).toBeInTheDocument();
    expect(within(form).getByLabelText('Employee ID')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ChangeRoleModal', { timeout: 15_000 }, () => {
  it('offers a platform super admin no role without a row in the permission matrix', async () => {
    renderWithProviders(<ChangeRoleModal user={RAVI} actor={OWNER} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New role' }));

    await screen.findByRole('option', { name: 'Super Admin', hidden: true });
    const offered = screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    const legacy = ['Super Admin (legacy)', 'Admin', 'Debt Collector', 'Collector', 'Viewer'];
    expect(offered.filter((label) => legacy.includes(label ?? ''))).toEqual([]);
    expect(offered).not.toContain('Follow-up Agent');
  });

  it("shows the server's field error on the role", async () => {
    mockFetch({
      [`PUT /api/v1/users/${RAVI.user_id}/role`]: fieldRefusal('role', 'This role is retired'),
    });
    renderWithProviders(<ChangeRoleModal user={RAVI} actor={OWNER} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));

    expect(await within(dialog).findByText('This role is retired')).toBeInTheDocument();
  });
});

describe('UserStatusDialog', { timeout: 15_000 }, () => {
  it("shows the server's error on the comment", async () => {
    mockFetch({
      [`POST /api/v1/users/${RAVI.user_id}/status`]: fieldRefusal('reason', 'Comment too rude'),
    });
    renderWithProviders(
      <UserStatusDialog target={{ user: RAVI, action: 'suspend' }} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend user' });
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Rude words');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await within(dialog).findByText('Comment too rude')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the comment with the core schema before sending', async () => {
    const spy = mockFetch({});
    renderWithProviders(
      <UserStatusDialog target={{ user: RAVI, action: 'suspend' }} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend user' });
    fireEvent.change(within(dialog).getByLabelText('Comment'), {
      target: { value: '<script>alert(1)</script>' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(
      await within(dialog).findByText('Input contains potentially dangerous content'),
    ).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });
});
