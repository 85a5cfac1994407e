import type { Organization, Role } from '@lendline/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '@/testing/api-answers';
import { seriousViolationsIn } from '@/testing/axe';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import SettingsRoute from './settings';

configure({ asyncUtilTimeout: 3_000 });
afterEach(() => vi.unstubAllGlobals());

const session = (roles: Role[]) => buildSession({ roles });
const ORGANIZATION_ID = buildSession().organization!.id;

const SUNRISE: Organization = {
  id: ORGANIZATION_ID,
  name: 'Sunrise Microfinance',
  organization_type: 'microfinance',
  parent_organization_id: null,
  parent_organization_name: null,
  timezone: 'Asia/Kolkata',
  currency: 'INR',
  default_phone_country: 'IN',
  collection_days: 'weekdays',
  holidays: ['2026-12-25'],
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
};

function renderSettings(
  roles: Role[],
  patch: (body: unknown) => MockResponse = (body) => ({
    body: {
      message: 'Organization updated successfully',
      organization: { ...SUNRISE, ...(body as object), updated_at: '2026-11-27T10:00:00.000Z' },
    },
  }),
) {
  const sent: unknown[] = [];
  const fetch = mockFetch({
    'GET /api/v1/auth/session': { body: session(roles) },
    [`GET /api/v1/organizations/${ORGANIZATION_ID}`]: { body: SUNRISE },
    [`PATCH /api/v1/organizations/${ORGANIZATION_ID}`]: ({ body }) => {
      sent.push(body);
      return patch(body);
    },
  });
  const view = renderWithProviders(<SettingsRoute />, { path: '/settings' });
  return { fetch, sent, ...view };
}

describe('SettingsRoute', { timeout: 20_000 }, () => {
  it("shows the organization's settings and sends only what changed, MFA policy included", async () => {
    const { sent } = renderSettings(['organization_admin']);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(
      screen.getByText('These settings apply to everyone in Sunrise Microfinance.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Weekdays only' })).toBeChecked();
    expect(screen.getByText('25 Dec 2026', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Every day' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Require a second approver for every loan' }),
    );
    await userEvent.click(
      screen.getByRole('combobox', { name: /Two-step verification required for/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Everyone', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Organization updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      { collection_days: 'every_day', second_loan_approver: true, mfa_policy: 'everyone' },
    ]);
  });

  it('removes a holiday and saves the rest of the list', async () => {
    const { sent } = renderSettings(['organization_admin']);
    await userEvent.click(await screen.findByRole('button', { name: /Remove holiday .*2026/ }));
    expect(screen.getByText('No holidays')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toEqual([{ holidays: [] }]));
  });

  it('says nothing changed without sending a request', async () => {
    const { sent } = renderSettings(['organization_admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing changed')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a field on that field", async () => {
    renderSettings(['organization_admin'], () =>
      fieldRefusal('default_max_repayment_days', 'Choose 30, 60, 100, 180 or 365 days'),
    );
    await screen.findByRole('heading', { name: 'Settings' });
    await userEvent.click(screen.getByRole('combobox', { name: /Maximum repayment days/ }));
    await userEvent.click(await screen.findByRole('option', { name: '60 days', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose 30, 60, 100, 180 or 365 days')).toBeInTheDocument();
  });

  it('is read-only for whoever may not update the settings, saying who may', async () => {
    renderSettings(['loan_officer']);
    expect(
      await screen.findByText(
        'You can view these settings. Only an organization administrator can change them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove holiday/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Every day' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /second approver/ })).toBeDisabled();
  });

  it('has no serious accessibility violations, on a 390 px phone too', async () => {
    const { container, unmount } = renderSettings(['organization_admin']);
    await screen.findByRole('button', { name: 'Save settings' });
    expect(await seriousViolationsIn(container)).toEqual([]);
    unmount();

    const desktop = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...desktop(query),
      // A 390 px screen: every max-width query holds.
      matches: query.includes('max-width'),
    }));
    const phone = renderSettings(['organization_admin']);
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeVisible();
    expect(await seriousViolationsIn(phone.container)).toEqual([]);
  });
});
