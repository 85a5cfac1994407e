import {
  correctDeviceTime,
  type Loan,
  type LoanPayment,
  type PaymentListQuery,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inScope, pageInScope } from '../../db/scope.ts';
import { customersMatching, escapeLike } from '../customers/customers.repository.ts';
import { loanById, loanNumberPrefix, toLoan, type LoanRow } from '../loans/loans.repository.ts';

type PaymentRow = Record<string, unknown>;

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

function toPayment(row: PaymentRow): LoanPayment {
  return {
    id: row.id as string,
    organization_id: row.organization_id as string,
    loan_id: row.loan_id as string,
    loan_number: row.loan_number as string,
    customer_id: row.customer_id as string,
    customer_name: (row.customer_name as string | null) ?? '',
    amount: Number(row.amount),
    payment_method: row.payment_method as LoanPayment['payment_method'],
    status: row.status as LoanPayment['status'],
    payment_date: row.payment_date as string,
    payment_time: iso(row.payment_time)!,
    reference: (row.reference as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    created_by: row.created_by as string,
    created_by_name: (row.created_by_name as string | null) ?? null,
    created_at: iso(row.created_at)!,
    reversed_at: iso(row.reversed_at),
    reversed_by: (row.reversed_by as string | null) ?? null,
    reversal_reason: (row.reversal_reason as string | null) ?? null,
    receipt_number: (row.receipt_number as string | null) ?? null,
    ...deviceTiming(row),
  };
}

/** A collection taken on a phone: its clock as it sent it, and whether it synced late. */
function deviceTiming(row: PaymentRow) {
  const offset = row.device_clock_offset_seconds as number | null;
  if (row.device_time === null || offset === null) {
    return { device_time: null, device_clock_offset_seconds: null, synced_late: false };
  }
  const deviceTime = new Date(row.device_time as string);
  const receivedAt = new Date(row.created_at as string);
  const { syncedLate } = correctDeviceTime({
    deviceTime,
    deviceSentAt: new Date(receivedAt.getTime() - offset * 1000),
    receivedAt,
  });
  return {
    device_time: deviceTime.toISOString(),
    device_clock_offset_seconds: offset,
    synced_late: syncedLate,
  };
}

function paymentSelect(options: { where?: SQL; orderBy?: SQL; from?: SQL }) {
  return sql`select p.id, p.organization_id, p.loan_id, l.loan_number, p.customer_id,
      c.first_name || ' ' || c.last_name as customer_name, p.amount, p.payment_method, p.status,
      to_char(p.payment_date, 'YYYY-MM-DD') as payment_date, p.payment_time, p.reference, p.notes,
      p.created_by, (select up.first_name || ' ' || up.last_name from user_profiles up where up.user_id = p.created_by)
        as created_by_name,
      p.created_at, p.reversed_at, p.reversed_by, p.reversal_reason, p.receipt_number,
      p.device_time, p.device_clock_offset_seconds
    from ${options.from ?? sql`loan_payments p`}
    join loans l on l.organization_id = p.organization_id and l.id = p.loan_id
    left join customers c on c.organization_id = p.organization_id and c.id = p.customer_id
    where ${inScope(sql`p.organization_id`)} and ${options.where ?? sql`true`}
    ${options.orderBy ? sql`order by ${options.orderBy}` : sql``}`;
}

const SORTS: Record<PaymentListQuery['sort'], SQL> = {
  created_at: sql`p.created_at`,
  payment_date: sql`p.payment_date`,
  amount: sql`p.amount`,
};

/**
 * A payment id typed from its start (as the cards show it), with or without its dashes: the
 * range of ids it begins, so the primary key finds them. Null for anything else.
 */
export function paymentIdRange(term: string): [string, string] | null {
  const hex = term.toLowerCase().replaceAll('-', '');
  if (!/^[0-9a-f]{4,32}$/.test(hex)) return null;
  const asUuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return [asUuid(hex.padEnd(32, '0')), asUuid(hex.padEnd(32, 'f'))];
}

/**
 * The payments a search finds, as rows of loan_payments: those of the loans whose number
 * contains the term, of the customers whose name, display id or phone does, the one whose receipt
 * number it is, and whose id begins with it. Read from the matches through the (organization_id, loan_id) and (organization_id,
 * customer_id) keys, never by reading the history for them. Null without a search.
 */
function searchedPayments(search: string | undefined): SQL | null {
  const term = search?.trim();
  if (!term) return null;
  const pattern = `%${escapeLike(term)}%`;
  const ids = paymentIdRange(term);
  return sql`(select p.* from (
      select p.organization_id, p.id
      from loans_matching_number(${pattern}, ${loanNumberPrefix(term)}) m
      join loan_payments p on p.organization_id = m.organization_id and p.loan_id = m.id
      union
      select p.organization_id, p.id from ${customersMatching(term)} m
      join loan_payments p on p.organization_id = m.organization_id and p.customer_id = m.id
      union
      select p.organization_id, p.id from loan_payments p
      where ${inScope(sql`p.organization_id`)} and p.receipt_number = ${term.toUpperCase()}
      ${
        ids
          ? sql`union
      select p.organization_id, p.id from loan_payments p
      where ${inScope(sql`p.organization_id`)} and p.id between ${ids[0]}::uuid and ${ids[1]}::uuid`
          : sql``
      }) found
    join loan_payments p on p.organization_id = found.organization_id and p.id = found.id)`;
}

/** The history's filters other than the search, on the payment alone. */
function historyCondition(query: PaymentListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.loan_id) conditions.push(sql`p.loan_id = ${query.loan_id}`);
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.method) conditions.push(sql`p.payment_method = ${query.method}`);
  if (query.from) conditions.push(sql`p.payment_date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`p.payment_date <= ${query.to}::date`);
  return sql.join(conditions, sql` and `);
}

/** Payments under row-level security, bound to a transaction. */
export function paymentsRepository(tx: Executor) {
  return {
    async findByIds(ids: readonly string[]): Promise<LoanPayment[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<PaymentRow>(
        tx,
        paymentSelect({
          where: sql`p.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
          orderBy: sql`p.created_at, p.id`,
        }),
      );
      return rows.map(toPayment);
    },

    /**
     * A payment and its loan as the API answers them, read together in one round trip (after a
     * change to both); null when either is out of scope.
     */
    async findWithLoan(
      id: string,
      loanId: string,
      now: Date,
    ): Promise<{ payment: LoanPayment; loan: Loan } | null> {
      const [row] = await queryRows<{ payment: PaymentRow | null; loan: LoanRow | null }>(
        tx,
        sql`select (select to_jsonb(p) from (${paymentSelect({ where: sql`p.id = ${id}` })}) p)
              as payment,
            (select to_jsonb(l) from (${loanById(loanId, now)}) l) as loan`,
      );
      if (!row?.payment || !row.loan) return null;
      return { payment: toPayment(row.payment), loan: toLoan(row.loan) };
    },

    async listForLoan(loanId: string): Promise<LoanPayment[]> {
      const rows = await queryRows<PaymentRow>(
        tx,
        paymentSelect({
          where: sql`p.loan_id = ${loanId}`,
          orderBy: sql`p.payment_time desc, p.id`,
        }),
      );
      return rows.map(toPayment);
    },

    /** GET /payments: one page of the history (searchable by payment id, loan number or customer). */
    async list(query: PaymentListQuery): Promise<LoanPayment[]> {
      const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
      const orderBy = sql`${SORTS[query.sort]} ${direction}, p.id ${direction}`;
      const rows = await queryRows<PaymentRow>(
        tx,
        paymentSelect({
          from: pageInScope({
            rows: sql`loan_payments`,
            from: searchedPayments(query.search) ?? sql`loan_payments`,
            alias: sql`p`,
            where: historyCondition(query),
            orderBy,
            limit: query.page_size,
            offset: (query.page - 1) * query.page_size,
          }),
          orderBy,
        }),
      );
      return rows.map(toPayment);
    },

    /**
     * The history's total for the same filters: from payment_counts (kept by triggers) when only
     * the status or the method filter, else counted over the matching payments (a search's, or
     * one loan's, or a range of dates through the (organization_id, payment_date) key).
     */
    async count(query: PaymentListQuery): Promise<number> {
      const searched = searchedPayments(query.search);
      const counted = searched !== null || query.loan_id || query.from || query.to;
      const [row] = await queryRows<{ total: string | null }>(
        tx,
        counted
          ? sql`select count(*) as total from ${searched ?? sql`loan_payments`} p
              where ${inScope(sql`p.organization_id`)} and ${historyCondition(query)}`
          : sql`select sum(payments) as total from payment_counts
              where ${query.status ? sql`status = ${query.status}` : sql`true`}
                and ${query.method ? sql`payment_method = ${query.method}` : sql`true`}`,
      );
      return Number(row?.total ?? 0);
    },
  };
}
