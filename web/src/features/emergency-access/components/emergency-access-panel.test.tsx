import type { EmergencyAccessGrant } from '@lendline/core';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { EmergencyAccessPanel } from './emergency-access-panel';

configure({ asyncUtilTimeout: 3_000 });

const ADMIN_ID = '55555555-5555-4555-8555-555555555555';

const grant = (id: string, name: string, status: EmergencyAccessGrant['status']) => ({
  id,
  organization_id: '11111111-1111-4111-8111-111111111111',
  target_user_id: '66666666-6666-4666-8666-666666666666',
  target_name: name,
  target_email: 'officer@example.com',
  granted_by: ADMIN_ID,
  granted_by_name: 'Asha Rao',
  permissions: ['loans:approve'],
  reason: 'Branch manager on leave',
  duration_hours: 1,
  expires_at: '2026-11-27T12:00:00.000Z',
  status,
  revoked_at: null,
  revoked_by: null,
  revoke_reason: null,
  created_at: '2026-11-27T11:00:00.000Z',
  use_count: 2,
  last_used_at: null,
});

describe('EmergencyAccessPanel', { timeout: 30_000 }, () => {
  it('lists the grants with their state, offers revoke on the active ones, and pages', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/v1/emergency-access': ({ url }) => {
        asked.push(url.searchParams.get('page') ?? '');
        return {
          body: {
            data: [
              grant('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Ravi Kumar', 'active'),
              grant('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Meena Devi', 'expired'),
            ],
            page: 1,
            page_size: 25,
            total: 30,
          },
        };
      },
    });
    const { container } = renderWithProviders(
      <EmergencyAccessPanel grantor={{ userId: ADMIN_ID, roles: ['organization_admin'] }} />,
    );
    expect(await screen.findAllByText('Ravi Kumar')).not.toHaveLength(0);
    expect(screen.getAllByText('Meena Devi')).not.toHaveLength(0);
    expect(
      screen.getAllByRole('button', { name: 'Revoke the emergency access of Ravi Kumar' }),
    ).not.toHaveLength(0);
    expect(
      screen.queryByRole('button', { name: 'Revoke the emergency access of Meena Devi' }),
    ).not.toBeInTheDocument();
    // 30 grants: a second page is offered, not left out.
    expect(screen.getByText(/30 grants/)).toBeInTheDocument();
    expect(asked).toEqual(['1']);
    expect(await seriousViolationsIn(container)).toEqual([]);
  });
});
