import { toPaise, type FieldRoute } from '@lendline/core';
import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import { withPayment } from './day-rules';
import { FIELD_DATABASE_NAME } from '@/lib/field-database';
import {
  canDiscard,
  paymentAmountOf,
  type ActionPatch,
  type FieldAction,
  type IssuedReceipt,
  type NewFieldAction,
  type StoredDay,
} from './field-actions';

/*
 * The field app's storage on the phone (issue 15), in IndexedDB through idb: the day, the queue
 * of actions to sync (in `seq` order) and the receipts given. A change that touches several
 * stores is one transaction, so a crash or a failing write never leaves half of it.
 */

export { FIELD_DATABASE_NAME } from '@/lib/field-database';
const DATABASE_VERSION = 1;
/** The day is one record: the phone holds one agent's one day. */
const DAY_KEY = 'today';

interface FieldDatabase extends DBSchema {
  day: { key: string; value: StoredDay };
  /** Keyed by `seq`, from IndexedDB's key generator: it only grows, even past deleted actions. */
  actions: { key: number; value: FieldAction; indexes: { id: string } };
  receipts: { key: string; value: IssuedReceipt };
}

type FieldDatabaseConnection = IDBPDatabase<FieldDatabase>;
type StoreName = StoreNames<FieldDatabase>;
const ALL_STORES: StoreName[] = ['day', 'actions', 'receipts'];

/** What one local change writes, planned from the stored day inside its transaction. */
export interface LocalChange {
  day: StoredDay;
  action: NewFieldAction;
  receipt?: IssuedReceipt;
}

/** Recording needs the day: none is stored, or its collection day is over. */
export class NoFieldDayError extends Error {
  override readonly name = 'NoFieldDayError';
  constructor() {
    super('No field day is stored, or it has expired');
  }
}

export interface FieldStore {
  /** Stores a downloaded day (keeping the book's next number when it is the same book). */
  saveDay(route: FieldRoute, sizeBytes: number, now?: Date): Promise<StoredDay>;
  /**
   * The stored day; null once its `expires_at` has passed, when the day (customers, loans,
   * receipts) and the synced actions are deleted. Actions not yet on the server are kept until
   * they sync or the agent discards them: they are money taken, and the day's end must not lose
   * them (docs/decisions/0094).
   */
  loadDay(now?: Date): Promise<StoredDay | null>;
  /** Deletes everything the phone holds (sign-out, a session ended on the server). */
  clearFieldData(): Promise<void>;
  enqueue(action: NewFieldAction): Promise<FieldAction>;
  /** One local change: the day, the action and the receipt `plan` makes, written together. */
  record(plan: (day: StoredDay) => LocalChange, now?: Date): Promise<FieldAction>;
  /** Every action still held, in `seq` order. */
  listActions(): Promise<FieldAction[]>;
  /** Counts a send of a queued action before it goes; null when it is no longer queued. */
  startAttempt(id: string, at: Date): Promise<FieldAction | null>;
  updateAction(id: string, patch: ActionPatch): Promise<FieldAction>;
  /** Drops a refused or never-sent action, takes its payment back off the day, voids its receipt. */
  discardAction(id: string, now?: Date): Promise<void>;
  listReceipts(): Promise<IssuedReceipt[]>;
  close(): void;
}

/** Runs `work` in one read-write transaction over `names`: all of it is written, or none. */
async function inTransaction<const Names extends StoreName[], Result>(
  database: FieldDatabaseConnection,
  names: Names,
  work: (tx: IDBPTransaction<FieldDatabase, Names, 'readwrite'>) => Promise<Result>,
): Promise<Result> {
  const tx = database.transaction(names, 'readwrite');
  try {
    const result = await work(tx);
    await tx.done;
    return result;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // A failed request already aborted it.
    }
    await tx.done.catch(() => undefined);
    throw error;
  }
}

const isExpired = (day: StoredDay, now: Date) => Date.parse(day.route.expires_at) <= now.getTime();

/** The route with the payments recorded here and not yet on the server counted on it again. */
function withLocalPayments(route: FieldRoute, actions: readonly FieldAction[]): FieldRoute {
  return actions
    .filter((action) => action.applied && action.state !== 'synced')
    .reduce(
      (day, action) =>
        withPayment(day, {
          loanId: action.loan_id,
          amountPaise: toPaise(paymentAmountOf(action) ?? 0),
        }),
      route,
    );
}

