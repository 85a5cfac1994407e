import type {
  CollectRequest,
  CreatePromiseRequest,
  CreateVisitRequest,
  ErrorCode,
  FieldRoute,
  GeoPoint,
  PaymentStatus,
} from '@lendline/core';

/*
 * What the field app keeps on the phone (issue 15): the day as downloaded with its local state,
 * the actions recorded offline waiting to be synced, and the receipts given from the day's book.
 */

/** The downloaded day and what the phone keeps beside it. */
export interface StoredDay {
  /** As downloaded, with the collections recorded here since applied to its entries and loans. */
  route: FieldRoute;
  /** The next receipt number of `route.receipt_book` (from 1; a number is never given twice). */
  next_receipt_number: number;
  /** The size of the download, for the screen that shows what the phone holds. */
  size_bytes: number;
  saved_at: string;
}

/** The request an action is sent as: its kind, what it is about and the body the server takes. */
export type FieldRequestPart =
  | { kind: 'collect'; entry_id: string; loan_id: string; body: CollectRequest }
  | { kind: 'visit'; entry_id: string | null; loan_id: string; body: CreateVisitRequest }
  | { kind: 'promise'; entry_id: string | null; loan_id: string; body: CreatePromiseRequest };

export type FieldActionKind = FieldRequestPart['kind'];

/** queued: still to send; synced: the server took it; refused: the server said no (4xx). */
export type FieldActionState = 'queued' | 'synced' | 'refused';

/** What the server answered a synced action with (kept for the handover). */
export interface SyncedAnswer {
  synced_at: string;
  /** The payment a collection or a paying visit recorded; null when none. */
  payment: {
    id: string;
    receipt_number: string | null;
    status: PaymentStatus;
    amount: number;
  } | null;
  /** The visit or the promise the server recorded; null for a collection. */
  record_id: string | null;
}

/** Why the server refused an action: its status and its `{ error: { code, message, details } }`. */
export interface ActionRefusal {
  refused_at: string;
  status: number;
  code: ErrorCode;
  message: string;
  details?: unknown;
}

interface ActionState {
  /** Client-generated (crypto.randomUUID()); sent as the Idempotency-Key. */
  id: string;
  /** Sending order: increases with each action queued, never reused. */
  seq: number;
  /** When the phone recorded it, by its clock (ISO 8601). */
  device_time: string;
  position: GeoPoint | null;
  /** Whether recording it changed the stored day (a payment within the agent's own limit). */
  applied: boolean;
  /** A payment above the agent's own limit: the server keeps it pending for a manager. */
  waits_for_manager: boolean;
  state: FieldActionState;
  /** Times a send was started: once above 0 the server may have it, so it is never discarded. */
  attempts: number;
  last_attempt_at: string | null;
  synced: SyncedAnswer | null;
  refusal: ActionRefusal | null;
}

export type FieldAction = ActionState & FieldRequestPart;

/** An action as it is queued; the store numbers it and gives it its state. */
export type NewFieldAction = Pick<
  ActionState,
  'id' | 'device_time' | 'position' | 'applied' | 'waits_for_manager'
> &
  FieldRequestPart;

/** What a sync may change on an action. */
export type ActionPatch = Partial<
  Pick<ActionState, 'state' | 'attempts' | 'last_attempt_at' | 'synced' | 'refusal'>
>;

/** A receipt given from the day's book; it stays, voided, when its action is discarded. */
export interface IssuedReceipt {
  receipt_number: string;
  action_id: string;
  entry_id: string;
  loan_id: string;
  amount: number;
  payment_method: CollectRequest['payment_method'];
  issued_at: string;
  voided_at: string | null;
}

/** The amount of money an action moves, in rupees as sent (collections and paying visits). */
export function paymentAmountOf(action: FieldRequestPart): number | null {
  if (action.kind === 'collect') return action.body.amount;
  if (action.kind === 'visit') return action.body.amount ?? null;
  return null;
}

/**
 * Whether the agent may discard an action: one the server refused, or one never sent. Once a send
 * started the server may have recorded it (the answer can be lost), so it stays until synced.
 */
export function canDiscard(action: FieldAction): boolean {
  return action.state === 'refused' || (action.state === 'queued' && action.attempts === 0);
}
