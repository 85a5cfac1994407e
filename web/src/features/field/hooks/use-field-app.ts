import type { FieldRoute, GeoPoint } from '@lendline/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { FieldAction, IssuedReceipt, StoredDay } from '../lib/field-actions';
import { openFieldStore, type FieldStore } from '../lib/field-store';
import { recordCollection, recordPromise, recordVisit } from '../lib/record-offline';
import { syncActions, type SyncOutcome } from '../lib/sync';

/** How often the app tries to send what waits while it is online. */
const SYNC_EVERY_MS = 60_000;

export interface FieldState {
  /** Null until the phone's storage has been read. */
  loaded: boolean;
  day: StoredDay | null;
  actions: FieldAction[];
  receipts: IssuedReceipt[];
  online: boolean;
  syncing: boolean;
  lastSync: { at: Date; outcome: SyncOutcome } | null;
}

type RecordCollection = Parameters<typeof recordCollection>[0];
type RecordVisit = Parameters<typeof recordVisit>[0];
type RecordPromise = Parameters<typeof recordPromise>[0];
type WithoutStore<Options> = Omit<Options, 'store' | 'position' | 'now'>;

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** The phone's position when it gives one within a few seconds; null otherwise (never blocks). */
export function currentPosition(timeoutMs = 5000): Promise<GeoPoint | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/**
 * The field app's state and actions (issue 15): the day and the queue read from the phone's
 * storage, re-read after every change; recording works with no network; what waits is sent when
 * the network comes back, every minute while online, and on demand. `onSignedOut` runs when the
 * server says the session has ended (the phone's data is then deleted).
 */
export function useFieldApp(options: { onSignedOut: () => void }) {
  const storeRef = useRef<Promise<FieldStore> | null>(null);
  const mounted = useRef(false);
  const onSignedOut = useRef(options.onSignedOut);
  useEffect(() => {
    onSignedOut.current = options.onSignedOut;
  });
  const [state, setState] = useState<FieldState>({
    loaded: false,
    day: null,
    actions: [],
    receipts: [],
    online: isOnline(),
    syncing: false,
    lastSync: null,
  });

  /**
   * Runs `work` on the open store. The connection closes itself when the database is deleted
   * (sign-out in another tab, a session ended): the store is then opened afresh, empty.
   */
  const withStore = useCallback(async <Result>(work: (store: FieldStore) => Promise<Result>) => {
    storeRef.current ??= openFieldStore();
    try {
      return await work(await storeRef.current);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
      storeRef.current = openFieldStore();
      return work(await storeRef.current);
    }
  }, []);

  const refresh = useCallback(async () => {
    if (!mounted.current) return;
    const [day, actions, receipts] = await withStore((store) =>
      Promise.all([store.loadDay(), store.listActions(), store.listReceipts()]),
    );
    if (mounted.current) {
      setState((previous) => ({ ...previous, loaded: true, day, actions, receipts }));
    }
  }, [withStore]);

  const sync = useCallback(async () => {
    if (!mounted.current || !isOnline()) return null;
    setState((previous) => ({ ...previous, syncing: true }));
    try {
      const outcome = await withStore((store) => syncActions({ store }));
      if (mounted.current) {
        setState((previous) => ({ ...previous, lastSync: { at: new Date(), outcome } }));
      }
      if (outcome.signedOut) onSignedOut.current();
      return outcome;
    } finally {
      if (mounted.current) setState((previous) => ({ ...previous, syncing: false }));
      await refresh();
    }
  }, [refresh, withStore]);

  useEffect(() => {
    mounted.current = true;
    void refresh().then(() => sync());
    const goOnline = () => {
      setState((previous) => ({ ...previous, online: true }));
      void sync();
    };
    const goOffline = () => setState((previous) => ({ ...previous, online: false }));
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
      void storeRef.current?.then((store) => store.close());
      storeRef.current = null;
    };
  }, [refresh, sync]);

  /** Downloads today's route and stores it with its size; answers the stored day. */
  const download = useCallback(async () => {
    const route = await apiRequest<FieldRoute>('/api/v1/field/route', { method: 'POST' });
    const size = new Blob([JSON.stringify(route)]).size;
    const day = await withStore((store) => store.saveDay(route, size));
    await refresh();
    return day;
  }, [refresh, withStore]);

  /** Records on the phone (with its position when it gives one), then tries to send at once. */
  const recordWith = useCallback(
    async <Options>(
      record: (
        options: Options & { store: FieldStore; position: GeoPoint | null },
      ) => Promise<FieldAction>,
      options: Options,
    ) => {
      const position = await currentPosition();
      const action = await withStore((store) => record({ ...options, store, position }));
      await refresh();
      void sync();
      return action;
    },
    [refresh, sync, withStore],
  );

  const collect = useCallback(
    (options: WithoutStore<RecordCollection>) => recordWith(recordCollection, options),
    [recordWith],
  );
  const visit = useCallback(
    (options: WithoutStore<RecordVisit>) => recordWith(recordVisit, options),
    [recordWith],
  );
  const promise = useCallback(
    (options: WithoutStore<RecordPromise>) => recordWith(recordPromise, options),
    [recordWith],
  );

  const discard = useCallback(
    async (id: string) => {
      await withStore((store) => store.discardAction(id));
      await refresh();
    },
    [refresh, withStore],
  );

  return { state, refresh, sync, download, collect, visit, promise, discard };
}

export type FieldApp = ReturnType<typeof useFieldApp>;
