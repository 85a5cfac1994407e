import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '@/components/inputs/language-select';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { activateLanguage, i18n } from './i18n';

/** Watches the session as the app does, so an invalidated session is fetched again. */
function SessionWatcher() {
  useQuery({
    queryKey: queryKeys.session.current(),
    queryFn: () => api.get('/api/v1/auth/session'),
  });
  return null;
}

function callsTo(spy: ReturnType<typeof mockFetch>, method: string, path: string) {
  return spy.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
}

describe('useLanguage', () => {
  afterEach(() => activateLanguage('en'));

  it("switches the screen and saves a signed-in user's choice, then fetches the session again", async () => {
    const session = buildSession();
    const fetchSpy = mockFetch({
      'GET /api/v1/auth/session': { body: session },
      'PATCH /api/v1/me': ({ body }) => ({ body: { ...session.profile, ...(body as object) } }),
    });
    const { queryClient } = renderWithProviders(
      <>
        <SessionWatcher />
        <LanguageSwitcher />
      </>,
    );
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.session.current())).toBeTruthy());
    const sessionFetches = callsTo(fetchSpy, 'GET', '/api/v1/auth/session').length;

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');

    expect(await screen.findByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(i18n.locale).toBe('hi');
    const saves = callsTo(fetchSpy, 'PATCH', '/api/v1/me');
    expect(saves).toHaveLength(1);
    expect(JSON.parse(String(saves[0]![1]!.body))).toEqual({ language: 'hi' });
    await waitFor(() =>
      expect(callsTo(fetchSpy, 'GET', '/api/v1/auth/session').length).toBe(sessionFetches + 1),
    );
  });

  it('only switches the screen when nobody is signed in', async () => {
    const fetchSpy = mockFetch({ 'GET /api/v1/auth/session': { body: null } });
    renderWithProviders(<LanguageSwitcher />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sw');

    expect(await screen.findByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');
    expect(callsTo(fetchSpy, 'PATCH', '/api/v1/me')).toHaveLength(0);
  });

  it('keeps the chosen language and says so when it could not be saved', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: buildSession() },
      'PATCH /api/v1/me': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    const { queryClient } = renderWithProviders(
      <>
        <SessionWatcher />
        <LanguageSwitcher />
      </>,
    );
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.session.current())).toBeTruthy());

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sw');

    expect(await screen.findByText('Lugha yako haikuweza kuhifadhiwa')).toBeInTheDocument();
    expect(i18n.locale).toBe('sw');
  });
});
