import type { SessionSecurity } from '@lendline/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { SecurityWarnings } from './security-warnings';

const NOW = new Date('2026-11-27T12:00:00.000Z');

function security(overrides: Partial<SessionSecurity>): SessionSecurity {
  return {
    active_session_count: 1,
    session_started_at: '2026-11-27T10:00:00.000Z',
    emergency_access: [],
    ...overrides,
  };
}

describe('SecurityWarnings', () => {
  it('shows nothing for one fresh session without emergency access', () => {
    renderWithProviders(<SecurityWarnings security={security({})} now={NOW} />);
    expect(screen.queryByRole('region', { name: 'Security notices' })).toBeNull();
  });

  it('warns of several sessions, an old session and active emergency access', async () => {
    const { container } = renderWithProviders(
      <SecurityWarnings
        now={NOW}
        security={security({
          active_session_count: 2,
          session_started_at: '2026-11-26T11:00:00.000Z',
          emergency_access: [
            {
              id: '44444444-4444-4444-8444-444444444444',
              permissions: ['loans:approve'],
              expires_at: '2026-11-27T13:00:00.000Z',
            },
          ],
        })}
      />,
    );
    expect(
      screen.getByText(/^Multiple active sessions: your account is signed in 2 times/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This session is older than 24 hours. Sign out and back in to renew it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Emergency access is active on your account: loans:approve, until/),
    ).toBeInTheDocument();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('drops an emergency grant past its expiry without waiting for the server', () => {
    renderWithProviders(
      <SecurityWarnings
        now={NOW}
        security={security({
          emergency_access: [
            {
              id: '44444444-4444-4444-8444-444444444444',
              permissions: ['loans:approve'],
              expires_at: '2026-11-27T11:59:00.000Z',
            },
          ],
        })}
      />,
    );
    expect(screen.queryByText(/^Emergency access is active/)).toBeNull();
  });
});
