import { randomUUID } from 'node:crypto';
import {
  FIELD_WORK_MESSAGES,
  fromPaise,
  isLoanInCollection,
  isWithinPromiseWindow,
  LOAN_MESSAGES,
  PAYMENT_MESSAGES,
  toPaise,
  type CreatePromiseRequest,
  type LoanStatus,
  type PaymentPromise,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { executeTogether } from '../../../db/together.ts';
import { paymentPromises } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { auditStatement } from '../../audit/write-audit.ts';
import { promisesRepository } from './promises.repository.ts';

export const PROMISE_ENTITY_TYPE = 'payment_promise';

/** What a promise or a visit needs of its loan, read in one statement. */
export interface FieldWorkLoan {
  id: string;
  organization_id: string;
  customer_id: string;
  loan_number: string;
  status: LoanStatus;
  remaining_amount: string;
  /** The organization's today, 'YYYY-MM-DD'. */
  today: string;
  /** The collector of the loan's entry today, if it has one. */
  entry_collector_id: string | null;
  /** The collector the signed-in user works as in the loan's organization, if any. */
  own_collector_id: string | null;
  /** The collector the loan is given to, if any. */
  loan_collector_id: string | null;
}

/** The loan of a promise or a visit with its organization's today; 404 when out of scope. */
export async function readFieldWorkLoan(
  ctx: Pick<RequestContext, 'tx' | 'now' | 'auth'>,
  loanId: string,
): Promise<FieldWorkLoan> {
  const [loan] = await queryRows<FieldWorkLoan>(
    ctx.tx,
    sql`select l.id, l.organization_id, l.customer_id, l.loan_number, l.status, l.remaining_amount,
        l.collector_id as loan_collector_id, to_char(t.today, 'YYYY-MM-DD') as today,
        (select e.collector_id from daily_collection_entries e
          where e.organization_id = l.organization_id and e.loan_id = l.id
            and e.collection_date = t.today) as entry_collector_id,
        (select dc.id from debt_collectors dc
          where dc.organization_id = l.organization_id and dc.user_id = ${ctx.auth.user.id})
          as own_collector_id
      from loans l
      join organizations o on o.id = l.organization_id
      cross join lateral (select (${ctx.now.toISOString()}::timestamptz at time zone o.timezone)::date
        as today) t
      where ${inScope(sql`l.organization_id`)} and l.id = ${loanId}`,
  );
  if (!loan) throw new AppError('NOT_FOUND', LOAN_MESSAGES.notFound);
  return loan;
}

const isCollectable = (loan: Pick<FieldWorkLoan, 'status'>) => isLoanInCollection(loan.status);

/** Refuses a visit on a loan that is not being collected. */
export function refuseVisitOn(loan: FieldWorkLoan): void {
  if (!isCollectable(loan)) {
    throw new AppError('BUSINESS_RULE', FIELD_WORK_MESSAGES.visitLoanNotCollectable);
  }
}

/**
 * POST /loans/:id/promises (issue 11 "Promise to pay"), and the promise made at a visit: on an
 * active or overdue loan, an amount of at most what the loan still owes, by a day from the
 * organization's today to PROMISE_DAYS_AHEAD days ahead. It is made to the collector of the
 * loan's entry today, else to the collector the signed-in user works as, else to the loan's own
 * collector, else to none. The
 * promise and its audit row are written together; its status is read, never stored.
 */
export async function recordPromise(
  ctx: RequestContext,
  options: {
    loan: FieldWorkLoan;
    body: CreatePromiseRequest;
    visitId?: string;
    /** When the promise was made, when that was before it reached the server (field app). */
    madeAt?: Date;
  },
): Promise<PaymentPromise> {
  const { loan, body } = options;
  if (!isCollectable(loan)) {
    throw new AppError('BUSINESS_RULE', FIELD_WORK_MESSAGES.promiseLoanNotCollectable);
  }
  if (!isWithinPromiseWindow(body.promised_date, loan.today)) {
    const message = FIELD_WORK_MESSAGES.promiseDateRange;
    throw new AppError('VALIDATION_FAILED', message, {
      details: { fieldErrors: { promised_date: [message] } },
    });
  }
  const remaining = toPaise(Number(loan.remaining_amount));
  if (toPaise(body.amount) > remaining) {
    throw new AppError('BUSINESS_RULE', {
      key: PAYMENT_MESSAGES.aboveRemaining,
      values: { remaining: fromPaise(remaining).toFixed(2) },
    });
  }
  const promise = {
    id: randomUUID(),
    organization_id: loan.organization_id,
    loan_id: loan.id,
    customer_id: loan.customer_id,
    collector_id: loan.entry_collector_id ?? loan.own_collector_id ?? loan.loan_collector_id,
    visit_id: options.visitId ?? null,
    amount: fromPaise(toPaise(body.amount)).toFixed(2),
    promised_date: body.promised_date,
    note: body.note ?? null,
    created_by: ctx.auth.user.id,
    // Made offline (field app): when the phone took it, so payments since then count towards it.
    created_at: options.madeAt ?? ctx.now,
  };
  await executeTogether(ctx.tx, [
    ctx.tx.insert(paymentPromises).values(promise),
    auditStatement(ctx.tx, {
      actor: ctx.actor,
      organizationId: loan.organization_id,
      action: 'record_promise',
      entityType: PROMISE_ENTITY_TYPE,
      entityId: promise.id,
      newValues: {
        loan_id: loan.id,
        loan_number: loan.loan_number,
        amount: promise.amount,
        promised_date: promise.promised_date,
        collector_id: promise.collector_id,
        visit_id: promise.visit_id,
      },
    }),
  ]);
  const written = await promisesRepository(ctx.tx).findById(promise.id, ctx.now);
  if (!written) throw new AppError('NOT_FOUND', LOAN_MESSAGES.notFound);
  return written;
}
