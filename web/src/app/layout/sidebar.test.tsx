import type { Role } from '@lendline/core';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { navigationCounts } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { NAV_REGISTRY } from './nav-registry';
import { Sidebar } from './sidebar';

function renderSidebar(roles: Role[]) {
  return renderWithProviders(
    <Sidebar
      subject={{ roles, organizationIds: ['org-1'] }}
      identity={{
        name: 'Asha Rao',
        email: 'asha@example.com',
        roleLabel: 'Loan Officer',
        initials: 'AR',
      }}
      counts={navigationCounts({ loans_open: 4, due_today: 2 })}
      collapsed={false}
      onToggleCollapsed={vi.fn()}
      onSignOut={vi.fn()}
      entries={NAV_REGISTRY}
    />,
    { path: '/dashboard' },
  );
}

describe('Sidebar', () => {
  it('hides a registry entry whose permission the user lacks, and its empty group', async () => {
    renderSidebar(['field_agent']);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /User Management/ })).not.toBeInTheDocument();
    expect(within(nav).queryByText('People & Access')).not.toBeInTheDocument();
  });

  it('shows the entry to a user whose role grants the permission', async () => {
    renderSidebar(['organization_admin']);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /User Management/ })).toBeInTheDocument();
    expect(within(nav).getByText('People & Access')).toBeInTheDocument();
  });

  it('links the due-today count to /due-today, the Due Today entry carrying the same count', async () => {
    renderSidebar(['loan_officer']);
    const overview = await screen.findByRole('region', { name: 'Status Overview' });
    const link = within(overview).getByRole('link', { name: /Due Today & Alerts/ });
    expect(link).toHaveAttribute('href', '/due-today');
    expect(within(link).getByText('2')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const entry = within(nav).getByRole('link', { name: /^Due Today/ });
    expect(entry).toHaveAttribute('href', '/due-today');
    expect(within(entry).getByText('2')).toBeInTheDocument();
  });

  it('shows the due-today count without a link to a role that may not open /due-today', async () => {
    renderSidebar(['viewer']);
    const overview = await screen.findByRole('region', { name: 'Status Overview' });
    expect(within(overview).getByText('Due Today & Alerts')).toBeInTheDocument();
    expect(within(overview).getByText('2')).toBeInTheDocument();
    expect(within(overview).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Due Today/ })).not.toBeInTheDocument();
  });

  it('speaks Hindi and Swahili: groups, entries, the status overview and the user menu', async () => {
    renderSidebar(['organization_admin']);
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await act(() => activateLanguage('hi'));

    const nav = screen.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    expect(within(nav).getByRole('link', { name: /ग्राहक डेटाबेस/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /उपयोगकर्ता प्रबंधन/ })).toBeInTheDocument();
    expect(within(nav).getByText('लोग और पहुँच')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'स्थिति का सारांश' });
    expect(within(overview).getByText('आज देय और अलर्ट')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइडबार छोटा करें' })).toBeInTheDocument();
    expect(screen.queryByText('Customer Database')).not.toBeInTheDocument();

    await act(() => activateLanguage('sw'));
    expect(
      within(screen.getByRole('navigation', { name: 'Menyu kuu' })).getByRole('link', {
        name: /Usimamizi wa Watumiaji/,
      }),
    ).toBeInTheDocument();
  });
});
