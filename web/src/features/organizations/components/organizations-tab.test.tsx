import type { Organization, OrganizationListResponse } from '@lendline/core';
import { APPROVAL_MESSAGES, ORGANIZATION_MESSAGES } from '@lendline/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { OrganizationActor } from '../lib/organization-actions';
import { OrganizationsTab } from './organizations-tab';
import { t } from '@/i18n/i18n';

configure({ asyncUtilTimeout: 3_000 });
// Toasts live in a module-level store: one test's toast must not answer the next test's query.
beforeEach(() => notifications.clean());
// In jsdom, floating-ui sees every element as zero-sized and may mark menus and option lists
// display:none (hideDetached); their items are queried with `hidden: true`.

const ACME_ID = 'd0000000-0000-4000-8000-000000000001';
const BRANCH_ID = 'd0000000-0000-4000-8000-000000000002';

function buildOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: ACME_ID,
    name: 'Acme Microfinance',
    organization_type: 'microfinance',
    parent_organization_id: null,
    parent_organization_name: null,
    timezone: 'Asia/Kolkata',
    currency: 'INR',
    default_phone_country: 'IN',
    collection_days: 'weekdays',
    holidays: [],
    default_daily_interest_rate: 0.2,
    default_upfront_interest: 20,
    default_max_repayment_days: 100,
    second_loan_approver: false,
    mfa_policy: 'optional',
    is_active: true,
    is_blocked: false,
    blocked_reason: null,
    blocked_at: null,
    blocked_by: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    pending_request: null,
    ...overrides,
  };
}

const ACME = buildOrganization();
const BRANCH = buildOrganization({
  id: BRANCH_ID,
  name: 'Acme North Branch',
  organization_type: 'branch',
  parent_organization_id: ACME_ID,
  parent_organization_name: 'Acme Microfinance',
});

const list = (data: Organization[]): { body: OrganizationListResponse } => ({
  body: { data, page: 1, page_size: 25, total: data.length },
});

const ORG_ADMIN: OrganizationActor = { roles: ['organization_admin'], organizationId: ACME_ID };
const OWNER: OrganizationActor = {
  roles: ['platform_super_admin'],
  organizationId: 'd0000000-0000-4000-8000-000000000009',
};

describe('OrganizationsTab', { timeout: 15_000 }, () => {
  it('lists organizations with their parent, timezone, currency and block reason', async () => {
    mockFetch({
      'GET /api/v1/organizations': list([
        ACME,
        { ...BRANCH, is_blocked: true, blocked_reason: 'Audit pending' },
      ]),
    });
    renderWithProviders(<OrganizationsTab actor={ORG_ADMIN} />);

    const table = await screen.findByRole('table', { name: 'Organizations' });
    const branchRow = (await within(table).findByText('Acme North Branch')).closest('tr')!;
    expect(within(branchRow).getByText('Acme Microfinance')).toBeInTheDocument();
    expect(within(branchRow).getByText('Audit pending')).toBeInTheDocument();
    expect(within(branchRow).getByText('INR')).toBeInTheDocument();
    expect(screen.getByText('2 organizations')).toBeInTheDocument();
  });

  it("turns an organization admin's block into an approval request", async () => {
    const spy = mockFetch({
      'GET /api/v1/organizations': list([ACME, BRANCH]),
      [`POST /api/v1/organizations/${BRANCH_ID}/block`]: {
        status: 202,
        body: {
          status: 'pending_approval',
          message: t(ORGANIZATION_MESSAGES.blockSubmitted),
          approval_request: {},
        },
      },
    });
    renderWithProviders(<OrganizationsTab actor={ORG_ADMIN} />);

    // Its own organization offers Edit alone (its Lending settings, issue 10); create, the rest
    // of an edit and delete are the platform's.
    await screen.findByRole('button', { name: 'Actions for Acme North Branch' });
    expect(screen.queryByRole('button', { name: 'Create Organization' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme North Branch' }));
    const block = await screen.findByRole('menuitem', { name: 'Block', hidden: true });
    expect(screen.queryByRole('menuitem', { name: 'Edit', hidden: true })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete', hidden: true })).toBeNull();
    await userEvent.click(block);
    const dialog = await screen.findByRole('dialog', { name: 'Block organization' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Licence lapsed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Approval' }));

    expect(await screen.findByText(t(APPROVAL_MESSAGES.created))).toBeInTheDocument();
    const call = spy.mock.calls.find(([url]) => String(url).endsWith('/block'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Licence lapsed' });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme Microfinance' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent),
      ).toEqual(['Edit']),
    );
  });

  it("shows 'Request pending' and offers no block while a request for it waits", async () => {
    const pending = {
      ...BRANCH,
      pending_request: {
        id: 'aaaaaaaa-0000-4000-8000-000000000003',
        request_type: 'organization_block' as const,
      },
    };
    mockFetch({ 'GET /api/v1/organizations': list([ACME, pending]) });
    renderWithProviders(<OrganizationsTab actor={ORG_ADMIN} />);

    const table = await screen.findByRole('table', { name: 'Organizations' });
    const branchRow = (await within(table).findByText('Acme North Branch')).closest('tr')!;
    expect(within(branchRow).getByText('Request pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Acme North Branch' })).toBeNull();
  });

  it('asks for a reason before blocking', async () => {
    const spy = mockFetch({ 'GET /api/v1/organizations': list([ACME, BRANCH]) });
    renderWithProviders(<OrganizationsTab actor={OWNER} />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Acme North Branch' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Block organization' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await within(dialog).findByText('Please enter a reason')).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/block'))).toBe(false);
  });

  it("shows the server's refusal when an organization that still has users is deleted", async () => {
    const refusal =
      'Cannot delete organization "Acme North Branch": it still has 3 users. Remove or move them first.';
    mockFetch({
      'GET /api/v1/organizations': list([ACME, BRANCH]),
      [`DELETE /api/v1/organizations/${BRANCH_ID}`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: refusal } },
      },
    });
    renderWithProviders(<OrganizationsTab actor={OWNER} />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Acme North Branch' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete organization' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it("reports a failed create with the spec's text", async () => {
    mockFetch({
      'GET /api/v1/organizations': list([ACME]),
      'POST /api/v1/organizations': {
        status: 422,
        body: {
          error: { code: 'BUSINESS_RULE', message: t(ORGANIZATION_MESSAGES.parentNotFound) },
        },
      },
    });
    renderWithProviders(<OrganizationsTab actor={OWNER} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Create Organization' }));
    const form = await screen.findByRole('form', { name: 'Create organization' });
    await userEvent.click(within(form).getByLabelText(/Name/));
    await userEvent.paste('Beacon Lending');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Type' }));
    await userEvent.paste('lender');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Organization' }));

    expect(
      await screen.findByText(
        `Failed to create organization: ${t(ORGANIZATION_MESSAGES.parentNotFound)}`,
      ),
    ).toBeInTheDocument();
  });
});
