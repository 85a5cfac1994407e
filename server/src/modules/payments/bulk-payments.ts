import {
  calendarDayIn,
  evaluateAmountThreshold,
  fromPaise,
  PAYMENT_MESSAGES,
  toPaise,
  type BulkPaymentEntry,
  type BulkPaymentResponse,
  type BulkPaymentRowError,
  type Message,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../errors.ts';
import { translateMessage } from '../../i18n/translate.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { applyCompletedPayments, type CompletedPayment } from './apply-payments.ts';
import { collectorOfUser, PAYMENT_ENTITY_TYPE } from './record-payment.ts';
import { paymentsRepository } from './payments.repository.ts';

interface BulkLoan {
  id: string;
  organization_id: string;
  customer_id: string;
  loan_number: string;
  status: string;
  remaining_amount: string;
  customer_name: string;
  timezone: string;
}

/** Names compared as people type them: case, accents' spacing and repeated spaces aside. */
const sameName = (a: string, b: string) =>
  a.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase() ===
  b.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * POST /payments/bulk (issue 10 "Bulk entry"), all or nothing. Every row is checked before any
 * is recorded: the spec's required fields, the loan found in the caller's scope (its row
 * locked), the customer's name matching the loan's (a typo in a loan number must not pay
 * someone else's loan), the loan in collection, the rows on one loan together within what it
 * owes, and each amount within the submitter's own limit (a bulk sheet cannot wait for
 * approval: such a payment is recorded on its own). One bad row records nothing, and the answer
 * names every bad row and why. The good sheet is written set-based: one insert of the payments,
 * one of their journal entries, one of their lines, one update of the loans.
 */
export async function recordBulkPayments(
  ctx: RequestContext,
  entries: readonly BulkPaymentEntry[],
): Promise<BulkPaymentResponse> {
  if (entries.length === 0) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.bulkNoEntries);
  }
  const numbers = [...new Set(entries.map((entry) => entry.loan_number.trim()).filter(Boolean))];
  const found =
    numbers.length === 0
      ? []
      : await queryRows<BulkLoan>(
          ctx.tx,
          sql`select l.id, l.organization_id, l.customer_id, l.loan_number, l.status,
                l.remaining_amount, c.first_name || ' ' || c.last_name as customer_name, o.timezone
              from loans l
              join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
              join organizations o on o.id = l.organization_id
              where l.loan_number in (${sql.join(
                numbers.map((number) => sql`${number}`),
                sql`, `,
              )})
              order by l.id
              for update of l`,
        );
  const byNumber = new Map<string, BulkLoan[]>();
  for (const loan of found)
    byNumber.set(loan.loan_number, [...(byNumber.get(loan.loan_number) ?? []), loan]);

  const errors: { row: number; message: Message }[] = [];
  const owed = new Map(found.map((loan) => [loan.id, toPaise(Number(loan.remaining_amount))]));
  const accepted: { entry: BulkPaymentEntry; loan: BulkLoan; amountPaise: number }[] = [];
  entries.forEach((entry, index) => {
    const row = index + 1;
    const refuse = (message: Message) => errors.push({ row, message });
    const number = entry.loan_number.trim();
    if (!number || !entry.customer_name.trim() || !(entry.amount > 0)) {
      return refuse({ key: PAYMENT_MESSAGES.bulkMissingFields, values: { row } });
    }
    let amountPaise: number;
    try {
      amountPaise = toPaise(entry.amount);
    } catch {
      return refuse({ key: PAYMENT_MESSAGES.bulkMissingFields, values: { row } });
    }
    const matches = byNumber.get(number) ?? [];
    // A loan number is unique per organization; across several, the name tells them apart.
    const loan = matches.find((candidate) =>
      sameName(candidate.customer_name, entry.customer_name),
    );
    if (matches.length === 0) {
      return refuse({
        key: PAYMENT_MESSAGES.bulkLoanNotFound,
        values: { row, loan_number: number },
      });
    }
    if (!loan) {
      return refuse({
        key: PAYMENT_MESSAGES.bulkNameMismatch,
        values: { row, customer_name: entry.customer_name.trim(), loan_number: number },
      });
    }
    if (loan.status !== 'active' && loan.status !== 'overdue') {
      return refuse({
        key: PAYMENT_MESSAGES.bulkRowNotCollectable,
        values: { row, loan_number: number },
      });
    }
    const left = owed.get(loan.id)!;
    if (amountPaise > left) {
      return refuse({
        key: PAYMENT_MESSAGES.bulkRowAboveRemaining,
        values: { row, loan_number: number, remaining: fromPaise(left).toFixed(2) },
      });
    }
    const limit = ctx.auth.roles.includes('platform_super_admin')
      ? null
      : evaluateAmountThreshold({
          role: ctx.auth.roles[0],
          resource: 'payments',
          amount: entry.amount,
        });
    if (limit && limit.kind !== 'within_limit' && limit.kind !== 'not_applicable') {
      return refuse({ key: PAYMENT_MESSAGES.bulkRowAboveLimit, values: { row } });
    }
    owed.set(loan.id, left - amountPaise);
    accepted.push({ entry, loan, amountPaise });
  });
  if (errors.length > 0) {
    const rows: BulkPaymentRowError[] = errors.map((error) => ({
      row: error.row,
      message: translateMessage(ctx.language ?? null, error.message),
    }));
    throw new AppError('BULK_INVALID', PAYMENT_MESSAGES.bulkInvalid, { details: { rows } });
  }

  const values = sql.join(
    accepted.map(
      ({ entry, loan, amountPaise }, index) =>
        sql`(${index}::int, ${loan.organization_id}::uuid, ${loan.id}::uuid, ${loan.customer_id}::uuid,
          ${fromPaise(amountPaise).toFixed(2)}::numeric, ${entry.payment_method},
          ${calendarDayIn(loan.timezone, ctx.now)}::date, ${entry.reference_number ?? null},
          ${entry.notes ?? null})`,
    ),
    sql`, `,
  );
  const inserted = await queryRows<CompletedPayment & { position: number }>(
    ctx.tx,
    sql`with input (position, organization_id, loan_id, customer_id, amount, payment_method,
          payment_date, reference, notes) as (values ${values})
        insert into loan_payments (organization_id, loan_id, customer_id, amount, payment_method,
          status, payment_date, payment_time, reference, notes, created_by, created_at, collector_id)
        select organization_id, loan_id, customer_id, amount, payment_method, 'completed',
          payment_date, ${ctx.now}, reference, notes, ${ctx.auth.user.id}, ${ctx.now},
          ${collectorOfUser(sql`input.organization_id`, ctx.auth.user.id)}
        from input order by position
        returning id, organization_id, loan_id, amount::text as amount,
          to_char(payment_date, 'YYYY-MM-DD') as payment_date, created_by`,
  );
  await applyCompletedPayments(ctx.tx, inserted, ctx.now);
  await writeAudit(ctx.tx, {
    actor: ctx.actor,
    organizationId: accepted[0]!.loan.organization_id,
    action: 'record_bulk_payments',
    entityType: PAYMENT_ENTITY_TYPE,
    newValues: {
      payments: inserted.map((payment) => ({
        id: payment.id,
        loan_id: payment.loan_id,
        amount: payment.amount,
      })),
    },
  });
  const total = accepted.reduce((sum, { amountPaise }) => sum + amountPaise, 0);
  return {
    message: translateMessage(ctx.language ?? null, {
      key: PAYMENT_MESSAGES.bulkRecorded,
      values: { count: inserted.length },
    }),
    recorded: inserted.length,
    total_amount: fromPaise(total),
    payments: await paymentsRepository(ctx.tx).findByIds(inserted.map((payment) => payment.id)),
  };
}
