import 'fake-indexeddb/auto';
import type { FieldRoute } from '@lendline/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsIn } from '@/testing/axe';
import { buildSession } from '@/testing/fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildRoute, buildStop } from '@/features/field/lib/field-fixtures';
import { ACTIVE_AT_KEY, setDevicePin } from '@/features/field/lib/device-pin';
import { openFieldStore } from '@/features/field/lib/field-store';
import FieldAppRoute from './routes/field';

const session = buildSession({ roles: ['collection_agent'] });

/** Today's route of the signed-in agent, ending tomorrow. */
function todaysRoute(): FieldRoute {
  const route = buildRoute({
    stops: [buildStop({ due: 500 }), buildStop({ due: 300 })],
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return { ...route, user: { ...route.user, id: session.user.id } };
}

let online = true;

beforeEach(() => {
  online = true;
  localStorage.clear();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderScreen() {
  return renderWithProviders(<FieldAppRoute />, {
    path: '/field',
    routes: [
      { path: '/login', element: <p>Sign in page</p> },
      { path: '/', element: <p>Landing page</p> },
    ],
  });
}

// Whole flows through the screen (download, PIN, collect, sync): slower than one click under load.
describe('/field, the field app', { timeout: 20_000 }, () => {
  it("downloads today's route, collects with a receipt and sends it with its key and the phone's clock", async () => {
    const route = todaysRoute();
    const stop = route.stops[0]!;
    const collected: { body: unknown }[] = [];
    const spy = mockFetch({
      'GET /api/v1/auth/session': { body: session },
      'POST /api/v1/field/route': { body: route },
      [`POST /api/v1/collections/${stop.entry.id}/collect`]: ({ body }) => {
        collected.push({ body });
        return {
          status: 201,
          body: {
            message: 'Collected',
            payment: {
              id: crypto.randomUUID(),
              status: 'completed',
              amount: 500,
              receipt_number: 'B42-001',
            },
          },
        };
      },
    });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Download today's route" }));
    expect(await screen.findByText(/Downloaded .* · /)).toBeInTheDocument();
    // The route holds customers' details: it shows once the phone has a PIN.
    expect(screen.queryByText('0 of 2 customers done')).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^PIN/), '12');
    await user.type(screen.getByLabelText(/^Repeat the PIN/), '12');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('A PIN is 4 to 6 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^PIN/), '46');
    await user.type(screen.getByLabelText(/^Repeat the PIN/), '46');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('0 of 2 customers done')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: new RegExp(`^1\\. ${stop.customer.name}`) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Record collection' }));

    const dialog = await screen.findByRole('dialog', { name: 'Receipt B42-001' });
    expect(within(dialog).getByTestId('receipt-text')).toHaveTextContent(
      `Received ₹500.00 (Cash) from ${stop.customer.name}`,
    );
    await waitFor(() => expect(collected).toHaveLength(1));
    expect(collected[0]!.body).toMatchObject({ amount: 500, receipt_number: 'B42-001' });
    const [, init] = spy.mock.calls.find(([input]) => String(input).includes('/collect'))!;
    const headers = init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(headers['x-device-clock']!)).not.toBeNaN();
    expect(await screen.findByText('Everything is synced')).toBeInTheDocument();
  });

  it('records offline, counts it waiting and in hand, and sends nothing until the network returns', async () => {
    const route = todaysRoute();
    const store = await openFieldStore();
    await store.saveDay(route, 2048);
    store.close();
    await setDevicePin('2468');
    online = false;
    const spy = mockFetch({ 'GET /api/v1/auth/session': { body: session } });
    renderScreen();
    const user = userEvent.setup();
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', {
        name: new RegExp(`^2\\. ${route.stops[1]!.customer.name}`),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Record collection' }));
    expect(await screen.findByRole('dialog', { name: 'Receipt B42-001' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(await screen.findByText('1 action waits to sync')).toBeInTheDocument();
    expect(screen.getByText(`Collection of ₹300.00 · ${route.stops[1]!.customer.name}`));
    expect(screen.getAllByText('₹300.00').length).toBeGreaterThan(0);
    expect(spy.mock.calls.some(([input]) => String(input).includes('/collect'))).toBe(false);
  });

  it('refuses more than the entry lacks on the phone, in the server’s words', async () => {
    const route = todaysRoute();
    const store = await openFieldStore();
    await store.saveDay(route, 2048);
    store.close();
    await setDevicePin('2468');
    online = false;
    mockFetch({ 'GET /api/v1/auth/session': { body: session } });
    renderScreen();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: new RegExp(`^1\\. ${route.stops[0]!.customer.name}`),
      }),
    );
    const amount = await screen.findByRole('textbox', { name: /Amount Collected/ });
    await user.clear(amount);
    await user.type(amount, '999999');
    await user.click(screen.getByRole('button', { name: 'Record collection' }));
    expect(
      await screen.findByText(
        'The amount cannot be more than the ₹5,000.00 remaining on this collection',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the phone’s data and goes to sign-in when the server has ended the session', async () => {
    const store = await openFieldStore();
    await store.saveDay(todaysRoute(), 2048);
    store.close();
    await setDevicePin('2468');
    mockFetch({
      'GET /api/v1/auth/session': {
        status: 401,
        body: { error: { code: 'SESSION_EXPIRED', message: 'Expired' } },
      },
    });
    renderScreen();
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    const reopened = await openFieldStore();
    expect(await reopened.loadDay()).toBeNull();
    reopened.close();
  });

  it('signs the agent out to the landing page, not to sign-in, and deletes the phone’s data', async () => {
    const store = await openFieldStore();
    await store.saveDay(todaysRoute(), 2048);
    store.close();
    await setDevicePin('2468');
    localStorage.setItem(ACTIVE_AT_KEY, String(Date.now()));
    mockFetch({
      'GET /api/v1/auth/session': { body: session },
      'POST /api/v1/auth/sign-out': { body: { message: 'Signed out' } },
    });
    const { router } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    // The screen's own ended-session path (to sign-in) must not overtake the user's sign-out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/');
    const reopened = await openFieldStore();
    expect(await reopened.loadDay()).toBeNull();
    reopened.close();
  });

  it('has no serious accessibility violation with a route on screen', async () => {
    const store = await openFieldStore();
    await store.saveDay(todaysRoute(), 2048);
    store.close();
    await setDevicePin('2468');
    mockFetch({ 'GET /api/v1/auth/session': { body: session } });
    const { container } = renderScreen();
    expect(await screen.findByText('0 of 2 customers done')).toBeInTheDocument();
    expect(await seriousViolationsIn(container)).toEqual([]);
  });

  it('asks for the PIN after 15 minutes idle, and deletes the route after five wrong ones', async () => {
    const store = await openFieldStore();
    await store.saveDay(todaysRoute(), 2048);
    store.close();
    await setDevicePin('2468');
    localStorage.setItem(ACTIVE_AT_KEY, String(Date.now() - 16 * 60_000));
    mockFetch({
      'GET /api/v1/auth/session': { body: session },
      'POST /api/v1/auth/sign-out': { status: 204 },
    });
    renderScreen();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Enter your PIN' })).toBeInTheDocument();
    expect(screen.queryByText('0 of 2 customers done')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^PIN/), '1111');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(/4 tries left/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^PIN/), '2468');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('0 of 2 customers done')).toBeInTheDocument();

    localStorage.setItem(ACTIVE_AT_KEY, String(Date.now() - 16 * 60_000));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('heading', { name: 'Enter your PIN' })).toBeInTheDocument();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await user.type(screen.getByLabelText(/^PIN/), '0000');
      await user.click(screen.getByRole('button', { name: 'Unlock' }));
      await screen.findByText(/Wrong PIN/);
    }
    // Signed out: on the sign-in page or the landing page, whichever navigation lands last.
    expect(await screen.findByText(/^(Sign in|Landing) page$/)).toBeInTheDocument();
    expect(localStorage.getItem('lendline-field-pin')).toBeNull();
    const reopened = await openFieldStore();
    expect(await reopened.loadDay()).toBeNull();
    reopened.close();
  });
});
