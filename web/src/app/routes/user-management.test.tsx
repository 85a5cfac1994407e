import type { Role } from '@lendline/core';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import UserManagementRoute from './user-management';

configure({ asyncUtilTimeout: 3_000 });

const emptyList = { body: { data: [], page: 1, page_size: 50, total: 0 } };

function signedInAs(roles: Role[]) {
  return mockFetch({
    'GET /api/v1/auth/session': { body: buildSession({ roles }) },
    'GET /api/v1/users': emptyList,
    'GET /api/v1/organizations': emptyList,
    'GET /api/v1/outbox': emptyList,
    'GET /api/v1/emergency-access': { body: { data: [], page: 1, page_size: 25, total: 0 } },
  });
}

describe('UserManagementRoute', { timeout: 15_000 }, () => {
  it('gives an organization admin the users, organizations and outbox tabs', async () => {
    signedInAs(['organization_admin']);
    renderWithProviders(<UserManagementRoute />, { path: '/user-management' });

    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Outbox' }));
    expect(await screen.findByText('No e-mail yet.')).toBeInTheDocument();
  });

  it('hides the outbox and inviting from a partner admin, who cannot invite', async () => {
    signedInAs(['partner_admin']);
    renderWithProviders(<UserManagementRoute />, { path: '/user-management' });

    expect(await screen.findByRole('tab', { name: 'Organizations' })).toBeInTheDocument();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Outbox' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Emergency access' })).not.toBeInTheDocument();
  });

  it('gives an organization admin, who holds the emergency override, the Emergency access tab', async () => {
    signedInAs(['organization_admin']);
    renderWithProviders(<UserManagementRoute />, { path: '/user-management' });

    await userEvent.click(await screen.findByRole('tab', { name: 'Emergency access' }));
    expect(await screen.findByText('No emergency access grants')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grant emergency access' })).toBeInTheDocument();
  });
});
