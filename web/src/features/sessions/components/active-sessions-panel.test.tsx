import type { UserSession } from '@lendline/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ActiveSessionsPanel } from './active-sessions-panel';

configure({ asyncUtilTimeout: 3_000 });

const CURRENT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function session(overrides: Partial<UserSession>): UserSession {
  return {
    id: CURRENT,
    user_id: '33333333-3333-4333-8333-333333333333',
    is_active: true,
    created_at: '2026-11-27T08:00:00.000Z',
    last_seen_at: '2026-11-27T09:00:00.000Z',
    expires_at: '2026-11-27T20:00:00.000Z',
    terminated_at: null,
    termination_reason: null,
    ip_address: '10.0.0.7',
    user_agent: 'Desk Browser',
    current: true,
    ...overrides,
  };
}

describe('ActiveSessionsPanel', { timeout: 20_000 }, () => {
  it('lists device, address and times; the current session cannot be ended, another can', async () => {
    const ended: string[] = [];
    mockFetch({
      'GET /api/v1/sessions': {
        body: {
          data: [
            session({}),
            session({ id: OTHER, user_agent: 'Phone Browser', ip_address: null, current: false }),
          ],
        },
      },
      [`DELETE /api/v1/sessions/${OTHER}`]: () => {
        ended.push(OTHER);
        return {
          body: {
            message: 'Session ended',
            session: session({ id: OTHER, is_active: false, current: false }),
          },
        };
      },
    });
    const { container } = renderWithProviders(<ActiveSessionsPanel />);
    expect(await screen.findByText('Desk Browser')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.7')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('This session')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^End session:/ })).toHaveLength(1);
    expect(await seriousViolationsIn(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'End session: Phone Browser' }));
    await waitFor(() => expect(ended).toEqual([OTHER]));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
  });

  it("reads a managed user's sessions with user_id", async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/v1/sessions': ({ url }) => {
        asked.push(url.searchParams.get('user_id') ?? '');
        return { body: { data: [] } };
      },
    });
    renderWithProviders(<ActiveSessionsPanel userId={OTHER} title="Active sessions of Ravi" />);
    expect(await screen.findByText('No active sessions')).toBeInTheDocument();
    expect(asked).toEqual([OTHER]);
    expect(screen.getByRole('heading', { name: 'Active sessions of Ravi' })).toBeInTheDocument();
  });
});
