import { MantineProvider } from '@mantine/core';
import { checkPermission, type User, type UserListResponse } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { RbacExplorerScreen } from './rbac-explorer-screen';

configure({ asyncUtilTimeout: 3_000 });

const NOW = new Date('2026-11-27T10:00:00Z');
const ORGANIZATION = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
const OFFICER: User = {
  user_id: 'b0000000-0000-4000-8000-000000000001',
  email: 'officer@acme.test',
  first_name: 'Vikram',
  last_name: 'Singh',
  phone: null,
  employee_id: null,
  organization_id: ORGANIZATION,
  organization_name: 'Acme Microfinance',
  organization_type: 'lender',
  status: 'active',
  role: 'loan_officer',
  roles: ['loan_officer'],
  invited_by: null,
  invited_at: null,
  activated_at: null,
  blocked_at: null,
  blocked_by: null,
  blocked_reason: null,
  created_at: '2026-01-01T00:00:00Z',
};
const USERS: UserListResponse = { data: [OFFICER], page: 1, page_size: 100, total: 1 };

function renderExplorer(role: 'organization_admin' | 'auditor' = 'organization_admin') {
  return renderWithProviders(
    <MantineProvider env="test">
      <RbacExplorerScreen viewer={{ roles: [role], organizationIds: [ORGANIZATION] }} now={NOW} />
    </MantineProvider>,
  );
}

const answer = () => screen.getByRole('region', { name: /^(Allowed|Denied|Only with approval)/ });

/** Picks an option of the select labelled `label`, in its own list. */
async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await userEvent.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

describe('RbacExplorerScreen', { timeout: 20_000 }, () => {
  it('answers for a role what core’s checkPermission answers, with its reason', async () => {
    mockFetch({});
    const { container } = renderExplorer();
    const officer = checkPermission({
      subject: { roles: ['loan_officer'], organizationIds: [ORGANIZATION] },
      resource: 'loans',
      action: 'approve',
      now: NOW,
    });
    expect(answer()).toHaveTextContent('Denied: loans:approve');
    expect(answer()).toHaveTextContent(officer.reason);

    await choose('Role', 'Manager');
    expect(answer()).toHaveTextContent('Denied: loans:approve');
    await choose('Role', 'Org Admin');
    expect(answer()).toHaveTextContent('Allowed: loans:approve');
    await choose('Role', 'Manager');
    await choose('Action', 'create');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '750000');
    const manager = checkPermission({
      subject: { roles: ['manager'], organizationIds: [ORGANIZATION] },
      resource: 'loans',
      action: 'create',
      context: { amount: 750_000 },
      now: NOW,
    });
    expect(manager.allowed).toBe(false);
    expect(answer()).toHaveTextContent('Denied: loans:create');
    expect(answer()).toHaveTextContent(manager.reason);
    expect(answer()).toHaveTextContent('Who may approve: Org Admin');

    const matrix = screen.getByRole('table', { name: 'What the role Manager may do' });
    const loansRow = within(matrix).getByRole('row', { name: /^loans/ });
    expect(loansRow).toHaveTextContent('create');
    expect(loansRow).not.toHaveTextContent('approve');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('refuses another organization’s record to a role without cross-organization access', async () => {
    mockFetch({});
    renderExplorer();
    await choose('Role', 'Org Admin');
    await choose('Action', 'read');
    expect(answer()).toHaveTextContent('Allowed: loans:read');
    await userEvent.click(
      screen.getByRole('checkbox', { name: "On another organization's record" }),
    );
    expect(answer()).toHaveTextContent('Denied: loans:read');
    expect(answer()).toHaveTextContent('cross_org_access');
  });

  it('includes a user’s standing emergency grant in the answer and the matrix', async () => {
    mockFetch({
      'GET /api/v1/users': { body: USERS },
      'GET /api/v1/emergency-access': {
        body: {
          data: [
            {
              id: 'g0000000-0000-4000-8000-000000000001',
              target_user_id: OFFICER.user_id,
              permissions: ['loans:approve'],
              expires_at: '2026-11-27T11:00:00Z',
              is_active: true,
            },
            {
              id: 'g0000000-0000-4000-8000-000000000002',
              target_user_id: OFFICER.user_id,
              permissions: ['loans:export'],
              expires_at: '2026-11-27T09:00:00Z',
              is_active: true,
            },
          ],
        },
      },
    });
    const { container } = renderExplorer();
    await userEvent.click(screen.getByRole('radio', { name: 'A user' }));
    await choose('User', 'Vikram Singh (officer@acme.test)');
    expect(await screen.findByText(/Allowed by an emergency access grant/)).toBeInTheDocument();
    expect(answer()).toHaveTextContent('Allowed: loans:approve');
    expect(screen.getByText('Active emergency access grants')).toBeInTheDocument();
    expect(screen.queryByText(/loans:export/)).not.toBeInTheDocument();
    const matrix = screen.getByRole('table', { name: /What Vikram Singh/ });
    expect(within(matrix).getByRole('row', { name: /^loans/ })).toHaveTextContent(
      'approve (emergency grant)',
    );
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('treats a 404 from the grants endpoint as no grants', async () => {
    mockFetch({
      'GET /api/v1/users': { body: USERS },
      'GET /api/v1/emergency-access': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found', details: null } },
      },
    });
    renderExplorer();
    await userEvent.click(screen.getByRole('radio', { name: 'A user' }));
    await choose('User', 'Vikram Singh (officer@acme.test)');
    expect(await screen.findByText('No active emergency access grant.')).toBeInTheDocument();
    expect(answer()).toHaveTextContent('Denied: loans:approve');
  });

  it('asks by role only for a reader who may not list users', () => {
    mockFetch({});
    renderExplorer('auditor');
    expect(screen.queryByRole('radio', { name: 'A user' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();
  });
});
