import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import LandingRoute from './landing';

const signedOut = { 'GET /api/v1/auth/session': { body: null } };

describe('LandingRoute', () => {
  it('shows the spec’s English texts by default', async () => {
    mockFetch(signedOut);
    renderWithProviders(<LandingRoute />);
    expect(
      await screen.findByRole('heading', {
        name: 'Run lending and collections from one back-office',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loan management' })).toBeInTheDocument();
  });

  it('speaks Hindi and Swahili, the sign-in dialog included', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/v1/auth/options': { body: { sign_up: 'closed' } },
    });
    renderWithProviders(<LandingRoute />);
    await screen.findByRole('main');
    await act(() => activateLanguage('hi'));

    expect(
      screen.getByRole('heading', { name: 'लोन और वसूली का पूरा काम एक ही बैक-ऑफ़िस से चलाएँ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'लोन प्रबंधन' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'परिचय' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'शुरू करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lendline में आपका स्वागत है' });
    expect(within(dialog).getByLabelText('पासवर्ड')).toBeInTheDocument();

    await act(() => activateLanguage('sw'));
    expect(screen.getByRole('dialog', { name: 'Karibu Lendline' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Usimamizi wa mikopo' })).toBeInTheDocument();
  });
});
