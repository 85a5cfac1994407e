import { MantineProvider } from '@mantine/core';
import { APPROVAL_MESSAGES, COLLECTOR_MESSAGES } from '@lendline/core';
import type { Collector, CollectorListResponse, PermissionSubject, Role } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { CollectorsScreen } from './collectors-screen';
import { t } from '@/i18n/i18n';

// Modals open through transitions; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 3_000 });

const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';

function buildCollector(overrides: Partial<Collector> = {}): Collector {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    organization_name: 'Acme Microfinance',
    organization_is_blocked: false,
    name: 'Ravi Kumar',
    phone: '+91 98765 43210',
    email: 'ravi@acme.test',
    territory: 'North Zone',
    user_id: null,
    user_name: null,
    is_active: true,
    is_blocked: false,
    blocked_due_to_org: false,
    blocked_reason: null,
    blocked_at: null,
    blocked_by: null,
    blocked_by_name: null,
    created_at: '2025-01-10T09:00:00.000Z',
    updated_at: '2025-01-10T09:00:00.000Z',
    pending_request: null,
    ...overrides,
  };
}

const RAVI = buildCollector();
const listOf = (collectors: Collector[]): CollectorListResponse => ({
  data: collectors,
  page: 1,
  page_size: 25,
  total: collectors.length,
});

const subjectOf = (role: Role): PermissionSubject => ({
  roles: [role],
  organizationIds: [ORGANIZATION_ID],
});

/** Mantine's test environment shows menus without layout and transitions (jsdom has neither). */
function renderScreen(role: Role) {
  return renderWithProviders(
    <MantineProvider env="test">
      <CollectorsScreen subject={subjectOf(role)} organizationId={ORGANIZATION_ID} />
    </MantineProvider>,
  );
}

