import { DEVICE_CLOCK_HEADER, receiptNumberOf } from '@lendline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { mockFetch } from '@/testing/mock-fetch';
import {
  buildRoute,
  buildStop,
  fakeFieldServer,
  NOW,
  phoneWithDay,
  RECEIPT_PREFIX,
} from './field-fixtures';
import { openFieldStore, type FieldStore } from './field-store';
import { recordCollection, recordPromise, recordVisit } from './record-offline';
import { FIELD_SYNC_LOCK, syncActions, type SendFieldRequest, type SyncLocks } from './sync';

let store: FieldStore | undefined;
afterEach(() => store?.close());

const SENT_AT = new Date('2026-03-10T09:15:00.000Z');
const clock = () => SENT_AT;

/** A phone with one stop and three actions queued on it: a collection, a visit, a promise. */
async function phoneWithQueue() {
  const stop = buildStop({ due: 500, outstanding: 5_000, remaining: 5_000 });
  const phone = await phoneWithDay(buildRoute({ stops: [stop] }));
  store = phone.store;
  const collect = await recordCollection({
    store: phone.store,
    entryId: stop.entry.id,
    body: { amount: 200 },
    now: NOW,
  });
  const visit = await recordVisit({
    store: phone.store,
    loanId: stop.loan.id,
    body: { outcome: 'not_home' },
    now: NOW,
  });
  const promise = await recordPromise({
    store: phone.store,
    loanId: stop.loan.id,
    body: { amount: 300, promised_date: '2026-03-11' },
    now: NOW,
  });
  return { store: phone.store, stop, actions: [collect, visit, promise] };
}

