import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormattingOrganization } from '@/i18n/formatting';
import { activateLanguage, i18n } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { SessionPreferences } from './session-preferences';

function Probe() {
  const t = useT();
  return (
    <p>
      {t('common.loading')} {formatMoney(1500)}
    </p>
  );
}

function sessionWith(language: 'en' | 'hi' | 'sw' | null) {
  const session = buildSession();
  return {
    ...session,
    user: { ...session.user, language },
    // The profile's language is the choice, else the request's Accept-Language.
    profile: { ...session.profile!, language: language ?? 'en' },
    organization: {
      ...session.organization!,
      currency: 'KES',
      timezone: 'Africa/Nairobi',
      default_phone_country: 'KE',
    },
  };
}

describe('SessionPreferences', () => {
  afterEach(async () => {
    setFormattingOrganization(null);
    await activateLanguage('en');
  });

  it("speaks the language the user chose, with the organization's money", async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: sessionWith('sw') } });
    renderWithProviders(
      <SessionPreferences>
        <Probe />
      </SessionPreferences>,
    );
    expect(await screen.findByText('Inapakia... Ksh 1,500.00')).toBeInTheDocument();
    expect(i18n.locale).toBe('sw');
  });

  it('keeps the language in use when the user has not chosen one', async () => {
    await activateLanguage('hi');
    const fetchSpy = mockFetch({ 'GET /api/v1/auth/session': { body: sessionWith(null) } });
    renderWithProviders(
      <SessionPreferences>
        <Probe />
      </SessionPreferences>,
    );
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    // Hindi in a Kenyan organization: shillings, named by their code in Hindi.
    await waitFor(() => expect(formatMoney(1500)).toBe('KES\u00a01,500.00'));
    expect(i18n.locale).toBe('hi');
    expect(screen.getByText(/लोड हो रहा है/)).toBeInTheDocument();
  });
});
