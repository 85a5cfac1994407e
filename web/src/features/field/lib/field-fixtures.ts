import 'fake-indexeddb/auto';
import type {
  CollectionEntry,
  CollectionPaymentStatus,
  FieldRoute,
  FieldRouteStop,
  Role,
} from '@lendline/core';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { openFieldStore, type FieldStore } from './field-store';
import type { FieldRequest, SendFieldRequest } from './sync';

/*
 * Test data for the field app's library: a day's route built from a few amounts, a phone's
 * IndexedDB of its own per test, and a fake server that records by Idempotency-Key.
 */

export const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
export const COLLECTION_DATE = '2026-03-10';
/** Mid-morning of the collection day, before the route expires. */
export const NOW = new Date('2026-03-10T05:00:00.000Z');
/** The end of the collection day in Asia/Kolkata. */
export const EXPIRES_AT = '2026-03-10T18:30:00.000Z';
export const RECEIPT_PREFIX = 'B42';

let stopNumber = 0;

/** One stop: its entry's amounts and the loan's, in rupees; the rest plausible. */
export function buildStop(
  options: {
    due?: number;
    collected?: number;
    outstanding?: number;
    remaining?: number;
    daysOverdue?: number;
    status?: CollectionPaymentStatus;
    loanStatus?: string;
  } = {},
): FieldRouteStop {
  const { due = 500, collected = 0, outstanding = 5_000, remaining = 5_000 } = options;
  const { daysOverdue = 0, status = collected > 0 ? 'partial' : 'pending' } = options;
  stopNumber += 1;
  const loanId = crypto.randomUUID();
  const customerId = crypto.randomUUID();
  const entry: CollectionEntry = {
    id: crypto.randomUUID(),
    organization_id: ORGANIZATION_ID,
    loan_id: loanId,
    customer_id: customerId,
    collector_id: crypto.randomUUID(),
    due_amount: due,
    collected_amount: collected,
    outstanding_amount: outstanding,
    calculated_due: Math.max(0, due - collected),
    payment_status: status,
    collection_date: COLLECTION_DATE,
    risk_priority: 'low',
    days_overdue: daysOverdue,
    accumulated_overdue: 0,
    daily_repayment_amount: 500,
    customer_name: `Customer ${stopNumber}`,
    customer_phone: null,
    loan_number: `LN-2026-${String(stopNumber).padStart(6, '0')}`,
    collector_name: 'Ravi Kumar',
    created_at: `${COLLECTION_DATE}T00:30:00.000Z`,
    updated_at: `${COLLECTION_DATE}T00:30:00.000Z`,
  };
  return {
    entry,
    customer: {
      id: customerId,
      name: entry.customer_name,
      phone: null,
      address: 'Market Road',
      latitude: 19.07,
      longitude: 72.87,
    },
    loan: {
      id: loanId,
      loan_number: entry.loan_number,
      status: options.loanStatus ?? 'active',
      remaining_amount: remaining,
      arrears_amount: 0,
      days_overdue: daysOverdue,
      daily_repayment_amount: 500,
      due_date: '2026-06-30',
    },
    last_payments: [],
    promises: [],
  };
}

export function buildRoute(
  options: {
    stops?: FieldRouteStop[];
    roles?: Role[];
    expiresAt?: string;
    receiptBook?: { id: string; prefix: string };
  } = {},
): FieldRoute {
  return {
    collection_date: COLLECTION_DATE,
    downloaded_at: '2026-03-10T03:00:00.000Z',
    expires_at: options.expiresAt ?? EXPIRES_AT,
    organization: {
      id: ORGANIZATION_ID,
      name: 'Acme Microfinance',
      currency: 'INR',
      timezone: 'Asia/Kolkata',
      country: 'IN',
    },
    user: {
      id: crypto.randomUUID(),
      name: 'Ravi Kumar',
      roles: options.roles ?? ['collection_agent'],
    },
    collector: { id: crypto.randomUUID(), name: 'Ravi Kumar' },
    receipt_book: options.receiptBook ?? { id: '42', prefix: RECEIPT_PREFIX },
    stops: options.stops ?? [buildStop()],
  };
}

/** A phone of its own: a fresh IndexedDB for this test (the setup file unstubs it after). */
export async function openTestFieldStore(): Promise<FieldStore> {
  vi.stubGlobal('indexedDB', new IDBFactory());
  return openFieldStore();
}

/** A phone with `route` downloaded. */
export async function phoneWithDay(route: FieldRoute = buildRoute()) {
  const store = await openTestFieldStore();
  await store.saveDay(route, 12_345, NOW);
  return { store, route };
}

/** The answer the API gives a synced action (only what the phone reads of it). */
function answerTo(request: FieldRequest, sequence: number) {
  const body = request.body as { amount?: number; receipt_number?: string };
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const payment =
    body.amount === undefined
      ? undefined
      : {
          id,
          status: 'completed',
          amount: body.amount,
          receipt_number: body.receipt_number ?? null,
        };
  if (request.path.endsWith('/collect')) return { message: 'ok', payment };
  if (request.path.endsWith('/visits')) return { message: 'ok', visit: { id }, payment };
  return { message: 'ok', promise: { id } };
}

/**
 * A server that records each Idempotency-Key once and replays its first answer, as the API does.
 * `loseAnswers` of the first sends are recorded and then lost on the way back (the send throws).
 */
export function fakeFieldServer(options: { loseAnswers?: number } = {}) {
  let answersToLose = options.loseAnswers ?? 0;
  const recorded = new Map<string, unknown>();
  const requests: FieldRequest[] = [];
  const send: SendFieldRequest = async (request) => {
    requests.push(request);
    const key = request.headers['Idempotency-Key']!;
    if (!recorded.has(key)) recorded.set(key, answerTo(request, recorded.size + 1));
    if (answersToLose > 0) {
      answersToLose -= 1;
      throw new TypeError('Failed to fetch');
    }
    return recorded.get(key);
  };
  return { send, requests, recorded };
}
