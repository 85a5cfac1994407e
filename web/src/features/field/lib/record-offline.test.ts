import {
  APPROVAL_THRESHOLDS,
  calculatedDue,
  COLLECT_MESSAGES,
  collectableOnEntry,
  collectionPaymentStatus,
  evaluateAmountThreshold,
  PAYMENT_MESSAGES,
  receiptNumberOf,
  toPaise,
} from '@lendline/core';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRoute, buildStop, NOW, phoneWithDay, RECEIPT_PREFIX } from './field-fixtures';
import type { FieldStore } from './field-store';
import { recordCollection } from './record-offline';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('recordCollection', () => {
  it('queues the request body with a new id, the device time, the position and the next receipt number', async () => {
    const stop = buildStop({ due: 500, outstanding: 5_000, remaining: 5_000 });
    const phoneStore = await phone(stop);
    const action = await recordCollection({
      store: phoneStore,
      entryId: stop.entry.id,
      body: { amount: 200, notes: 'At the shop' },
      position: { latitude: 19.07, longitude: 72.87 },
      now: NOW,
    });
    expect(action.id).toMatch(UUID);
    expect(action).toMatchObject({
      kind: 'collect',
      entry_id: stop.entry.id,
      loan_id: stop.loan.id,
      device_time: NOW.toISOString(),
      position: { latitude: 19.07, longitude: 72.87 },
      state: 'queued',
      applied: true,
      waits_for_manager: false,
    });
    expect(action.body).toEqual({
      amount: 200,
      payment_method: 'cash',
      notes: 'At the shop',
      receipt_number: receiptNumberOf(RECEIPT_PREFIX, 1),
      device_time: NOW.toISOString(),
      latitude: 19.07,
      longitude: 72.87,
    });
    expect(await phoneStore.listActions()).toEqual([action]);
  });

  it('counts it on the entry and the loan at once by core’s rules', async () => {
    const stop = buildStop({ due: 500, outstanding: 5_000, remaining: 5_000 });
    const phoneStore = await phone(stop);
    await recordCollection({
      store: phoneStore,
      entryId: stop.entry.id,
      body: { amount: 200 },
      now: NOW,
    });
    const collectedPaise = toPaise(200);
    const duePaise = toPaise(500);
    expect((await stopNow(phoneStore)).entry).toMatchObject({
      collected_amount: 200,
      calculated_due: calculatedDue(duePaise, collectedPaise) / 100,
      payment_status: collectionPaymentStatus({
        duePaise,
        collectedPaise,
        daysOverdue: 0,
        missed: false,
      }),
    });
    expect((await stopNow(phoneStore)).loan.remaining_amount).toBe(4_800);

    await recordCollection({
      store: phoneStore,
      entryId: stop.entry.id,
      body: { amount: 300 },
      now: NOW,
    });
    expect((await stopNow(phoneStore)).entry).toMatchObject({
      collected_amount: 500,
      calculated_due: 0,
      payment_status: 'completed',
    });
  });

  it('sums amounts in paise: 0.10 and 0.20 make exactly 0.30', async () => {
    const stop = buildStop({ due: 500, outstanding: 5_000, remaining: 5_000 });
    const phoneStore = await phone(stop);
    for (const amount of [0.1, 0.2]) {
      await recordCollection({
        store: phoneStore,
        entryId: stop.entry.id,
        body: { amount },
        now: NOW,
      });
    }
    const { entry, loan } = await stopNow(phoneStore);
    expect(entry.collected_amount).toBe(0.3);
    expect(entry.calculated_due).toBe(499.7);
    expect(loan.remaining_amount).toBe(4_999.7);
  });

  it('refuses more than the entry still lacks, naming the remaining amount, and takes the rest exactly', async () => {
    const stop = buildStop({
      due: 5_000,
      collected: 1_200.5,
      outstanding: 5_000,
      remaining: 8_000,
    });
    const phoneStore = await phone(stop);
    const remainingPaise = collectableOnEntry({
      outstandingPaise: toPaise(5_000),
      collectedPaise: toPaise(1_200.5),
    });
    const above = recordCollection({
      store: phoneStore,
      entryId: stop.entry.id,
      body: { amount: (remainingPaise + 1) / 100 },
      now: NOW,
    });
    await expect(above).rejects.toMatchObject({
      key: COLLECT_MESSAGES.aboveRemaining,
      values: { remaining: '₹3,799.50' },
      remainingPaise,
      fieldErrors: { amount: { key: COLLECT_MESSAGES.aboveRemaining } },
    });
    expect(await phoneStore.listActions()).toEqual([]);

    await recordCollection({
      store: phoneStore,
      entryId: stop.entry.id,
      body: { amount: remainingPaise / 100 },
      now: NOW,
    });
    expect((await stopNow(phoneStore)).entry).toMatchObject({
      collected_amount: 5_000,
      payment_status: 'completed',
    });
  });

  it('refuses a completed entry', async () => {
    const stop = buildStop({ due: 500, collected: 500, status: 'completed' });
    const phoneStore = await phone(stop);
    await expect(
      recordCollection({
        store: phoneStore,
        entryId: stop.entry.id,
        body: { amount: 1 },
        now: NOW,
      }),
    ).rejects.toMatchObject({ key: COLLECT_MESSAGES.alreadyCompleted });
  });

  it("applies the agent's own limit both sides: within it counts, above it waits for a manager, above every limit it is refused", async () => {
    const tiers = APPROVAL_THRESHOLDS.collection_agent!.tiers;
    const ownLimit = tiers[0]!.upTo;
    const lastLimit = tiers.at(-1)!.upTo;
    const amounts = [ownLimit, ownLimit + 0.01, lastLimit, lastLimit + 0.01];
    const big = { due: 60_000, outstanding: 60_000, remaining: 60_000 };
    const stops = amounts.map(() => buildStop(big));
    const phoneStore = await phone(...stops);

    const outcomes = [];
    for (const [index, amount] of amounts.entries()) {
      const entryId = stops[index]!.entry.id;
      const recorded = await recordCollection({
        store: phoneStore,
        entryId,
        body: { amount },
        now: NOW,
      })
        .then((action) => (action.waits_for_manager ? 'needs_approval' : 'within_limit'))
        .catch((error: { key: string }) => error.key);
      outcomes.push(recorded);
    }
    const expected = amounts.map((amount) => {
      const kind = evaluateAmountThreshold({
        role: 'collection_agent',
        resource: 'payments',
        amount,
      }).kind;
      return kind === 'above_every_threshold' ? PAYMENT_MESSAGES.aboveEveryLimit : kind;
    });
    expect(outcomes).toEqual(expected);
    expect(outcomes).toEqual([
      'within_limit',
      'needs_approval',
      'needs_approval',
      PAYMENT_MESSAGES.aboveEveryLimit,
    ]);

    const day = (await phoneStore.loadDay(NOW))!;
    expect(day.route.stops.map((stop) => stop.entry.collected_amount)).toEqual([ownLimit, 0, 0, 0]);
    expect(day.route.stops.map((stop) => stop.loan.remaining_amount)).toEqual([
      60_000 - ownLimit,
      60_000,
      60_000,
      60_000,
    ]);
    const queued = await phoneStore.listActions();
    expect(queued.map((action) => [action.applied, action.waits_for_manager])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it("takes the limit of the user's first role", async () => {
    const stop = buildStop({ due: 60_000, outstanding: 60_000, remaining: 60_000 });
    const opened = await phoneWithDay(
      buildRoute({ stops: [stop], roles: ['manager', 'collection_agent'] }),
    );
    store = opened.store;
    const action = await recordCollection({
      store: opened.store,
      entryId: stop.entry.id,
      body: { amount: 55_000 },
      now: NOW,
    });
    expect(action).toMatchObject({ applied: true, waits_for_manager: false });
  });

  it('gives receipt numbers in order and never twice, even after a discard or a refusal', async () => {
    const stop = buildStop({ due: 5_000, outstanding: 5_000, remaining: 5_000 });
    const phoneStore = await phone(stop);
    const collect = (amount: number) =>
      recordCollection({ store: phoneStore, entryId: stop.entry.id, body: { amount }, now: NOW });
    const first = await collect(10);
    const second = await collect(10);
    await phoneStore.discardAction(second.id, NOW);
    await expect(collect(0)).rejects.toMatchObject({
      key: PAYMENT_MESSAGES.amountInvalid,
      fieldErrors: { amount: { key: PAYMENT_MESSAGES.amountInvalid } },
    });
    const third = await collect(10);
    const numbers = [first, second, third].map(
      (action) => action.kind === 'collect' && action.body.receipt_number,
    );
    expect(numbers).toEqual([1, 2, 3].map((n) => receiptNumberOf(RECEIPT_PREFIX, n)));
    expect((await phoneStore.listReceipts()).map((receipt) => receipt.receipt_number)).toEqual(
      numbers,
    );
  });

  it('refuses an entry that is not on the day', async () => {
    const phoneStore = await phone(buildStop());
    await expect(
      recordCollection({
        store: phoneStore,
        entryId: crypto.randomUUID(),
        body: { amount: 1 },
        now: NOW,
      }),
    ).rejects.toMatchObject({ key: COLLECT_MESSAGES.entryNotFound });
  });
});
