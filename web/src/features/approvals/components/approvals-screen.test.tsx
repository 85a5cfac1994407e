import { APPROVAL_MESSAGES } from '@lendline/core';
import type { ApprovalListResponse, ApprovalRequest } from '@lendline/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import {
  APPROVER_ID,
  buildApprovalDetail,
  ORGANIZATION_ID,
  REQUESTER_ID,
} from '../testing/build-approval';
import type { ApprovalDecider } from '../lib/may-decide';
import { ApprovalsScreen } from './approvals-screen';
import { t } from '@/i18n/i18n';

// Drawers open through transitions; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 3_000 });

const listOf = (requests: ApprovalRequest[]): ApprovalListResponse => ({
  data: requests,
  page: 1,
  page_size: 25,
  total: requests.length,
});

const adminAs = (userId: string): ApprovalDecider => ({
  userId,
  subject: { roles: ['organization_admin'], organizationIds: [ORGANIZATION_ID] },
});

const REQUEST = buildApprovalDetail({
  notes: null,
  approval_notes: [
    {
      id: 'dddddddd-0000-4000-8000-000000000001',
      approver_id: APPROVER_ID,
      approver_name: 'Asha Rao',
      note: 'Checking with the branch first',
      action: 'escalate',
      created_at: '2025-03-01T11:00:00.000Z',
    },
  ],
});

function mockApprovals() {
  return mockFetch({
    'GET /api/v1/approvals': { body: listOf([REQUEST]) },
    [`GET /api/v1/approvals/${REQUEST.id}`]: { body: REQUEST },
    [`POST /api/v1/approvals/${REQUEST.id}/reject`]: {
      body: {
        message: t(APPROVAL_MESSAGES.rejected),
        approval_request: { ...REQUEST, status: 'rejected' },
      },
    },
  });
}

async function openRequest() {
  await userEvent.click(await screen.findByRole('button', { name: REQUEST.summary }));
  return screen.findByRole('dialog', { name: 'Approval request' });
}

describe('ApprovalsScreen', { timeout: 15_000 }, () => {
  it('speaks Hindi to a user who has chosen it, in the list and the request', async () => {
    mockApprovals();
    await act(() => activateLanguage('hi'));
    renderWithProviders(<ApprovalsScreen decider={adminAs(APPROVER_ID)} />);

    expect(screen.getByRole('heading', { name: 'मंज़ूरियाँ' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'मंज़ूरी के अनुरोध' });
    await within(table).findByText('Meera Manager');
    expect(within(table).getByText('अनुरोधकर्ता')).toBeInTheDocument();
    expect(within(table).getByText('लंबित')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'सभी' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: REQUEST.summary }));
    const drawer = await screen.findByRole('dialog', { name: 'मंज़ूरी का अनुरोध' });
    expect(within(drawer).getByText('Asha Rao ने आगे बढ़ाया')).toBeInTheDocument();
    expect(within(drawer).getByText('कोई अतिरिक्त नोट नहीं')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'अस्वीकार करें' })).toBeInTheDocument();
  });

  it('lists pending requests 25 a page with their people and status', async () => {
    const spy = mockApprovals();
    renderWithProviders(<ApprovalsScreen decider={adminAs(APPROVER_ID)} />);

    const table = await screen.findByRole('table', { name: 'Approval requests' });
    await within(table).findByText('Meera Manager');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(REQUEST.summary);
    expect(row).toHaveTextContent('Collector block');
    expect(row).toHaveTextContent('Meera Manager');
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('Pending');
    const url = String(spy.mock.calls[0]?.[0]);
    expect(url).toContain('status=pending');
    expect(url).toContain('page_size=25');
  });

  it('shows the request, its notes and history, and the decisions to its approver', async () => {
    mockApprovals();
    renderWithProviders(<ApprovalsScreen decider={adminAs(APPROVER_ID)} />);
    const drawer = await openRequest();

    expect(within(drawer).getByText('No additional notes')).toBeInTheDocument();
    expect(within(drawer).getByText('Escalated by Asha Rao')).toBeInTheDocument();
    expect(within(drawer).getByText('Checking with the branch first')).toBeInTheDocument();
    expect(within(drawer).getByText('Repeated no-shows')).toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Escalate']) {
      expect(within(drawer).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('hides approve and reject from the requester, leaving escalate to chase it', async () => {
    mockApprovals();
    renderWithProviders(<ApprovalsScreen decider={adminAs(REQUESTER_ID)} />);
    const drawer = await openRequest();

    expect(await within(drawer).findByText(REQUEST.summary)).toBeInTheDocument();
    for (const name of ['Approve', 'Reject']) {
      expect(within(drawer).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Escalate' })).toBeInTheDocument();
  });

  it('rejects with the note typed and confirms with the toast', async () => {
    const spy = mockApprovals();
    renderWithProviders(<ApprovalsScreen decider={adminAs(APPROVER_ID)} />);
    const drawer = await openRequest();

    await userEvent.type(within(drawer).getByLabelText('Note (optional)'), 'Not enough evidence');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(t(APPROVAL_MESSAGES.rejected))).toBeInTheDocument();
    const call = spy.mock.calls.find(([url]) => String(url).endsWith('/reject'));
    expect(call?.[1]?.body).toBe(JSON.stringify({ note: 'Not enough evidence' }));
  });

  it("shows 'Failed to fetch approval requests' when the list cannot load", async () => {
    mockFetch({
      'GET /api/v1/approvals': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Database unavailable' } },
      },
    });
    renderWithProviders(<ApprovalsScreen decider={adminAs(APPROVER_ID)} />);
    // Both the toast and the inline alert say it.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent('Failed to fetch approval requests');
  });
});