/** Opens the phone's field database (the browser's IndexedDB), creating it the first time. */
export async function openFieldStore(): Promise<FieldStore> {
  const database = await openDB<FieldDatabase>(FIELD_DATABASE_NAME, DATABASE_VERSION, {
    upgrade(upgrading) {
      upgrading.createObjectStore('day');
      const actions = upgrading.createObjectStore('actions', {
        keyPath: 'seq',
        autoIncrement: true,
      });
      actions.createIndex('id', 'id', { unique: true });
      upgrading.createObjectStore('receipts', { keyPath: 'receipt_number' });
    },
    // A newer version of the app opened in another tab: let it upgrade.
    blocking() {
      database.close();
    },
  });

  const clearAll = () =>
    inTransaction(database, ALL_STORES, async (tx) => {
      await Promise.all(ALL_STORES.map((name) => tx.objectStore(name).clear()));
    });

  /** The day's data and what is already on the server; the actions still to send stay. */
  const clearDay = () =>
    inTransaction(database, ALL_STORES, async (tx) => {
      const actions = tx.objectStore('actions');
      const synced = (await actions.getAll()).filter((action) => action.state === 'synced');
      await Promise.all([
        tx.objectStore('day').clear(),
        tx.objectStore('receipts').clear(),
        ...synced.map((action) => actions.delete(action.seq)),
      ]);
    });

  async function actionById(
    tx: IDBPTransaction<FieldDatabase, StoreName[], 'readwrite'>,
    id: string,
  ): Promise<FieldAction | undefined> {
    return tx.objectStore('actions').index('id').get(id);
  }

  return {
    saveDay: (route, sizeBytes, now = new Date()) =>
      inTransaction(database, ALL_STORES, async (tx) => {
        const stored = await tx.objectStore('day').get(DAY_KEY);
        const sameBook = stored?.route.receipt_book.id === route.receipt_book.id;
        const actions = await tx.objectStore('actions').getAll();
        const day: StoredDay = {
          route: withLocalPayments(route, actions),
          next_receipt_number: stored && sameBook ? stored.next_receipt_number : 1,
          size_bytes: sizeBytes,
          saved_at: now.toISOString(),
        };
        await tx.objectStore('day').put(day, DAY_KEY);
        return day;
      }),

    async loadDay(now = new Date()) {
      const day = await database.get('day', DAY_KEY);
      if (!day) return null;
      if (!isExpired(day, now)) return day;
      await clearDay();
      return null;
    },

    clearFieldData: clearAll,

    enqueue: (action) =>
      inTransaction(database, ['actions'], async (tx) => {
        const queued = { ...action, ...NEW_ACTION_STATE } as FieldAction;
        const seq = await tx.objectStore('actions').add(queued);
        return { ...queued, seq };
      }),

    record: (plan, now = new Date()) =>
      inTransaction(database, ALL_STORES, async (tx) => {
        const stored = await tx.objectStore('day').get(DAY_KEY);
        if (!stored || isExpired(stored, now)) throw new NoFieldDayError();
        // Synchronous: a transaction stays open only while requests are pending.
        const change = plan(stored);
        await tx.objectStore('day').put(change.day, DAY_KEY);
        const queued = { ...change.action, ...NEW_ACTION_STATE } as FieldAction;
        const seq = await tx.objectStore('actions').add(queued);
        // add, never put: a receipt number is given once.
        if (change.receipt) await tx.objectStore('receipts').add(change.receipt);
        return { ...queued, seq };
      }),

    listActions: () => database.getAll('actions'),

    startAttempt: (id, at) =>
      inTransaction(database, ALL_STORES, async (tx) => {
        const action = await actionById(tx, id);
        if (action?.state !== 'queued') return null;
        const attempted = {
          ...action,
          attempts: action.attempts + 1,
          last_attempt_at: at.toISOString(),
        };
        await tx.objectStore('actions').put(attempted);
        return attempted;
      }),

    updateAction: (id, patch) =>
      inTransaction(database, ALL_STORES, async (tx) => {
        const action = await actionById(tx, id);
        if (!action) throw new Error(`No queued action ${id}`);
        const updated = { ...action, ...patch };
        await tx.objectStore('actions').put(updated);
        return updated;
      }),

    discardAction: (id, now = new Date()) =>
      inTransaction(database, ALL_STORES, async (tx) => {
        const action = await actionById(tx, id);
        if (!action) return;
        if (!canDiscard(action)) {
          throw new Error(`Action ${id} may be on the server already: it is kept until synced`);
        }
        const stored = await tx.objectStore('day').get(DAY_KEY);
        if (action.applied && stored) {
          const amountPaise = -toPaise(paymentAmountOf(action) ?? 0);
          const route = withPayment(stored.route, { loanId: action.loan_id, amountPaise });
          await tx.objectStore('day').put({ ...stored, route }, DAY_KEY);
        }
        if (action.kind === 'collect' && action.body.receipt_number) {
          const receipt = await tx.objectStore('receipts').get(action.body.receipt_number);
          if (receipt) {
            await tx.objectStore('receipts').put({ ...receipt, voided_at: now.toISOString() });
          }
        }
        await tx.objectStore('actions').delete(action.seq);
      }),

    listReceipts: () => database.getAll('receipts'),

    close: () => database.close(),
  };
}

/**
 * What a queued action starts with. `seq` is left out on purpose: IndexedDB's key generator
 * writes it into the record as it is added.
 */
const NEW_ACTION_STATE = {
  state: 'queued',
  attempts: 0,
  last_attempt_at: null,
  synced: null,
  refusal: null,
} as const satisfies Partial<FieldAction>;
