import { MantineProvider } from '@mantine/core';
import { APPROVAL_MESSAGES } from '@lendline/core';
import type { PermissionSubject } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildApproval, buildBell, ORGANIZATION_ID } from '../testing/build-approval';
import { ApprovalBell, formatBellCount } from './approval-bell';
import { t } from '@/i18n/i18n';

// Popovers open through transitions; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 3_000 });

const ADMIN: PermissionSubject = {
  roles: ['organization_admin'],
  organizationIds: [ORGANIZATION_ID],
};
const SUMMARY = 'GET /api/v1/approvals/summary';

/**
 * jsdom has no layout, so a popover would count its target as detached and stay display:none;
 * Mantine's test environment skips that check (and the transitions).
 */
function renderBell(subject: PermissionSubject) {
  return renderWithProviders(
    <MantineProvider env="test">
      <ApprovalBell subject={subject} />
    </MantineProvider>,
  );
}

async function openBell() {
  await userEvent.click(await screen.findByRole('button', { name: /^Approval requests/ }));
  return screen.findByRole('dialog', { name: 'Approval Requests' });
}

describe('ApprovalBell', { timeout: 15_000 }, () => {
  it('is hidden when nothing is pending', async () => {
    const spy = mockFetch({ [SUMMARY]: { body: buildBell([], []) } });
    renderBell(ADMIN);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Approval requests/ })).not.toBeInTheDocument(),
    );
  });

  it('does not ask for approvals when the user may not read them', () => {
    const spy = mockFetch({});
    renderBell({ roles: ['loan_officer'], organizationIds: [ORGANIZATION_ID] });
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Approval requests/ })).not.toBeInTheDocument();
  });

  it("caps the badge at '9+' above 9 pending", async () => {
    mockFetch({
      [SUMMARY]: {
        body: buildBell([buildApproval()], [], { awaiting_mine_total: 7, others_total: 5 }),
      },
    });
    renderBell(ADMIN);
    expect(await screen.findByText('9+')).toBeInTheDocument();
    expect(formatBellCount(9)).toBe('9');
    expect(formatBellCount(10)).toBe('9+');
  });

  it('lists the first 3 awaiting the user and the first 2 with other approvers', async () => {
    const awaiting = [
      buildApproval({ notes: 'Collector missed three visits' }),
      buildApproval(),
      buildApproval(),
    ];
    const others = [buildApproval(), buildApproval()];
    mockFetch({
      [SUMMARY]: {
        body: buildBell(awaiting, others, { awaiting_mine_total: 4, others_total: 6 }),
      },
    });
    renderBell(ADMIN);
    const popover = await openBell();

    expect(within(popover).getByText('10 pending')).toBeInTheDocument();
    const mine = within(popover).getByRole('group', {
      name: 'Awaiting Your Approval (4)',
    });
    expect(within(mine).getAllByRole('button', { name: 'Approve' })).toHaveLength(3);
    expect(within(mine).getAllByText('Urgent')).toHaveLength(3);
    expect(within(mine).getByText('Collector missed three visits')).toBeInTheDocument();
    expect(within(mine).getAllByText('No additional notes')).toHaveLength(2);
    const other = within(popover).getByRole('group', { name: 'Other Pending (6)' });
    expect(within(other).getAllByText('Pending with another approver')).toHaveLength(2);
    expect(within(popover).getByRole('link', { name: 'View All Approvals' })).toHaveAttribute(
      'href',
      '/approvals',
    );
  });

  it('says so when every pending request is with other approvers', async () => {
    mockFetch({ [SUMMARY]: { body: buildBell([], [buildApproval()]) } });
    renderBell(ADMIN);
    const popover = await openBell();
    expect(
      within(popover).getByText('All pending requests are with other approvers'),
    ).toBeInTheDocument();
    expect(within(popover).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves from the bell, shows the toast and drops the count without a reload', async () => {
    const request = buildApproval();
    let approved = false;
    const spy = mockFetch({
      [SUMMARY]: () => ({
        body: approved ? buildBell([], [buildApproval()]) : buildBell([request], [buildApproval()]),
      }),
      [`POST /api/v1/approvals/${request.id}/approve`]: () => {
        approved = true;
        return {
          body: {
            message: t(APPROVAL_MESSAGES.approved),
            approval_request: { ...request, status: 'approved', approval_notes: [] },
          },
        };
      },
    });
    renderBell(ADMIN);
    expect(await screen.findByText('2')).toBeInTheDocument();
    const popover = await openBell();
    await userEvent.click(within(popover).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(t(APPROVAL_MESSAGES.approved))).toBeInTheDocument();
    const approveCall = spy.mock.calls.find(([url]) => String(url).endsWith('/approve'));
    expect(approveCall?.[1]?.method).toBe('POST');
    expect(await screen.findByText('1')).toBeInTheDocument();
  });

  it('shows the reason when a quick approve fails', async () => {
    const request = buildApproval();
    mockFetch({
      [SUMMARY]: { body: buildBell([request], []) },
      [`POST /api/v1/approvals/${request.id}/approve`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: t(APPROVAL_MESSAGES.alreadyDecided) } },
      },
    });
    renderBell(ADMIN);
    const popover = await openBell();
    await userEvent.click(within(popover).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(`Failed to approve request: ${t(APPROVAL_MESSAGES.alreadyDecided)}`),
    ).toBeInTheDocument();
  });
});
