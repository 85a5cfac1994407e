import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { buildRoute, buildStop, fakeFieldServer, NOW, phoneWithDay } from './field-fixtures';
import { fieldFigures } from './field-figures';
import type { FieldStore } from './field-store';
import { recordCollection, recordPromise, recordVisit } from './record-offline';
import { syncActions, type SendFieldRequest } from './sync';

let store: FieldStore | undefined;
afterEach(() => store?.close());

describe('fieldFigures', () => {
  it('counts what is not on the server and sums the cash in hand, synced and not, in paise', async () => {
    const stop = buildStop({ due: 60_000, outstanding: 60_000, remaining: 60_000 });
    const phone = await phoneWithDay(buildRoute({ stops: [stop] }));
    store = phone.store;
    const collect = (amount: number, payment_method: 'cash' | 'upi' = 'cash') =>
      recordCollection({
        store: phone.store,
        entryId: stop.entry.id,
        body: { amount, payment_method },
        now: NOW,
      });
    await collect(200);
    await collect(15_000); // above the agent's limit: pending on the server, still cash in hand
    await collect(300, 'upi');
    await collect(0.1); // refused by the server: held until the agent discards it
    await recordVisit({
      store: phone.store,
      loanId: stop.loan.id,
      body: { outcome: 'paid', amount: 0.2 },
      now: NOW,
    });
    await collect(99.7);
    await recordPromise({
      store: phone.store,
      loanId: stop.loan.id,
      body: { amount: 500, promised_date: '2026-03-12' },
      now: NOW,
    });

    const server = fakeFieldServer();
    let sent = 0;
    const send: SendFieldRequest = async (request) => {
      sent += 1;
      if (sent === 4) throw new ApiError(422, 'BUSINESS_RULE', 'Paid by someone else');
      if (sent === 5) throw new TypeError('Failed to fetch');
      const answer = (await server.send(request)) as {
        payment: { amount: number; status: string };
      };
      if (answer.payment.amount > 10_000) answer.payment.status = 'pending';
      return answer;
    };
    expect(await syncActions({ store: phone.store, send, now: () => NOW, locks: null })).toEqual({
      synced: 3,
      refused: 1,
      remaining: 3,
      signedOut: false,
    });

    expect(fieldFigures(await phone.store.listActions())).toEqual({
      pendingCount: 4,
      cashSyncedPaise: 1_520_000,
      cashUnsyncedPaise: 10_000,
      cashInHandPaise: 1_530_000,
      cashSynced: 15_200,
      cashUnsynced: 100,
      cashInHand: 15_300,
    });
  });

  it('is all zero with nothing recorded', () => {
    expect(fieldFigures([])).toMatchObject({ pendingCount: 0, cashInHandPaise: 0, cashInHand: 0 });
  });
});
