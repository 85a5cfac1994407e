import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewFieldAction } from './field-actions';
import {
  buildRoute,
  buildStop,
  EXPIRES_AT,
  NOW,
  openTestFieldStore,
  phoneWithDay,
  RECEIPT_PREFIX,
} from './field-fixtures';
import { FIELD_DATABASE_NAME, openFieldStore, type FieldStore } from './field-store';
import { recordCollection, recordPromise } from './record-offline';

let store: FieldStore | undefined;
afterEach(() => store?.close());

function promiseAction(loanId: string, note: string): NewFieldAction {
  return {
    id: crypto.randomUUID(),
    kind: 'promise',
    entry_id: null,
    loan_id: loanId,
    body: { amount: 100, promised_date: '2026-03-12', note },
    device_time: NOW.toISOString(),
    position: null,
    applied: false,
    waits_for_manager: false,
  };
}

describe('the field store', () => {
  it('keeps the queue in seq order across a reload of the app, and never reuses a seq', async () => {
    store = await openTestFieldStore();
    const loanId = crypto.randomUUID();
    for (const note of ['first', 'second', 'third'])
      await store.enqueue(promiseAction(loanId, note));
    const last = (await store.listActions()).at(-1)!;
    await store.discardAction(last.id);
    // What a reload keeps: the database (the module holds nothing of the queue).
    store.close();
    store = await openFieldStore();
    const fourth = await store.enqueue(promiseAction(loanId, 'fourth'));
    const actions = await store.listActions();
    expect(actions.map((action) => action.kind === 'promise' && action.body.note)).toEqual([
      'first',
      'second',
      'fourth',
    ]);
    expect(fourth.seq).toBeGreaterThan(last.seq);
    const seqs = actions.map((action) => action.seq);
    expect(seqs).toEqual(seqs.toSorted((a, b) => a - b));
    expect(actions.every((action) => action.state === 'queued' && action.attempts === 0)).toBe(
      true,
    );
  });

  it('keeps the day until it expires, then deletes it and what is synced, keeping what is not', async () => {
    const phone = await phoneWithDay();
    store = phone.store;
    const stop = phone.route.stops[0]!;
    const synced = await recordCollection({
      store,
      entryId: stop.entry.id,
      body: { amount: 100 },
      now: NOW,
    });
    await store.updateAction(synced.id, { state: 'synced' });
    const unsent = await recordCollection({
      store,
      entryId: stop.entry.id,
      body: { amount: 50 },
      now: NOW,
    });

    const beforeEnd = new Date(Date.parse(EXPIRES_AT) - 1);
    expect((await store.loadDay(beforeEnd))?.size_bytes).toBe(12_345);
    expect(await store.loadDay(new Date(EXPIRES_AT))).toBeNull();
    expect((await store.listActions()).map((action) => action.id)).toEqual([unsent.id]);
    expect(await store.listReceipts()).toEqual([]);
    expect(await store.loadDay(NOW)).toBeNull();
  });

  it('deletes the day, the queue and the receipts on clearFieldData', async () => {
    const phone = await phoneWithDay();
    store = phone.store;
    const stop = phone.route.stops[0]!;
    await recordCollection({ store, entryId: stop.entry.id, body: { amount: 100 }, now: NOW });
    await store.clearFieldData();
    expect(await store.loadDay(NOW)).toBeNull();
    expect(await store.listActions()).toEqual([]);
    expect(await store.listReceipts()).toEqual([]);
  });

  it('writes nothing of a collection when one of its writes fails', async () => {
    const phone = await phoneWithDay();
    store = phone.store;
    const stop = phone.route.stops[0]!;
    // The receipt the collection would take is somehow there already: its add fails.
    const raw = await openDB(FIELD_DATABASE_NAME);
    await raw.add('receipts', { receipt_number: `${RECEIPT_PREFIX}-001`, action_id: 'earlier' });
    raw.close();

    await expect(
      recordCollection({ store, entryId: stop.entry.id, body: { amount: 100 }, now: NOW }),
    ).rejects.toMatchObject({ name: 'ConstraintError' });
    const day = await store.loadDay(NOW);
    expect(day?.next_receipt_number).toBe(1);
    expect(day?.route.stops[0]!.entry.collected_amount).toBe(0);
    expect(day?.route.stops[0]!.loan.remaining_amount).toBe(stop.loan.remaining_amount);
    expect(await store.listActions()).toEqual([]);
    expect((await store.listReceipts()).map((receipt) => receipt.action_id)).toEqual(['earlier']);
  });

  it('keeps the book and counts unsynced collections again when the same day is downloaded again', async () => {
    const route = buildRoute({ stops: [buildStop({ due: 500, outstanding: 5_000 })] });
    const phone = await phoneWithDay(route);
    store = phone.store;
    const entryId = route.stops[0]!.entry.id;
    await recordCollection({ store, entryId, body: { amount: 200 }, now: NOW });

    const again = await store.saveDay(route, 20_000, NOW);
    expect(again.next_receipt_number).toBe(2);
    expect(again.route.stops[0]!.entry.collected_amount).toBe(200);
    expect(again.route.stops[0]!.loan.remaining_amount).toBe(4_800);

    const newBook = { ...route, receipt_book: { id: '43', prefix: 'B43' } };
    expect((await store.saveDay(newBook, 20_000, NOW)).next_receipt_number).toBe(1);
  });

  it('takes a discarded collection back off the day and voids its receipt, but keeps one already sent', async () => {
    const phone = await phoneWithDay();
    store = phone.store;
    const stop = phone.route.stops[0]!;
    const unsent = await recordCollection({
      store,
      entryId: stop.entry.id,
      body: { amount: 300 },
      now: NOW,
    });
    const sent = await recordPromise({
      store,
      loanId: stop.loan.id,
      body: { amount: 100, promised_date: '2026-03-11' },
      now: NOW,
    });
    await store.startAttempt(sent.id, NOW);

    await store.discardAction(unsent.id, NOW);
    const day = await store.loadDay(NOW);
    expect(day?.route.stops[0]!.entry).toMatchObject({
      collected_amount: 0,
      calculated_due: 500,
      payment_status: 'pending',
    });
    expect(day?.route.stops[0]!.loan.remaining_amount).toBe(5_000);
    expect(await store.listReceipts()).toEqual([
      expect.objectContaining({
        receipt_number: `${RECEIPT_PREFIX}-001`,
        voided_at: NOW.toISOString(),
      }),
    ]);
    await expect(store.discardAction(sent.id, NOW)).rejects.toThrow(/kept until synced/);
    expect((await store.listActions()).map((action) => action.id)).toEqual([sent.id]);
  });
});
