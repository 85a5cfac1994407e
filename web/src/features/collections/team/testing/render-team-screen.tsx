import type { Role } from '@lendline/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import type { MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { CollectionTeamScreen } from '../components/collection-team-screen';
import { buildPromise, CASH, PERFORMANCE, TODAY } from './team-fixtures';

/** Runs the file's tests on TODAY (only Date is faked: timers and user events stay real). */
export function onTheTestDay() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
  });
  afterEach(() => vi.useRealTimers());
}

/** The Collection Team screen for `roles`, its calls answered from the fixtures unless `extra` says. */
export function renderTeamScreen(
  roles: Role[] = ['manager'],
  extra: Record<string, MockResponse> = {},
) {
  const spy = mockFetch({
    'GET /api/v1/collections/cash': { body: CASH },
    'GET /api/v1/collections/promise-performance': { body: PERFORMANCE },
    'GET /api/v1/collections/promises': ({ url }) => ({
      body: {
        data: [buildPromise({ status: (url.searchParams.get('status') as never) ?? 'broken' })],
        page: 1,
        page_size: 10,
        total: 1,
      },
    }),
    ...extra,
  });
  const view = renderWithProviders(<CollectionTeamScreen roles={roles} />, {
    path: '/collection-team',
  });
  return { spy, ...view };
}

/** The URLs the screen asked for at `path`, in order. */
export const callsTo = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

/** A collector's row of the Cash in Hand table. */
export async function cashRow(name: string) {
  const table = await screen.findByRole('table', { name: 'Cash in Hand' });
  return (await within(table).findByText(name)).closest('tr')!;
}
