import { FIELD_WORK_MESSAGES, PAYMENT_MESSAGES } from '@lendline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRoute, buildStop, NOW, phoneWithDay } from './field-fixtures';
import type { FieldStore } from './field-store';
import { recordPromise, recordVisit } from './record-offline';

let store: FieldStore | undefined;
afterEach(() => store?.close());

async function phone(...stops: ReturnType<typeof buildStop>[]) {
  const opened = await phoneWithDay(buildRoute({ stops }));
  store = opened.store;
  return opened.store;
}

async function stopNow(phoneStore: FieldStore, index = 0) {
  return (await phoneStore.loadDay(NOW))!.route.stops[index]!;
}

describe('recordVisit', () => {
  it('counts a paying visit on the loan and its entry, and queues the body with the position', async () => {
    const stop = buildStop({ due: 500, outstanding: 5_000, remaining: 5_000 });
    const phoneStore = await phone(stop);
    const action = await recordVisit({
      store: phoneStore,
      loanId: stop.loan.id,
      body: { outcome: 'partial', amount: 250 },
      position: { latitude: 19.07, longitude: 72.87 },
      accuracyMetres: 12,
      now: NOW,
    });
    expect(action).toMatchObject({ kind: 'visit', entry_id: stop.entry.id, applied: true });
    expect(action.body).toEqual({
      outcome: 'partial',
      amount: 250,
      payment_method: 'cash',
      latitude: 19.07,
      longitude: 72.87,
      accuracy: 12,
      device_time: NOW.toISOString(),
    });
    const { entry, loan } = await stopNow(phoneStore);
    expect([entry.collected_amount, loan.remaining_amount]).toEqual([250, 4_750]);
    expect(await phoneStore.listReceipts()).toEqual([]);
  });

  it("refuses a paid visit without its amount with the schema's message", async () => {
    const stop = buildStop();
    const phoneStore = await phone(stop);
    await expect(
      recordVisit({ store: phoneStore, loanId: stop.loan.id, body: { outcome: 'paid' }, now: NOW }),
    ).rejects.toMatchObject({
      key: FIELD_WORK_MESSAGES.visitAmountRequired,
      fieldErrors: { amount: { key: FIELD_WORK_MESSAGES.visitAmountRequired } },
    });
  });

  it('refuses a visit on a loan that is not being collected', async () => {
    const stop = buildStop({ loanStatus: 'closed' });
    const phoneStore = await phone(stop);
    await expect(
      recordVisit({
        store: phoneStore,
        loanId: stop.loan.id,
        body: { outcome: 'not_home' },
        now: NOW,
      }),
    ).rejects.toMatchObject({ key: FIELD_WORK_MESSAGES.visitLoanNotCollectable });
  });
});

describe('recordPromise', () => {
  it('queues a promise within the window without changing the day', async () => {
    const stop = buildStop();
    const phoneStore = await phone(stop);
    const action = await recordPromise({
      store: phoneStore,
      loanId: stop.loan.id,
      body: { amount: 400, promised_date: '2026-03-12', note: 'After market day' },
      now: NOW,
    });
    expect(action).toMatchObject({
      kind: 'promise',
      applied: false,
      body: { amount: 400, promised_date: '2026-03-12', note: 'After market day' },
    });
    expect(await stopNow(phoneStore)).toEqual(stop);
  });

  it('refuses a day outside the window and more than the loan owes', async () => {
    const stop = buildStop({ remaining: 1_000 });
    const phoneStore = await phone(stop);
    const promise = (amount: number, promisedDate: string) =>
      recordPromise({
        store: phoneStore,
        loanId: stop.loan.id,
        body: { amount, promised_date: promisedDate },
        now: NOW,
      });
    await expect(promise(100, '2026-03-09')).rejects.toMatchObject({
      key: FIELD_WORK_MESSAGES.promiseDateRange,
      fieldErrors: { promised_date: { key: FIELD_WORK_MESSAGES.promiseDateRange } },
    });
    await expect(promise(1_000.01, '2026-03-12')).rejects.toMatchObject({
      key: PAYMENT_MESSAGES.aboveRemaining,
    });
    expect(await phoneStore.listActions()).toEqual([]);
  });
});
