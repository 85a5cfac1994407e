import { MantineProvider } from '@mantine/core';
import type { AuditLog } from '@lendline/core';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AuditIntegrity } from './audit-integrity';

configure({ asyncUtilTimeout: 3_000 });

const BROKEN_ID = 'e0000000-0000-4000-8000-00000000000b';

function renderIntegrity(onOpenEntry = vi.fn()) {
  const view = renderWithProviders(
    <MantineProvider env="test">
      <AuditIntegrity onOpenEntry={onOpenEntry} />
    </MantineProvider>,
  );
  return { ...view, onOpenEntry };
}

describe('AuditIntegrity', { timeout: 15_000 }, () => {
  it('says the trail is intact and how many entries were checked', async () => {
    const spy = mockFetch({
      'GET /api/v1/audit-logs/verify': {
        body: { valid: true, checked: 1204, first_broken_id: null },
      },
    });
    const { container } = renderIntegrity();
    await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(await screen.findByText('The audit trail is intact')).toBeInTheDocument();
    expect(screen.getByText(/1,204 entries checked/)).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('names the first broken entry and opens it', async () => {
    const broken = { id: BROKEN_ID, action: 'payment_record' } as AuditLog;
    mockFetch({
      'GET /api/v1/audit-logs/verify': {
        body: { valid: false, checked: 37, first_broken_id: BROKEN_ID },
      },
      [`GET /api/v1/audit-logs/${BROKEN_ID}`]: { body: broken },
    });
    const { container, onOpenEntry } = renderIntegrity();
    await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit trail has been tampered with');
    expect(alert).toHaveTextContent(`The chain breaks at entry ${BROKEN_ID}, after 37 entries`);
    expect(await seriousViolationsIn(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Open that entry' }));
    await vi.waitFor(() => expect(onOpenEntry).toHaveBeenCalledWith(broken));
  });

  it('shows why a verification failed', async () => {
    mockFetch({
      'GET /api/v1/audit-logs/verify': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Access denied', details: null } },
      },
    });
    renderIntegrity();
    await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit trail could not be verified',
    );
  });
});