const apiError = (status: number, code: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError(status, code, `${code} from the server`);

/** A send that fails the nth request (from 1) with `failure`, and answers the others. */
function failingAt(nth: number, failure: unknown) {
  const server = fakeFieldServer();
  let count = 0;
  const send: SendFieldRequest = async (request) => {
    count += 1;
    if (count === nth) {
      server.requests.push(request);
      throw failure;
    }
    return server.send(request);
  };
  return { ...server, send };
}

describe('syncActions', () => {
  it('sends each action in seq order as its API call, keyed by its id, with the clock at sending', async () => {
    const { store: phoneStore, stop, actions } = await phoneWithQueue();
    const server = fakeFieldServer();
    const outcome = await syncActions({
      store: phoneStore,
      send: server.send,
      now: clock,
      locks: null,
    });

    expect(outcome).toEqual({ synced: 3, refused: 0, remaining: 0, signedOut: false });
    expect(server.requests).toEqual(
      [
        `/api/v1/collections/${stop.entry.id}/collect`,
        `/api/v1/loans/${stop.loan.id}/visits`,
        `/api/v1/loans/${stop.loan.id}/promises`,
      ].map((path, index) => ({
        method: 'POST',
        path,
        body: actions[index]!.body,
        headers: {
          'Idempotency-Key': actions[index]!.id,
          [DEVICE_CLOCK_HEADER]: SENT_AT.toISOString(),
        },
      })),
    );
    const synced = await phoneStore.listActions();
    expect(synced.map((action) => action.state)).toEqual(['synced', 'synced', 'synced']);
    expect(synced[0]!.synced).toEqual({
      synced_at: SENT_AT.toISOString(),
      payment: {
        id: expect.any(String),
        status: 'completed',
        amount: 200,
        receipt_number: receiptNumberOf(RECEIPT_PREFIX, 1),
      },
      record_id: null,
    });
    expect(synced[2]!.synced?.record_id).toEqual(expect.any(String));
  });

  it('records once when the answer is lost after the server took it, and the action is sent again', async () => {
    const { store: phoneStore } = await phoneWithQueue();
    const server = fakeFieldServer({ loseAnswers: 1 });

    const lost = await syncActions({
      store: phoneStore,
      send: server.send,
      now: clock,
      locks: null,
    });
    expect(lost).toEqual({ synced: 0, refused: 0, remaining: 3, signedOut: false });
    const retried = await syncActions({
      store: phoneStore,
      send: server.send,
      now: clock,
      locks: null,
    });
    expect(retried).toEqual({ synced: 3, refused: 0, remaining: 0, signedOut: false });

    const [first, again] = server.requests;
    expect(again!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(again!.body).toEqual(first!.body);
    expect(server.recorded.size).toBe(3);
    expect((await phoneStore.listActions())[0]!.attempts).toBe(2);
  });

  it.each([
    ['the network fails', new TypeError('Failed to fetch')],
    ['the server fails', apiError(500, 'INTERNAL')],
    ['the server is unavailable', apiError(503, 'INTERNAL')],
    ['the rate limit is reached', apiError(429, 'RATE_LIMITED')],
    ['the key is still in flight', apiError(409, 'IDEMPOTENCY_IN_FLIGHT')],
    ['a 4xx is not the API’s (a captive portal)', apiError(403, 'INTERNAL')],
  ])('stops and keeps it and the rest queued when %s', async (_, failure) => {
    const { store: phoneStore } = await phoneWithQueue();
    const server = failingAt(2, failure);
    const outcome = await syncActions({
      store: phoneStore,
      send: server.send,
      now: clock,
      locks: null,
    });
    expect(outcome).toEqual({ synced: 1, refused: 0, remaining: 2, signedOut: false });
    expect(server.requests).toHaveLength(2);
    const states = (await phoneStore.listActions()).map((action) => action.state);
    expect(states).toEqual(['synced', 'queued', 'queued']);
  });

  it('does not take a 2xx that is not the API’s answer as synced', async () => {
    const { store: phoneStore } = await phoneWithQueue();
    const outcome = await syncActions({
      store: phoneStore,
      send: async () => undefined,
      now: clock,
      locks: null,
    });
    expect(outcome).toEqual({ synced: 0, refused: 0, remaining: 3, signedOut: false });
  });

  it.each([
    [422, 'BUSINESS_RULE'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'VALIDATION_FAILED'],
    [409, 'CONFLICT'],
  ] as const)(
    'keeps an action refused with %i %s, with its reason, and sends the next',
    async (status, code) => {
      const { store: phoneStore } = await phoneWithQueue();
      const server = failingAt(1, apiError(status, code));
      const outcome = await syncActions({
        store: phoneStore,
        send: server.send,
        now: clock,
        locks: null,
      });
      expect(outcome).toEqual({ synced: 2, refused: 1, remaining: 0, signedOut: false });
      const [refused, ...rest] = await phoneStore.listActions();
      expect(refused).toMatchObject({
        state: 'refused',
        refusal: {
          status,
          code,
          message: `${code} from the server`,
          refused_at: SENT_AT.toISOString(),
        },
      });
      expect(rest.map((action) => action.state)).toEqual(['synced', 'synced']);

      const again = await syncActions({
        store: phoneStore,
        send: server.send,
        now: clock,
        locks: null,
      });
      expect(again).toEqual({ synced: 0, refused: 0, remaining: 0, signedOut: false });
      expect(server.requests).toHaveLength(3);
    },
  );

  it('deletes everything on the phone when the server answers 401', async () => {
    const { store: phoneStore } = await phoneWithQueue();
    const server = failingAt(2, apiError(401, 'SESSION_EXPIRED'));
    const outcome = await syncActions({
      store: phoneStore,
      send: server.send,
      now: clock,
      locks: null,
    });
    expect(outcome).toEqual({ synced: 1, refused: 0, remaining: 0, signedOut: true });
    expect(await phoneStore.loadDay(NOW)).toBeNull();
    expect(await phoneStore.listActions()).toEqual([]);
    expect(await phoneStore.listReceipts()).toEqual([]);
  });

  it('sends through the API client by default, turning an error answer into a refusal', async () => {
    const { store: phoneStore, stop } = await phoneWithQueue();
    const fetchSpy = mockFetch({
      [`POST /api/v1/collections/${stop.entry.id}/collect`]: {
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: 'This collection is already completed' } },
      },
      [`POST /api/v1/loans/${stop.loan.id}/visits`]: { status: 201, body: { visit: { id: 'v1' } } },
      [`POST /api/v1/loans/${stop.loan.id}/promises`]: {
        status: 201,
        body: { promise: { id: 'p1' } },
      },
    });
    const outcome = await syncActions({ store: phoneStore, now: clock, locks: null });
    expect(outcome).toEqual({ synced: 2, refused: 1, remaining: 0, signedOut: false });
    const [, init] = fetchSpy.mock.calls[0]!;
    const [collect] = await phoneStore.listActions();
    expect(init?.headers).toMatchObject({
      'Idempotency-Key': collect!.id,
      [DEVICE_CLOCK_HEADER]: SENT_AT.toISOString(),
    });
    expect(collect!.refusal?.message).toBe('This collection is already completed');
  });

  it('sends each action once when syncs overlap in one tab', async () => {
    const { store: phoneStore } = await phoneWithQueue();
    const server = fakeFieldServer();
    const slowSend: SendFieldRequest = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return server.send(request);
    };
    const outcomes = await Promise.all(
      [1, 2, 3].map(() =>
        syncActions({ store: phoneStore, send: slowSend, now: clock, locks: null }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.synced)).toEqual([3, 0, 0]);
    expect(server.requests).toHaveLength(3);
  });

  it('sends each action once when two tabs sync at once, through Web Locks', async () => {
    const { store: phoneStore } = await phoneWithQueue();
    const server = fakeFieldServer();
    const requested: string[] = [];
    let held: Promise<unknown> = Promise.resolve();
    // An exclusive lock shared by the tabs of the origin, as navigator.locks is.
    const locks = {
      request(name: string, callback: () => Promise<unknown>) {
        requested.push(name);
        const granted = held.then(callback);
        held = granted.catch(() => undefined);
        return granted;
      },
    } as unknown as SyncLocks;
    const otherTab = await openFieldStore();
    const outcomes = await Promise.all([
      syncActions({ store: phoneStore, send: server.send, now: clock, locks }),
      syncActions({ store: otherTab, send: server.send, now: clock, locks }),
    ]);
    otherTab.close();
    expect(outcomes.map((outcome) => outcome.synced).sort()).toEqual([0, 3]);
    expect(server.requests).toHaveLength(3);
    expect(requested).toEqual([FIELD_SYNC_LOCK, FIELD_SYNC_LOCK]);
  });
});
