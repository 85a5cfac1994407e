import type { OutboxEmail } from '@lendline/core';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { OutboxTab } from './outbox-tab';

configure({ asyncUtilTimeout: 3_000 });

const SETUP_LINK = 'http://localhost:3000/auth/complete-setup?token=abc123';

const INVITATION: OutboxEmail = {
  id: 'e0000000-0000-4000-8000-000000000001',
  organization_id: 'd0000000-0000-4000-8000-000000000001',
  to_address: 'asha.rao@example.com',
  subject: 'You are invited to Lendline',
  text_body: `Hello Asha,\n\nSet your password here: ${SETUP_LINK}\n\nThe link expires in 7 days.`,
  html_body: '<p>Hello</p>',
  status: 'pending',
  attempts: 0,
  last_error: null,
  next_attempt_at: '2025-01-10T09:00:00.000Z',
  sent_at: null,
  created_at: '2025-01-10T09:00:00.000Z',
};

describe('OutboxTab', { timeout: 15_000 }, () => {
  it('lists e-mail and previews an invitation with its setup link clickable', async () => {
    mockFetch({
      'GET /api/v1/outbox': { body: { data: [INVITATION], page: 1, page_size: 25, total: 1 } },
    });
    renderWithProviders(<OutboxTab />);

    const table = await screen.findByRole('table', { name: 'Outbox' });
    expect(await within(table).findByText('You are invited to Lendline')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1 e-mail')).toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Preview e-mail to asha.rao@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'You are invited to Lendline' });
    expect(within(dialog).getByRole('link', { name: SETUP_LINK })).toHaveAttribute(
      'href',
      SETUP_LINK,
    );
    expect(within(dialog).getByRole('button', { name: 'Copy setup link' })).toBeInTheDocument();
  });

  it('speaks Swahili: columns, status, count and the attempts of a failed e-mail', async () => {
    const failed = {
      ...INVITATION,
      status: 'failed' as const,
      attempts: 2,
      last_error: 'SMTP 550',
    };
    mockFetch({
      'GET /api/v1/outbox': { body: { data: [failed], page: 1, page_size: 25, total: 1 } },
    });
    await activateLanguage('sw');
    renderWithProviders(<OutboxTab />);

    const table = await screen.findByRole('table', { name: 'Barua Zinazotoka' });
    expect(within(table).getByRole('columnheader', { name: 'Kichwa' })).toBeInTheDocument();
    expect(await within(table).findByText('Imeshindwa')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Hakiki barua pepe kwa asha.rao@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'You are invited to Lendline' });
    expect(within(dialog).getByText('majaribio 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Hitilafu ya mwisho: SMTP 550')).toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(within(dialog).getByText('2 attempts')).toBeInTheDocument();
  });
});