async function chooseAction(collectorName: string, action: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: `Actions for ${collectorName}` }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('CollectorsScreen', { timeout: 15_000 }, () => {
  it('lists the collectors the API answers, in its order', async () => {
    const blocked = buildCollector({
      id: 'c0000000-0000-4000-8000-000000000002',
      name: 'Anil Das',
      is_active: false,
      is_blocked: true,
    });
    const spy = mockFetch({ 'GET /api/v1/collectors': { body: listOf([RAVI, blocked]) } });
    renderScreen('organization_admin');

    const table = await screen.findByRole('table', { name: 'Collectors' });
    await within(table).findByText('Anil Das');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ravi Kumar');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Anil Das');
    expect(rows[2]).toHaveTextContent('Blocked');
    expect(screen.getByRole('button', { name: 'Add Collector' })).toBeInTheDocument();
    expect(String(spy.mock.calls[0]?.[0])).toContain('page_size=25');
  });

  it('blocks at once for an organization admin', async () => {
    const spy = mockFetch({
      'GET /api/v1/collectors': { body: listOf([RAVI]) },
      [`POST /api/v1/collectors/${RAVI.id}/block`]: {
        body: {
          message: t(COLLECTOR_MESSAGES.blocked),
          collector: { ...RAVI, is_blocked: true, is_active: false },
        },
      },
    });
    renderScreen('organization_admin');
    await chooseAction('Ravi Kumar', 'Block');
    const dialog = await screen.findByRole('dialog', { name: 'Block collector' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Collected cash off the books');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block collector' }));

    expect(await screen.findByText(t(COLLECTOR_MESSAGES.blocked))).toBeInTheDocument();
    const call = spy.mock.calls.find(([url]) => String(url).endsWith('/block'));
    expect(call?.[1]?.body).toBe(JSON.stringify({ reason: 'Collected cash off the books' }));
  });

  it("turns a manager's block into an approval request", async () => {
    const approvalRequest = {
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      current_approver_name: 'Asha Rao',
    };
    mockFetch({
      'GET /api/v1/collectors': { body: listOf([RAVI]) },
      [`POST /api/v1/collectors/${RAVI.id}/block`]: {
        status: 202,
        body: {
          status: 'pending_approval',
          message: t(APPROVAL_MESSAGES.created),
          approval_request: approvalRequest,
        },
      },
    });
    renderScreen('manager');
    expect(await screen.findByRole('table', { name: 'Collectors' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Collector' })).not.toBeInTheDocument();
    await chooseAction('Ravi Kumar', 'Request block');
    const dialog = await screen.findByRole('dialog', { name: 'Block collector' });
    expect(within(dialog).getByText(/goes to an organization admin/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Missed collections');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block collector' }));

    expect(await screen.findByText(t(APPROVAL_MESSAGES.created))).toBeInTheDocument();
    expect(screen.getByText('Sent to Asha Rao for approval.')).toBeInTheDocument();
  });

  it("shows 'Request pending' and offers no block while a request for it waits", async () => {
    const pending = buildCollector({
      pending_request: {
        id: 'aaaaaaaa-0000-4000-8000-000000000002',
        request_type: 'collector_block',
      },
    });
    mockFetch({ 'GET /api/v1/collectors': { body: listOf([pending]) } });
    renderScreen('manager');

    const table = await screen.findByRole('table', { name: 'Collectors' });
    await within(table).findByText('Ravi Kumar');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Request pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ravi Kumar' }));
    expect(await screen.findByRole('menuitem', { name: 'View details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Request block' })).toBeNull();
  });

  it('asks for a block reason before calling the server', async () => {
    const spy = mockFetch({ 'GET /api/v1/collectors': { body: listOf([RAVI]) } });
    renderScreen('organization_admin');
    await chooseAction('Ravi Kumar', 'Block');
    const dialog = await screen.findByRole('dialog', { name: 'Block collector' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block collector' }));

    expect(await within(dialog).findByText('Input cannot be empty')).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/block'))).toBe(false);
  });

  it("shows the server's refusal to unblock while the organization is blocked", async () => {
    const blocked = buildCollector({ is_blocked: true, is_active: false });
    const refusal = 'Cannot unblock collector while organization "Acme Microfinance" is blocked.';
    mockFetch({
      'GET /api/v1/collectors': { body: listOf([blocked]) },
      [`POST /api/v1/collectors/${blocked.id}/unblock`]: {
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: refusal } },
      },
    });
    renderScreen('organization_admin');
    await chooseAction('Ravi Kumar', 'Unblock');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('shows every field, with the block reason, in the details modal', async () => {
    const blocked = buildCollector({
      is_blocked: true,
      is_active: false,
      blocked_due_to_org: true,
      blocked_reason: 'Organization suspended for audit',
      blocked_by_name: 'Priya Owner',
      blocked_at: '2025-02-01T10:00:00.000Z',
    });
    mockFetch({
      'GET /api/v1/collectors': { body: listOf([blocked]) },
      [`GET /api/v1/collectors/${blocked.id}`]: { body: blocked },
    });
    renderScreen('compliance_officer');
    await userEvent.click(await screen.findByRole('button', { name: 'Ravi Kumar' }));

    const details = await screen.findByRole('table', { name: 'Collector details' });
    expect(details).toHaveTextContent('Organization suspended for audit');
    expect(details).toHaveTextContent('Priya Owner');
    expect(details).toHaveTextContent('North Zone');
    expect(
      within(details).getByText('Blocked due to organization').closest('tr'),
    ).toHaveTextContent('Yes');
  });

  it('shows field errors inline when adding a collector', async () => {
    const spy = mockFetch({ 'GET /api/v1/collectors': { body: listOf([]) } });
    renderScreen('organization_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Collector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Collector' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Sunil Rao');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '12');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Collector' }));

    // One phone rule for collectors and customers: '12' is no number anywhere (issue 8).
    expect(
      await within(dialog).findByText('Please enter a valid phone number'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email format')).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks to block a collector by name, in bold', async () => {
    mockFetch({ 'GET /api/v1/collectors': { body: listOf([RAVI]) } });
    renderScreen('organization_admin');
    await chooseAction('Ravi Kumar', 'Block');
    const dialog = await screen.findByRole('dialog', { name: 'Block collector' });

    const name = within(dialog).getByText('Ravi Kumar');
    expect(name.tagName).toBe('STRONG');
    expect(name.parentElement).toHaveTextContent(
      'Block Ravi Kumar? A blocked collector is inactive until unblocked.',
    );
  });

  it('speaks Hindi: the list, its statuses, the row menu and the block dialog', async () => {
    const blocked = buildCollector({
      id: 'c0000000-0000-4000-8000-000000000002',
      name: 'Anil Das',
      is_active: false,
      is_blocked: true,
    });
    mockFetch({ 'GET /api/v1/collectors': { body: listOf([RAVI, blocked]) } });
    await act(() => activateLanguage('hi'));
    renderScreen('organization_admin');

    expect(await screen.findByRole('heading', { name: 'ऋण प्रबंधन केंद्र' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'वसूली एजेंट' });
    await within(table).findByText('Anil Das');
    expect(within(table).getByRole('columnheader', { name: 'क्षेत्र' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('सक्रिय');
    expect(rows[2]).toHaveTextContent('ब्लॉक');
    expect(screen.getByRole('button', { name: 'वसूली एजेंट जोड़ें' })).toBeInTheDocument();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Ravi Kumar के लिए कार्रवाइयाँ' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'ब्लॉक करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'वसूली एजेंट को ब्लॉक करें' });
    expect(within(dialog).getByText('Ravi Kumar').tagName).toBe('STRONG');
    expect(within(dialog).getByText(/अनब्लॉक होने तक निष्क्रिय रहता है/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/कारण/)).toBeInTheDocument();
  });

  it('speaks Swahili once the language changes', async () => {
    mockFetch({ 'GET /api/v1/collectors': { body: listOf([RAVI]) } });
    renderScreen('organization_admin');
    expect(await screen.findByRole('heading', { name: 'Debt Management Hub' })).toBeInTheDocument();

    await act(() => activateLanguage('sw'));
    expect(
      await screen.findByRole('heading', { name: 'Kituo cha Usimamizi wa Madeni' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongeza mkusanyaji' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hali' })).toBeInTheDocument();
  });

  it("shows 'Failed to load collectors' when the list cannot load", async () => {
    mockFetch({
      'GET /api/v1/collectors': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Database unavailable' } },
      },
    });
    renderScreen('organization_admin');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) {
      expect(alert).toHaveTextContent(t(COLLECTOR_MESSAGES.loadFailed));
    }
  });
});
