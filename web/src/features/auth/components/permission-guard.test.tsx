import { MESSAGES } from '@lendline/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { PermissionGuard, RequirePermission } from './permission-guard';
import { t } from '@/i18n/i18n';

const asLoanOfficer = () =>
  mockFetch({ 'GET /api/v1/auth/session': { body: buildSession({ roles: ['loan_officer'] }) } });

describe('PermissionGuard', () => {
  it('shows Access Denied with a way back to the dashboard when a permission is missing', async () => {
    asLoanOfficer();
    renderWithProviders(
      <PermissionGuard permissions={['users:read']}>
        <p>User list</p>
      </PermissionGuard>,
    );
    expect(await screen.findByText(t(MESSAGES.accessDenied))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('User list')).not.toBeInTheDocument();
  });

  it('renders the screen when every permission is allowed', async () => {
    asLoanOfficer();
    renderWithProviders(
      <PermissionGuard permissions={['loans:read', 'customers:create']}>
        <p>Loan list</p>
      </PermissionGuard>,
    );
    expect(await screen.findByText('Loan list')).toBeInTheDocument();
  });

  it("denies another organization's context without cross-organization access", async () => {
    asLoanOfficer();
    renderWithProviders(
      <PermissionGuard permissions={['loans:read']} organizationId="someone-elses-organization">
        <p>Loan list</p>
      </PermissionGuard>,
    );
    expect(await screen.findByText(t(MESSAGES.accessDenied))).toBeInTheDocument();
  });
});

describe('RequirePermission', () => {
  it('shows a one-line refusal by default', async () => {
    asLoanOfficer();
    renderWithProviders(
      <RequirePermission permission="approvals:approve">
        <p>Approve</p>
      </RequirePermission>,
    );
    expect(await screen.findByText(t(MESSAGES.noPermission))).toBeInTheDocument();
  });

  it('redirects to the given path when told to', async () => {
    asLoanOfficer();
    renderWithProviders(
      <RequirePermission permission="approvals:approve" redirectTo="/dashboard">
        <p>Approve</p>
      </RequirePermission>,
      { path: '/approvals', routes: [{ path: '/dashboard', element: <p>Dashboard screen</p> }] },
    );
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });
});
