import {
  calendarDayIn,
  COLLECT_MESSAGES,
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
import { recordPayment } from '../payments/record-payment.ts';
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
}

const entryNotFound = () => new AppError('NOT_FOUND', COLLECT_MESSAGES.entryNotFound);

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
  options: { entryId: string; body: CollectRequest },
): Promise<CollectResponse> {
  const { entryId, body } = options;
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
          o.default_phone_country as country
        from daily_collection_entries e
        join organizations o on o.id = e.organization_id
        where ${inScope(sql`e.organization_id`)} and e.id = ${entryId}
        for update of e`,
  );
  if (!entry) throw entryNotFound();
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
  });
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
