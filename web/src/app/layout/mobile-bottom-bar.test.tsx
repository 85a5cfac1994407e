import type { Role } from '@lendline/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { navigationCounts } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MobileBottomBar } from './mobile-bottom-bar';

function renderBar(roles: Role[], counts = navigationCounts()) {
  return renderWithProviders(
    <MobileBottomBar subject={{ roles, organizationIds: ['org-1'] }} counts={counts} />,
    { path: '/dashboard' },
  );
}

describe('MobileBottomBar', () => {
  it('shows Home, Customers, Loans, Payments and Reports (issue 14), each badge from the counts', async () => {
    const { container } = renderBar(
      ['manager'],
      navigationCounts({ loans_open: 7, customers: 1234, loans_overdue: 3, reports_scheduled: 2 }),
    );
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    const names = within(bar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['7Home', '99+Customers', '3Loans', 'Payments', '2Reports']);
    expect(within(bar).getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/dashboard');
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('shows no badge for a zero count, and hides what the role may not open', async () => {
    renderBar(['field_agent'], navigationCounts({ loans_open: 0 }));
    const bar = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Customers', 'Loans', 'Payments']);
  });
});
