import type { Role } from '@lendline/core';
import { Menu } from '@mantine/core';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { UserMenuLinks } from './user-menu-links';

configure({ asyncUtilTimeout: 3_000 });

function renderLinks(roles: Role[]) {
  mockFetch({ 'GET /api/v1/auth/session': { body: buildSession({ roles }) } });
  renderWithProviders(
    <Menu opened>
      <Menu.Target>
        <button type="button">menu</button>
      </Menu.Target>
      <Menu.Dropdown>
        <UserMenuLinks />
      </Menu.Dropdown>
    </Menu>,
  );
}

describe('UserMenuLinks', () => {
  it('offers an organization admin Profile and Settings', async () => {
    renderLinks(['organization_admin']);
    expect(await screen.findByRole('menuitem', { name: 'Profile', hidden: true })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Settings', hidden: true })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('offers a loan officer, who may not read the settings, Profile alone', async () => {
    renderLinks(['loan_officer']);
    expect(
      await screen.findByRole('menuitem', { name: 'Profile', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: 'Settings', hidden: true }),
    ).not.toBeInTheDocument();
  });
});
