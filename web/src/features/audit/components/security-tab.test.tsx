import { MantineProvider } from '@mantine/core';
import type {
  ActiveSessionListResponse,
  FailedSignInListResponse,
  PermissionSubject,
  SecurityEmergencyGrantListResponse,
  SecurityEvent,
  SecurityEventListResponse,
} from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { SecurityTab } from './security-tab';

// Four lists load at once; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 8_000 });

const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
const USER_ID = 'b0000000-0000-4000-8000-000000000001';

const event = (index: number, overrides: Partial<SecurityEvent> = {}): SecurityEvent => ({
  id: `e0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  organization_id: ORGANIZATION_ID,
  user_id: USER_ID,
  user_name: 'Asha Rao',
  user_email: 'manager@acme.test',
  type: 'rate_limit_exceeded',
  severity: 'high',
  message: 'Rate limit exceeded for form_submissions',
  metadata: { operation: 'form_submissions' },
  ip_address: '10.0.0.7',
  created_at: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

const EVENTS: SecurityEventListResponse = {
  data: [
    event(1),
    event(2, {
      type: 'failed_logins',
      message: '4 failed login attempts in the last hour',
      metadata: { failures: 4 },
    }),
  ],
  page: 1,
  page_size: 10,
  total: 12,
};
const FAILED: FailedSignInListResponse = {
  data: [
    {
      id: 'f0000000-0000-4000-8000-000000000001',
      organization_id: ORGANIZATION_ID,
      email: 'officer@acme.test',
      user_id: USER_ID,
      user_name: 'Ravi Kumar',
      ip_address: '10.0.0.9',
      attempted_at: '2025-03-01T09:00:00.000Z',
    },
  ],
  page: 1,
  page_size: 25,
  total: 1,
};
const SESSIONS: ActiveSessionListResponse = {
  data: [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      organization_id: ORGANIZATION_ID,
      user_id: USER_ID,
      user_name: 'Asha Rao',
      user_email: 'manager@acme.test',
      ip_address: '10.0.0.7',
      user_agent: 'Mozilla/5.0',
      created_at: '2025-03-01T08:00:00.000Z',
      last_seen_at: '2025-03-01T10:00:00.000Z',
    },
  ],
  page: 1,
  page_size: 25,
  total: 1,
};
const GRANTS: SecurityEmergencyGrantListResponse = {
  data: [
    {
      id: 'c0000000-0000-4000-8000-000000000001',
      organization_id: ORGANIZATION_ID,
      target_user_id: USER_ID,
      target_user_name: 'Ravi Kumar',
      granted_by: USER_ID,
      granted_by_name: 'Meera Iyer',
      permissions: ['loans:approve'],
      reason: 'Month end',
      duration_hours: 1,
      expires_at: '2025-03-01T11:00:00.000Z',
      state: 'active',
      revoked_at: null,
      revoke_reason: null,
      created_at: '2025-03-01T10:00:00.000Z',
    },
  ],
  page: 1,
  page_size: 25,
  total: 1,
};

function renderTab() {
  const subject: PermissionSubject = {
    roles: ['compliance_officer'],
    organizationIds: [ORGANIZATION_ID],
  };
  return renderWithProviders(
    <MantineProvider env="test">
      <SecurityTab subject={subject} />
    </MantineProvider>,
  );
}

function mockLists() {
  return mockFetch({
    'GET /api/v1/security-events': ({ url }) => ({
      body: { ...EVENTS, page: Number(url.searchParams.get('page') ?? 1) },
    }),
    'GET /api/v1/security/failed-sign-ins': { body: FAILED },
    'GET /api/v1/security/active-sessions': { body: SESSIONS },
    'GET /api/v1/security/emergency-grants': { body: GRANTS },
  });
}

describe('SecurityTab', { timeout: 20_000 }, () => {
  it('shows the latest 10 alerts in the reader’s words, failed sign-ins, sessions and grants', async () => {
    const spy = mockLists();
    renderTab();
    const alerts = await screen.findByRole('table', { name: 'Security alerts' });
    expect(
      await within(alerts).findByText('Rate limit exceeded for form submissions'),
    ).toBeInTheDocument();
    expect(
      within(alerts).getByText('4 failed login attempts in the last hour'),
    ).toBeInTheDocument();
    const firstCall = spy.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('/security-events'));
    expect(firstCall).toContain('page_size=10');
    const failed = await screen.findByRole('table', { name: 'Failed sign-ins' });
    expect(within(failed).getByText('officer@acme.test')).toBeInTheDocument();
    const sessions = await screen.findByRole('table', { name: 'Active sessions' });
    expect(within(sessions).getByText('Mozilla/5.0')).toBeInTheDocument();
    const grants = await screen.findByRole('table', { name: 'Emergency access grants' });
    expect(within(grants).getByText('Month end')).toBeInTheDocument();
    expect(within(grants).getByText('Active')).toBeInTheDocument();
  });

  it('opens the full paged list of alerts and filters it by severity', async () => {
    const spy = mockLists();
    renderTab();
    await screen.findByRole('table', { name: 'Security alerts' });
    await userEvent.click(screen.getByRole('button', { name: 'View all alerts' }));
    await waitFor(() =>
      expect(spy.mock.calls.some(([input]) => String(input).includes('page_size=25'))).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Show the latest 10 only' })).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Severity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Critical', hidden: true }));
    await waitFor(() =>
      expect(spy.mock.calls.some(([input]) => String(input).includes('severity=critical'))).toBe(
        true,
      ),
    );
  });

  it('has no serious or critical axe violations', async () => {
    mockLists();
    const { container } = renderTab();
    await screen.findByRole('table', { name: 'Emergency access grants' });
    await screen.findByText('Month end');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
