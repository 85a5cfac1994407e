import {
  calendarDayIn,
  COLLECT_MESSAGES,
  correctDeviceTime,
  FIELD_APP_MESSAGES,
  receiptBookOf,
  type MessageKey,
  fromPaise,
  isWithinBackdateWindow,
  PAYMENT_MESSAGES,
  toPaise,
  type CollectRequest,
  type CollectResponse,
  type CollectionPaymentStatus,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { formatMoney } from '../../i18n/format-money.ts';
import { translateMessage } from '../../i18n/translate.ts';
import { queueReceiptMessage } from '../notifications/receipt-message.ts';
import { recordPayment, type PaymentCapture } from '../payments/record-payment.ts';
import { collectionsRepository } from './collections.repository.ts';

interface LockedEntry {
  id: string;
  loan_id: string;
  collector_id: string | null;
  collected_amount: string;
  outstanding_amount: string;
  payment_status: CollectionPaymentStatus;
  collection_date: string;
  timezone: string;
  currency: string;
  country: string | null;
  /** With a receipt book's number: whether the book is the user's, and the number already used. */
  receipt_book_mine: boolean | null;
  receipt_number_used: boolean | null;
}

const entryNotFound = () => new AppError('NOT_FOUND', COLLECT_MESSAGES.entryNotFound);

const receiptError = (
  message: MessageKey,
  code: 'VALIDATION_FAILED' | 'BUSINESS_RULE' | 'CONFLICT' = 'VALIDATION_FAILED',
) => new AppError(code, message, { details: { fieldErrors: { receipt_number: [message] } } });

/**
 * A collection the field app took on a phone: its time corrected by the phone's clock offset
 * (core correctDeviceTime), kept with the phone's own time, the receipt and the position.
 */
function captureOf(
  body: CollectRequest,
  deviceTime: Date,
  deviceSentAt: Date | null,
  receivedAt: Date,
): PaymentCapture {
  const timing = correctDeviceTime({ deviceTime, deviceSentAt, receivedAt });
  return {
    payment_time: timing.happenedAt,
    device_time: deviceTime,
    device_clock_offset_seconds: timing.clockOffsetSeconds,
    ...(body.receipt_number !== undefined && { receipt_number: body.receipt_number }),
    ...(body.latitude !== undefined && { latitude: body.latitude, longitude: body.longitude }),
  };
}

/**
 * POST /collections/:id/collect (spec part 2 "mark_payment_collected", issue 11 "Marking
 * collected"): a real payment through Record Payment's service — the journal, the loan's
 * remaining amount, a collection agent's limits (above them the payment waits for a manager and
 * the entry stays as it is until approved) — dated the entry's day and carrying the entry's
 * collector, which counts it on the entry. The loan's row is locked first and the entry's second,
 * the order every payment takes (it updates the entry after locking the loan; the other order
 * would deadlock): two collectors marking one entry at once are applied one after the other, and
 * the second is measured against what the first left. At most what the entry still lacks
 * (outstanding − collected); a completed entry is not collected again.
 */
export async function collectOnEntry(
  ctx: RequestContext,
  options: {
    entryId: string;
    body: CollectRequest;
    /** The phone's clock when it sent the collection (the x-device-clock header), if it said. */
    deviceSentAt?: Date | null;
  },
): Promise<CollectResponse> {
  const { entryId, body } = options;
  const book = body.receipt_number === undefined ? null : receiptBookOf(body.receipt_number);
  if (body.receipt_number !== undefined && book === null) {
    throw receiptError(FIELD_APP_MESSAGES.receiptNumberInvalid);
  }
  const [loan] = await queryRows<{ id: string }>(
    ctx.tx,
    sql`select l.id from daily_collection_entries e
        join loans l on l.organization_id = e.organization_id and l.id = e.loan_id
        where ${inScope(sql`e.organization_id`)} and e.id = ${entryId}
        for update of l`,
  );
  if (!loan) throw entryNotFound();
  const [entry] = await queryRows<LockedEntry>(
    ctx.tx,
    sql`select e.id, e.loan_id, e.collector_id, e.collected_amount::text as collected_amount,
          e.outstanding_amount::text as outstanding_amount, e.payment_status,
          to_char(e.collection_date, 'YYYY-MM-DD') as collection_date, o.timezone, o.currency,
          o.default_phone_country as country,
          ${
            book === null
              ? sql`null::boolean as receipt_book_mine, null::boolean as receipt_number_used`
              : sql`exists(select 1 from receipt_books b where b.organization_id = e.organization_id
                    and b.id = ${book}::bigint and b.user_id = ${ctx.auth.user.id}::uuid)
                  as receipt_book_mine,
                exists(select 1 from loan_payments p where p.receipt_number = ${body.receipt_number}
                    and p.organization_id = e.organization_id) as receipt_number_used`
          }
        from daily_collection_entries e
        join organizations o on o.id = e.organization_id
        where ${inScope(sql`e.organization_id`)} and e.id = ${entryId}
        for update of e`,
  );
  if (!entry) throw entryNotFound();
  if (entry.receipt_book_mine === false) {
    throw receiptError(FIELD_APP_MESSAGES.receiptNumberNotYours, 'BUSINESS_RULE');
  }
  if (entry.receipt_number_used)
    throw receiptError(FIELD_APP_MESSAGES.receiptNumberUsed, 'CONFLICT');
  if (entry.payment_status === 'completed') {
    throw new AppError('BUSINESS_RULE', COLLECT_MESSAGES.alreadyCompleted);
  }
  if (!isWithinBackdateWindow(entry.collection_date, calendarDayIn(entry.timezone, ctx.now))) {
    throw new AppError('BUSINESS_RULE', COLLECT_MESSAGES.dayOutOfWindow);
  }
  const remainingPaise =
    toPaise(Number(entry.outstanding_amount)) - toPaise(Number(entry.collected_amount));
  if (toPaise(body.amount) > remainingPaise) {
    const message = {
      key: COLLECT_MESSAGES.aboveRemaining,
      values: { remaining: formatMoney(ctx.language, entry, fromPaise(remainingPaise)) },
    };
    throw new AppError('VALIDATION_FAILED', message, {
      details: { fieldErrors: { amount: [message] } },
    });
  }
  const outcome = await recordPayment(ctx, {
    loanId: loan.id,
    body: {
      amount: body.amount,
      payment_method: body.payment_method,
      payment_date: entry.collection_date,
      notes: body.notes,
    },
    ...(entry.collector_id && { collectorId: entry.collector_id }),
    ...(body.device_time !== undefined && {
      capture: captureOf(body, new Date(body.device_time), options.deviceSentAt ?? null, ctx.now),
    }),
  });
  // The customer's SMS receipt for what the field app took (a payment waiting for a manager is
  // not taken yet: none).
  if (body.receipt_number !== undefined && outcome.payment.status === 'completed') {
    await queueReceiptMessage(ctx, { id: outcome.payment.id, receipt_number: body.receipt_number });
  }
  const answered = await collectionsRepository(ctx.tx).find(
    entry.id,
    entry.collection_date,
    ctx.now,
  );
  if (!answered) throw entryNotFound();
  const waits = outcome.payment.status === 'pending';
  return {
    message: waits
      ? PAYMENT_MESSAGES.pendingApproval
      : translateMessage(ctx.language ?? null, {
          key: COLLECT_MESSAGES.collected,
          values: { amount: formatMoney(ctx.language, entry, outcome.payment.amount) },
        }),
    entry: answered,
    payment: outcome.payment,
    ...(outcome.approval_request && { approval_request: outcome.approval_request }),
  };
}
