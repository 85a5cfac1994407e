import { randomUUID } from 'node:crypto';
import {
  calendarDayIn,
  evaluateAmountThreshold,
  fromPaise,
  isWithinBackdateWindow,
  PAYMENT_MESSAGES,
  toPaise,
  type ApprovalRequest,
  type LoanPayment,
  type PaymentMethod,
  type RecordPaymentRequest,
  type Loan,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { loanPayments, type Loan as LoanRecord } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { createApprovalRequest } from '../approvals/create-approval-request.ts';
import { auditStatement } from '../audit/write-audit.ts';
import { aboveEveryLimit, findBorrower } from '../loans/apply-for-loan.ts';
import { lockLoanWithTimezone } from '../loans/loan-records.ts';
import { completedPaymentStatements } from './apply-payments.ts';
import { paymentsRepository } from './payments.repository.ts';
import { rowInScope } from '../../db/scope.ts';
import { executeTogether } from '../../db/together.ts';

export const PAYMENT_ENTITY_TYPE = 'loan_payment';

export interface RecordPaymentOutcome {
  message: string;
  payment: LoanPayment;
  loan: Loan;
  approval_request?: ApprovalRequest;
}

const fieldError = (
  field: string,
  message: (typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES],
) =>
  new AppError('VALIDATION_FAILED', message, { details: { fieldErrors: { [field]: [message] } } });

/** Refuses a payment a loan cannot take: not in collection, or more than remains. */
export function refuseAmount(
  loan: Pick<LoanRecord, 'status' | 'remaining_amount'>,
  amountPaise: number,
): void {
  if (loan.status !== 'active' && loan.status !== 'overdue') {
    throw new AppError('BUSINESS_RULE', PAYMENT_MESSAGES.loanNotCollectable);
  }
  const remaining = toPaise(Number(loan.remaining_amount));
  if (amountPaise > remaining) {
    throw new AppError('BUSINESS_RULE', {
      key: PAYMENT_MESSAGES.aboveRemaining,
      values: { remaining: fromPaise(remaining).toFixed(2) },
    });
  }
}

/** A payment to record: Record Payment's request, or a collection's (whose method may be card). */
export type PaymentToRecord = Omit<RecordPaymentRequest, 'payment_method'> & {
  payment_method: PaymentMethod;
};

/**
 * POST /loans/:id/payments (issue 10 "Record Payment"). With the loan's row locked, so
 * concurrent payments on one loan are applied one after another and none can take it below 0:
 * the payment (dated today or up to 7 days back, never before disbursement, in the
 * organization's timezone), its journal entry, the loan's remaining amount, arrears and status,
 * and the audit row, in one transaction. A collection agent's payment above their own limit
 * waits for a manager (pending, no journal entry until approved); above every limit it is
 * refused, naming who may (spec part 1 §9). The payment carries the collector whose cash it is
 * (issue 11 "Cash in hand"): the one named (a collection entry's), else the collector the
 * recording user works as in the loan's organization, else none.
 */
export async function recordPayment(
  ctx: RequestContext,
  options: {
    loanId: string;
    body: PaymentToRecord;
    /** Whose cash it is (a collection entry's collector); default the collector the user works as. */
    collectorId?: string;
    /** A collection taken on a phone (issue 15). */
    capture?: PaymentCapture;
  },
): Promise<RecordPaymentOutcome> {
  const { body } = options;
  const { loan, timezone } = await lockLoanWithTimezone(ctx.tx, options.loanId);
  const amountPaise = toPaise(body.amount);
  refuseAmount(loan, amountPaise);
  const today = calendarDayIn(timezone, ctx.now);
  const date = body.payment_date ?? today;
  if (!isWithinBackdateWindow(date, today)) {
    throw fieldError('payment_date', PAYMENT_MESSAGES.paymentDate);
  }
  if (loan.disbursement_date && date < loan.disbursement_date) {
    throw fieldError('payment_date', PAYMENT_MESSAGES.beforeDisbursement);
  }
  const threshold = ctx.auth.roles.includes('platform_super_admin')
    ? ({ kind: 'not_applicable' } as const)
    : evaluateAmountThreshold({
        role: ctx.auth.roles[0],
        resource: 'payments',
        amount: body.amount,
      });
  if (threshold.kind === 'above_every_threshold') {
    throw aboveEveryLimit(PAYMENT_MESSAGES.aboveEveryLimit, threshold.approvers);
  }
  const waits = threshold.kind === 'needs_approval';
  const payment = {
    id: randomUUID(),
    organization_id: loan.organization_id,
    loan_id: loan.id,
    customer_id: loan.customer_id,
    amount: fromPaise(amountPaise).toFixed(2),
    payment_method: body.payment_method,
    status: waits ? ('pending' as const) : ('completed' as const),
    payment_date: date,
    payment_time: options.capture?.payment_time ?? ctx.now,
    reference: body.reference ?? null,
    notes: body.notes ?? null,
    created_by: ctx.auth.user.id,
    created_at: ctx.now,
  };
  // Issue 11 "Cash in hand": in the insert itself, so recording a payment costs no round trip more.
  const collectorId =
    options.collectorId ?? collectorOfUser(sql`${loan.organization_id}::uuid`, ctx.auth.user.id);
  const insert = ctx.tx
    .insert(loanPayments)
    .values({ ...payment, collector_id: collectorId, ...captureColumns(options.capture) });
  const audit = auditStatement(ctx.tx, {
    actor: ctx.actor,
    organizationId: loan.organization_id,
    action: 'record_payment',
    entityType: PAYMENT_ENTITY_TYPE,
    entityId: payment.id,
    newValues: {
      loan_id: loan.id,
      loan_number: loan.loan_number,
      amount: payment.amount,
      payment_method: payment.payment_method,
      payment_date: payment.payment_date,
      status: payment.status,
      remaining_before: loan.remaining_amount,
      ...(options.capture?.receipt_number && { receipt_number: options.capture.receipt_number }),
    },
    approvalRequired: waits,
  });
  let request: ApprovalRequest | undefined;
  if (waits) {
    await insert;
    const borrower = await findBorrower(ctx.tx, loan.customer_id);
    request = await createApprovalRequest(ctx, {
      requestType: 'payment_approval',
      organizationId: loan.organization_id,
      entityId: payment.id,
      requestData: {
        customer_name: borrower.name,
        loan_number: loan.loan_number,
        amount: fromPaise(amountPaise),
      },
      notes: body.notes ?? null,
    });
    await audit;
  } else {
    // The payment, its journal entry, the loan's new standing and the audit row: one round trip.
    await executeTogether(ctx.tx, [
      insert,
      ...completedPaymentStatements([payment], ctx.now),
      audit,
    ]);
  }
  const answer = await paymentsRepository(ctx.tx).findWithLoan(payment.id, loan.id, ctx.now);
  if (!answer) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  return {
    message: waits ? PAYMENT_MESSAGES.pendingApproval : PAYMENT_MESSAGES.recorded,
    ...answer,
    ...(request && { approval_request: request }),
  };
}

/**
 * Where and when a phone took a collection (issue 15): the receipt it gave from the agent's
 * receipt book, the instant by the server's clock (payment_time), the phone's own time and its
 * clock's offset, and the position.
 */
export interface PaymentCapture {
  receipt_number?: string;
  payment_time: Date;
  device_time: Date;
  device_clock_offset_seconds: number;
  latitude?: number;
  longitude?: number;
}

function captureColumns(capture: PaymentCapture | undefined) {
  if (!capture) return {};
  return {
    device_time: capture.device_time,
    device_clock_offset_seconds: capture.device_clock_offset_seconds,
    ...(capture.receipt_number && { receipt_number: capture.receipt_number }),
    ...(capture.latitude !== undefined && { latitude: capture.latitude }),
    ...(capture.longitude !== undefined && { longitude: capture.longitude }),
  };
}

/** The collector a user works as in an organization (debt_collectors.user_id), as a subquery. */
export function collectorOfUser(organizationId: SQL, userId: string): SQL {
  return sql`(select dc.id from debt_collectors dc
    where dc.organization_id = ${organizationId} and dc.user_id = ${userId}::uuid)`;
}

/** The payment row, locked; 404 when out of scope. */
export async function lockPayment(ctx: RequestContext, id: string) {
  const [payment] = await ctx.tx
    .select()
    .from(loanPayments)
    .where(rowInScope(loanPayments, id))
    .for('update');
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  return payment;
}
