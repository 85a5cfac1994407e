import {
  CollectRequestSchema,
  CreatePromiseRequestSchema,
  CreateVisitRequestSchema,
  receiptNumberOf,
  toPaise,
  type CollectRequestInput,
  type CreatePromiseRequestInput,
  type CreateVisitRequestInput,
  type GeoPoint,
} from '@lendline/core';
import {
  checkCollection,
  checkPromise,
  checkVisit,
  stopOfEntry,
  stopOfLoan,
  withPayment,
} from './day-rules';
import type { FieldAction } from './field-actions';
import { parseOrRefuse } from './field-refusal';
import type { FieldStore } from './field-store';

/*
 * Recording on the phone without a network (issue 15): each action is checked by the server's
 * rules against the stored day, queued with a client-generated id (its Idempotency-Key) and the
 * phone's time, and, for a payment within the agent's own limit, counted on the day at once —
 * all in one transaction. A refusal (FieldRefusal) records nothing.
 */

interface RecordOptions {
  store: FieldStore;
  /** Where the phone was, when it knows. */
  position?: GeoPoint | null;
  /** The phone's clock; default now. */
  now?: Date;
}

const positionOf = (position: GeoPoint | null | undefined): GeoPoint | null =>
  position ? { latitude: position.latitude, longitude: position.longitude } : null;

/**
 * A collection on a day's entry: the next number of the day's receipt book as its receipt
 * number, the phone's time and position in the body. Within the agent's own limit it counts on
 * the entry and the loan at once; above it, it is queued waiting for a manager and changes
 * neither (the server keeps such a payment pending).
 */
export async function recordCollection(
  options: RecordOptions & {
    entryId: string;
    body: Pick<CollectRequestInput, 'amount' | 'payment_method' | 'notes'>;
  },
): Promise<FieldAction> {
  const { store, entryId, now = new Date() } = options;
  const id = crypto.randomUUID();
  const deviceTime = now.toISOString();
  const position = positionOf(options.position);
  return store.record((day) => {
    const { route, next_receipt_number: receiptIndex } = day;
    const receiptNumber = receiptNumberOf(route.receipt_book.prefix, receiptIndex);
    const body = parseOrRefuse(CollectRequestSchema, {
      ...options.body,
      receipt_number: receiptNumber,
      device_time: deviceTime,
      ...position,
    });
    const stop = stopOfEntry(route, entryId);
    const amountPaise = toPaise(body.amount);
    const { waitsForManager } = checkCollection({ route, stop, amountPaise });
    const loanId = stop.loan.id;
    return {
      day: {
        ...day,
        next_receipt_number: receiptIndex + 1,
        route: waitsForManager ? route : withPayment(route, { loanId, amountPaise }),
      },
      action: {
        id,
        kind: 'collect',
        entry_id: entryId,
        loan_id: loanId,
        body,
        device_time: deviceTime,
        position,
        applied: !waitsForManager,
        waits_for_manager: waitsForManager,
      },
      receipt: {
        receipt_number: receiptNumber,
        action_id: id,
        entry_id: entryId,
        loan_id: loanId,
        amount: body.amount,
        payment_method: body.payment_method,
        issued_at: deviceTime,
        voided_at: null,
      },
    };
  }, now);
}

/**
 * A visit to a loan of the day. A paying one (paid, partial) is a payment by the same rules as
 * a collection, counted on the day when within the agent's limit; a promise made at it is checked
 * against what the loan owes after that payment.
 */
export async function recordVisit(
  options: RecordOptions & {
    loanId: string;
    body: Omit<CreateVisitRequestInput, 'latitude' | 'longitude' | 'accuracy'>;
    /** The GPS accuracy of `position`, in metres. */
    accuracyMetres?: number | null;
  },
): Promise<FieldAction> {
  const { store, loanId, now = new Date() } = options;
  const id = crypto.randomUUID();
  const position = positionOf(options.position);
  const body = parseOrRefuse(CreateVisitRequestSchema, {
    ...options.body,
    device_time: now.toISOString(),
    ...position,
    ...(position && options.accuracyMetres != null && { accuracy: options.accuracyMetres }),
  });
  const amountPaise = body.amount === undefined ? null : toPaise(body.amount);
  const promise =
    body.promised_amount !== undefined && body.promised_date !== undefined
      ? { amountPaise: toPaise(body.promised_amount), promisedDate: body.promised_date }
      : null;
  return store.record((day) => {
    const { route } = day;
    const stop = stopOfLoan(route, loanId);
    const { waitsForManager } = checkVisit({ route, loan: stop.loan, amountPaise, promise });
    const applied = amountPaise !== null && !waitsForManager;
    return {
      day: applied ? { ...day, route: withPayment(route, { loanId, amountPaise }) } : day,
      action: {
        id,
        kind: 'visit',
        entry_id: stop.entry.id,
        loan_id: loanId,
        body,
        device_time: now.toISOString(),
        position,
        applied,
        waits_for_manager: waitsForManager,
      },
    };
  }, now);
}

/** A promise to pay on a loan of the day: a day in the window, at most what the loan owes. */
export async function recordPromise(
  options: RecordOptions & { loanId: string; body: CreatePromiseRequestInput },
): Promise<FieldAction> {
  const { store, loanId, now = new Date() } = options;
  const id = crypto.randomUUID();
  const body = parseOrRefuse(CreatePromiseRequestSchema, {
    ...options.body,
    device_time: now.toISOString(),
  });
  return store.record((day) => {
    const { route } = day;
    const stop = stopOfLoan(route, loanId);
    checkPromise({
      route,
      loan: stop.loan,
      amountPaise: toPaise(body.amount),
      promisedDate: body.promised_date,
    });
    return {
      day,
      action: {
        id,
        kind: 'promise',
        entry_id: stop.entry.id,
        loan_id: loanId,
        body,
        device_time: now.toISOString(),
        position: positionOf(options.position),
        applied: false,
        waits_for_manager: false,
      },
    };
  }, now);
}
