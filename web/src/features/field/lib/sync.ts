import { DEVICE_CLOCK_HEADER, PAYMENT_STATUSES } from '@lendline/core';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { isApiError, type ApiError } from '@/lib/api-error';
import type { ActionRefusal, FieldAction, SyncedAnswer } from './field-actions';
import type { FieldStore } from './field-store';

/*
 * Sending what the phone recorded offline (issue 15), one action at a time in `seq` order, each
 * with its id as the Idempotency-Key, so a resend after a lost answer replays the first answer
 * instead of recording twice.
 */

export interface FieldRequest {
  method: 'POST';
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Sends one request: resolves with the 2xx answer, throws an ApiError for any other status. */
export type SendFieldRequest = (request: FieldRequest) => Promise<unknown>;

export const sendFieldRequest: SendFieldRequest = (request) =>
  apiRequest(request.path, {
    method: request.method,
    body: request.body,
    headers: request.headers,
  });

export interface SyncOutcome {
  synced: number;
  refused: number;
  /** Actions still queued for the next attempt. */
  remaining: number;
  /** The server ended the session: everything on the phone was deleted. */
  signedOut: boolean;
}

/** The part of the Web Locks API the sync takes (navigator.locks). */
export type SyncLocks = Pick<LockManager, 'request'>;

/** One name across the tabs of the app: two tabs never send the same queue at once. */
export const FIELD_SYNC_LOCK = 'lendline-field-sync';

/** The API call an action is, with the phone's clock at `sentAt`. */
export function requestOf(action: FieldAction, sentAt: Date): FieldRequest {
  const headers = {
    'Idempotency-Key': action.id,
    // A header, not the body: a resend keeps the same body, so the server still replays it.
    [DEVICE_CLOCK_HEADER]: sentAt.toISOString(),
  };
  const path =
    action.kind === 'collect'
      ? `/api/v1/collections/${action.entry_id}/collect`
      : `/api/v1/loans/${action.loan_id}/${action.kind === 'visit' ? 'visits' : 'promises'}`;
  return { method: 'POST', path, body: action.body, headers };
}

const PaymentAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  receipt_number: z.string().nullable().default(null),
});
const RecordAnswerSchema = z.object({ id: z.string() });
const ANSWER_SCHEMAS = {
  collect: z.object({ payment: PaymentAnswerSchema }),
  visit: z.object({ visit: RecordAnswerSchema, payment: PaymentAnswerSchema.optional() }),
  promise: z.object({ promise: RecordAnswerSchema }),
} satisfies Record<FieldAction['kind'], z.ZodType>;

/**
 * What the server recorded, from its answer; null when the answer is not the API's (a captive
 * portal's page answers 200 too): the action is then sent again later.
 */
function syncedAnswerOf(action: FieldAction, answer: unknown, at: Date): SyncedAnswer | null {
  const parsed = ANSWER_SCHEMAS[action.kind].safeParse(answer);
  if (!parsed.success) return null;
  const data: {
    payment?: SyncedAnswer['payment'];
    visit?: { id: string };
    promise?: { id: string };
  } = parsed.data;
  return {
    synced_at: at.toISOString(),
    payment: data.payment ?? null,
    record_id: data.visit?.id ?? data.promise?.id ?? null,
  };
}

type Verdict = 'retry' | 'signed-out' | 'refused';

/**
 * What a failed send means. Not an API answer (offline, a timeout), a 5xx, 408, 429 or a key
 * still in flight: try again later. A 4xx without the API's error body came from something in
 * between (its code is INTERNAL), so it is tried again too rather than refused or signing out.
 */
function verdictOf(error: unknown): Verdict {
  if (!isApiError(error)) return 'retry';
  const fromApi = error.code !== 'INTERNAL';
  if (error.status === 401 && fromApi) return 'signed-out';
  const transient =
    error.status < 400 ||
    error.status >= 500 ||
    error.status === 408 ||
    error.status === 429 ||
    error.code === 'IDEMPOTENCY_IN_FLIGHT';
  return transient || !fromApi ? 'retry' : 'refused';
}

const refusalOf = (error: ApiError, at: Date): ActionRefusal => ({
  refused_at: at.toISOString(),
  status: error.status,
  code: error.code,
  message: error.message,
  ...(error.details !== undefined && { details: error.details }),
});

interface SyncOptions {
  store: FieldStore;
  send?: SendFieldRequest;
  /** The phone's clock, read as each action is sent. */
  now?: () => Date;
  /** Web Locks (default navigator.locks when the browser has it; null: this tab only). */
  locks?: SyncLocks | null;
}

async function sendQueued(options: Required<SyncOptions>): Promise<SyncOutcome> {
  const { store, send, now } = options;
  let synced = 0;
  let refused = 0;
  const queued = (await store.listActions()).filter((action) => action.state === 'queued');
  for (const candidate of queued) {
    const sentAt = now();
    // Counted before it goes: from now on the agent cannot discard it.
    const action = await store.startAttempt(candidate.id, sentAt);
    if (!action) continue;
    let answer: unknown;
    try {
      answer = await send(requestOf(action, sentAt));
    } catch (error) {
      const verdict = verdictOf(error);
      if (verdict === 'signed-out') {
        await store.clearFieldData();
        return { synced, refused, remaining: 0, signedOut: true };
      }
      if (verdict === 'retry' || !isApiError(error)) break;
      await store.updateAction(action.id, { state: 'refused', refusal: refusalOf(error, now()) });
      refused += 1;
      continue;
    }
    const answered = syncedAnswerOf(action, answer, now());
    if (!answered) break;
    await store.updateAction(action.id, { state: 'synced', synced: answered });
    synced += 1;
  }
  const remaining = (await store.listActions()).filter((action) => action.state === 'queued');
  return { synced, refused, remaining: remaining.length, signedOut: false };
}

/** This tab's syncs one after another, when the browser has no Web Locks. */
let tabQueue: Promise<unknown> = Promise.resolve();

/**
 * Sends the queued actions in order, one at a time. 2xx: synced, the answer kept until the day
 * ends (the handover needs it). Offline, 5xx, 408, 429, a key still in flight: stop, the rest
 * stays queued. 401: the session ended, everything on the phone is deleted. Any other 4xx: the
 * action is refused with the server's code and message, kept until the agent discards it, and the
 * next one is sent. A sync started while another runs (in this tab, or in another through Web
 * Locks) waits for it, so nothing is sent twice.
 */
export function syncActions(options: SyncOptions): Promise<SyncOutcome> {
  const settings: Required<SyncOptions> = {
    send: sendFieldRequest,
    now: () => new Date(),
    locks: globalThis.navigator?.locks ?? null,
    ...options,
  };
  const { locks } = settings;
  if (locks) return locks.request(FIELD_SYNC_LOCK, () => sendQueued(settings));
  const result = tabQueue.then(() => sendQueued(settings));
  tabQueue = result.catch(() => undefined);
  return result;
}
