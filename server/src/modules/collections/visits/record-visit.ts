import { randomUUID } from 'node:crypto';
import {
  distanceMetres,
  isVisitFar,
  MESSAGES,
  type CreateVisitRequest,
  type CreateVisitResponse,
  type GeoPoint,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import { mayDo } from '../../../context/effective-permissions.ts';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { executeTogether } from '../../../db/together.ts';
import { fieldVisits } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { auditStatement } from '../../audit/write-audit.ts';
import { recordPayment } from '../../payments/record-payment.ts';
import { readFieldWorkLoan, recordPromise, refuseVisitOn } from '../promises/record-promise.ts';
import { visitsRepository } from './visits.repository.ts';

export const VISIT_ENTITY_TYPE = 'field_visit';

/** The customer's recorded location: the residential pin, else the business pin. */
async function customerPin(
  ctx: Pick<RequestContext, 'tx'>,
  loan: { organization_id: string; customer_id: string },
): Promise<GeoPoint | null> {
  const [pin] = await queryRows<{ latitude: string | null; longitude: string | null }>(
    ctx.tx,
    sql`select coalesce(c.residential_latitude, c.business_latitude) as latitude,
        case when c.residential_latitude is not null then c.residential_longitude
          else c.business_longitude end as longitude
      from customers c
      where ${inScope(sql`c.organization_id`)} and c.organization_id = ${loan.organization_id}
        and c.id = ${loan.customer_id}`,
  );
  if (pin?.latitude == null || pin.longitude == null) return null;
  return { latitude: Number(pin.latitude), longitude: Number(pin.longitude) };
}

/** How far the device was from the customer (rounded metres) and whether that is too far. */
function placeVisit(body: CreateVisitRequest, pin: GeoPoint | null) {
  if (body.latitude === undefined || body.longitude === undefined || pin === null) {
    return { distance: null, far: false };
  }
  const distance = distanceMetres({ latitude: body.latitude, longitude: body.longitude }, pin);
  return {
    distance: Math.round(distance),
    far: isVisitFar({ distanceMetres: distance, accuracyMetres: body.accuracy ?? null }),
  };
}

/**
 * POST /loans/:id/visits (issue 11 "Field visits"), in one transaction: on an active or overdue
 * loan, a paid or partial visit first records its payment through Record Payment (the same
 * limits, journal, entry and approvals), then the visit (where the device was, how far from the
 * customer's pin, flagged when far; the collector the visitor works as, else the one of the
 * loan's entry today) with its audit row, then the promise made at it, if any. Any refusal
 * leaves nothing written.
 */
export async function recordVisit(
  ctx: RequestContext,
  options: {
    loanId: string;
    body: CreateVisitRequest;
    /** When the visit happened, when that was before it reached the server (field app). */
    visitedAt?: Date;
  },
): Promise<Omit<CreateVisitResponse, 'message'> & { paymentPending: boolean }> {
  const { body } = options;
  const before = await readFieldWorkLoan(ctx, options.loanId);
  refuseVisitOn(before);
  let paid: Awaited<ReturnType<typeof recordPayment>> | undefined;
  if (body.amount !== undefined) {
    // The route lets field_visits:create in; the money needs payments:create as well.
    if (!mayDo(ctx, 'payments', 'create')) {
      throw new AppError('FORBIDDEN', MESSAGES.noPermission);
    }
    paid = await recordPayment(ctx, {
      loanId: before.id,
      body: { amount: body.amount, payment_method: body.payment_method, notes: body.note ?? null },
    });
  }
  const { distance, far } = placeVisit(body, await customerPin(ctx, before));
  // Recorded offline (field app): when the phone took it; its promise is dated the same.
  const visitedAt = options.visitedAt ?? ctx.now;
  const visit = {
    id: randomUUID(),
    organization_id: before.organization_id,
    loan_id: before.id,
    customer_id: before.customer_id,
    collector_id: before.own_collector_id ?? before.entry_collector_id,
    outcome: body.outcome,
    note: body.note ?? null,
    latitude: body.latitude?.toFixed(6) ?? null,
    longitude: body.longitude?.toFixed(6) ?? null,
    accuracy_metres: body.accuracy === undefined ? null : Math.round(body.accuracy),
    distance_metres: distance,
    is_far: far,
    payment_id: paid?.payment.id ?? null,
    visited_by: ctx.auth.user.id,
    visited_at: visitedAt,
    created_at: ctx.now,
  };
  await executeTogether(ctx.tx, [
    ctx.tx.insert(fieldVisits).values(visit),
    auditStatement(ctx.tx, {
      actor: ctx.actor,
      organizationId: visit.organization_id,
      action: 'record_visit',
      entityType: VISIT_ENTITY_TYPE,
      entityId: visit.id,
      newValues: {
        loan_id: visit.loan_id,
        loan_number: before.loan_number,
        outcome: visit.outcome,
        distance_metres: visit.distance_metres,
        is_far: visit.is_far,
        payment_id: visit.payment_id,
      },
    }),
  ]);
  const promise =
    body.promised_amount !== undefined && body.promised_date !== undefined
      ? await recordPromise(ctx, {
          // Read again: the visit's payment lowered what the loan owes.
          loan: paid ? await readFieldWorkLoan(ctx, before.id) : before,
          body: {
            amount: body.promised_amount,
            promised_date: body.promised_date,
            note: body.note,
          },
          visitId: visit.id,
          madeAt: visitedAt,
        })
      : undefined;
  const written = await visitsRepository(ctx.tx).findById(visit.id);
  if (!written) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return {
    visit: written,
    ...(paid && { payment: paid.payment }),
    ...(paid?.approval_request && { approval_request: paid.approval_request }),
    ...(promise && { promise }),
    paymentPending: paid?.payment.status === 'pending',
  };
}
