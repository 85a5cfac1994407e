import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { GrantAccessDialog } from './grant-access-dialog';

configure({ asyncUtilTimeout: 3_000 });

const ADMIN_ID = '55555555-5555-4555-8555-555555555555';
const OFFICER_ID = '66666666-6666-4666-8666-666666666666';

const user = (id: string, first: string, email: string) => ({
  user_id: id,
  email,
  first_name: first,
  last_name: 'Rao',
  phone: null,
  employee_id: null,
  organization_id: null,
  organization_name: null,
  organization_type: null,
  status: 'active',
  role: 'loan_officer',
  roles: ['loan_officer'],
  invited_by: null,
  invited_at: null,
  activated_at: null,
  blocked_at: null,
  blocked_by: null,
  blocked_reason: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('GrantAccessDialog', { timeout: 30_000 }, () => {
  it("offers only the grantor's permissions and sends the grant", async () => {
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/v1/users': {
        body: {
          data: [
            user(ADMIN_ID, 'Admin', 'admin@acme.test'),
            user(OFFICER_ID, 'Ravi', 'officer@acme.test'),
          ],
          page: 1,
          page_size: 100,
          total: 2,
        },
      },
      'POST /api/v1/emergency-access': ({ body }) => {
        sent.push(body);
        return { status: 201, body: { message: 'Emergency access granted', grant: {} } };
      },
    });
    const onClose = vi.fn();
    renderWithProviders(
      <GrantAccessDialog
        opened
        onClose={onClose}
        grantor={{ userId: ADMIN_ID, roles: ['manager'] }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant emergency access' });
    // A manager holds approvals:approve but not loans:approve, nor the emergency override.
    expect(within(dialog).getByRole('checkbox', { name: 'approvals:approve' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'loans:approve' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: /^emergency_access/ })).toBeNull();
    expect(await seriousViolationsIn(dialog)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(await within(dialog).findByText('Choose at least one permission')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'User' }));
    await userEvent.click(
      await screen.findByRole('option', { name: /officer@acme.test/, hidden: true }),
    );
    expect(screen.queryByRole('option', { name: /admin@acme.test/, hidden: true })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'approvals:approve' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Cover');
    const hours = within(dialog).getByRole('textbox', { name: 'Duration (hours)' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          user_id: OFFICER_ID,
          permissions: ['approvals:approve'],
          reason: 'Cover',
          duration_hours: 4,
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
