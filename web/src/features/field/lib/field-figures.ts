import { fromPaise, toPaise } from '@lendline/core';
import { paymentAmountOf, type FieldAction } from './field-actions';

/** The handover screen's figures, in paise and in amounts (rupees) for display. */
export interface FieldFigures {
  /** Actions not on the server yet: queued, and refused ones the agent has not discarded. */
  pendingCount: number;
  /** Cash the server took today from this phone: its payments completed or pending a manager. */
  cashSyncedPaise: number;
  /** Cash recorded here and not on the server: queued, or refused and not yet discarded. */
  cashUnsyncedPaise: number;
  cashInHandPaise: number;
  cashSynced: number;
  cashUnsynced: number;
  cashInHand: number;
}

const isCash = (action: FieldAction) =>
  (action.kind === 'collect' || action.kind === 'visit') && action.body.payment_method === 'cash';

/** The paise of cash an action holds for the handover (0 when it is not cash). */
function cashPaiseOf(action: FieldAction): { synced: number; unsynced: number } {
  if (!isCash(action)) return { synced: 0, unsynced: 0 };
  if (action.state === 'synced') {
    const payment = action.synced?.payment;
    const counts = payment && (payment.status === 'completed' || payment.status === 'pending');
    return { synced: counts ? toPaise(payment.amount) : 0, unsynced: 0 };
  }
  // The agent holds a refused collection's cash until they discard it (given back, say).
  return { synced: 0, unsynced: toPaise(paymentAmountOf(action) ?? 0) };
}

/**
 * The pending count and the cash in hand of the actions the phone holds (they are kept for the
 * collection day only, so synced ones are today's). Sums in integer paise.
 */
export function fieldFigures(actions: readonly FieldAction[]): FieldFigures {
  let pendingCount = 0;
  let cashSyncedPaise = 0;
  let cashUnsyncedPaise = 0;
  for (const action of actions) {
    if (action.state !== 'synced') pendingCount += 1;
    const cash = cashPaiseOf(action);
    cashSyncedPaise += cash.synced;
    cashUnsyncedPaise += cash.unsynced;
  }
  const cashInHandPaise = cashSyncedPaise + cashUnsyncedPaise;
  return {
    pendingCount,
    cashSyncedPaise,
    cashUnsyncedPaise,
    cashInHandPaise,
    cashSynced: fromPaise(cashSyncedPaise),
    cashUnsynced: fromPaise(cashUnsyncedPaise),
    cashInHand: fromPaise(cashInHandPaise),
  };
}
