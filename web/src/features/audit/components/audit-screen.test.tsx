import { MantineProvider } from '@mantine/core';
import type { AuditLog, AuditLogListResponse, PermissionSubject, Role } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AuditScreen } from './audit-screen';

// Modals open through transitions; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 3_000 });

const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
const USER_ID = 'b0000000-0000-4000-8000-000000000001';

const BLOCK_ENTRY: AuditLog = {
  id: 'e0000000-0000-4000-8000-000000000001',
  organization_id: ORGANIZATION_ID,
  action: 'collector_block',
  entity_type: 'debt_collector',
  entity_id: 'c0000000-0000-4000-8000-000000000001',
  old_values: { name: 'Ravi Kumar', is_blocked: false, is_active: true },
  new_values: { name: 'Ravi Kumar', is_blocked: true, is_active: false },
  changed_fields: ['is_active', 'is_blocked'],
  reason: 'Collected cash off the books',
  approval_required: false,
  user_id: USER_ID,
  user_name: 'Asha Rao',
  user_email: 'admin@acme.test',
  user_role: 'organization_admin',
  ip_address: '10.0.0.7',
  user_agent: 'Mozilla/5.0',
  created_at: '2025-03-01T10:00:00.000Z',
};

const listOf = (logs: AuditLog[]): AuditLogListResponse => ({
  data: logs,
  page: 1,
  page_size: 50,
  total: logs.length,
});

function renderScreen(role: Role) {
  const subject: PermissionSubject = { roles: [role], organizationIds: [ORGANIZATION_ID] };
  return renderWithProviders(
    <MantineProvider env="test">
      <AuditScreen subject={subject} />
    </MantineProvider>,
  );
}

describe('AuditScreen', { timeout: 15_000 }, () => {
  it('lists entries with time, user, role, action, entity and the approval flag', async () => {
    const spy = mockFetch({
      'GET /api/v1/audit-logs': {
        body: listOf([
          BLOCK_ENTRY,
          {
            ...BLOCK_ENTRY,
            id: BLOCK_ENTRY.id.replace('1', '2'),
            action: 'role_change',
            entity_type: 'user',
            approval_required: true,
          },
        ]),
      },
    });
    renderScreen('auditor');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('role_change');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Asha Rao');
    expect(rows[1]).toHaveTextContent('organization_admin');
    expect(rows[1]).toHaveTextContent('collector_block');
    expect(rows[1]).toHaveTextContent('debt_collector');
    expect(rows[2]).toHaveTextContent('Required');
    expect(String(spy.mock.calls[0]?.[0])).toContain('page_size=50');
  });

  it('shows old and new values side by side with the changed fields highlighted', async () => {
    mockFetch({ 'GET /api/v1/audit-logs': { body: listOf([BLOCK_ENTRY]) } });
    renderScreen('auditor');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.click((await within(table).findAllByRole('button'))[0]!);

    const values = await screen.findByRole('table', { name: 'Old and new values' });
    const rowOf = (field: string) => within(values).getByText(field).closest('tr')!;
    expect(rowOf('is_blocked')).toHaveAttribute('data-changed', 'true');
    expect(within(rowOf('is_blocked')).getByText('Changed')).toBeInTheDocument();
    expect(rowOf('is_blocked')).toHaveTextContent(/false.*true/);
    expect(rowOf('is_active')).toHaveAttribute('data-changed', 'true');
    expect(rowOf('name')).not.toHaveAttribute('data-changed');
    expect(within(rowOf('name')).queryByText('Changed')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Audit entry' })).toHaveTextContent(
      'Collected cash off the books',
    );
  });

  it('sends the filters to the server and offers the same filters as a CSV download', async () => {
    const spy = mockFetch({ 'GET /api/v1/audit-logs': { body: listOf([BLOCK_ENTRY]) } });
    renderScreen('compliance_officer');
    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.type(screen.getByLabelText('Action'), 'block');

    await waitFor(() => expect(String(spy.mock.calls.at(-1)?.[0])).toContain('action=block'));
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/v1/audit-logs/export?action=block');
    expect(exportLink).toHaveAttribute('download');
  });

  it('offers no export to a role without audit_logs:export', async () => {
    mockFetch({ 'GET /api/v1/audit-logs': { body: listOf([]) } });
    renderScreen('loan_officer');
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("narrows the trail to a row's user from its details", async () => {
    const spy = mockFetch({ 'GET /api/v1/audit-logs': { body: listOf([BLOCK_ENTRY]) } });
    renderScreen('auditor');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.click((await within(table).findAllByRole('button'))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: "Show this user's actions" }));

    await waitFor(() => expect(String(spy.mock.calls.at(-1)?.[0])).toContain(`user_id=${USER_ID}`));
  });
});
