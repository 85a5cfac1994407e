import type { PaymentPromise, PromiseStatus } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { promisesWithStatus } from './promise-status.ts';

export interface PromiseFilters {
  loanId?: string;
  id?: string;
  status?: PromiseStatus;
  collectorId?: string;
}

function promiseWhere(filters: PromiseFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.loanId) parts.push(sql`p.loan_id = ${filters.loanId}`);
  if (filters.id) parts.push(sql`p.id = ${filters.id}`);
  if (filters.collectorId) parts.push(sql`p.collector_id = ${filters.collectorId}`);
  return sql.join(parts, sql` and `);
}

const statusWhere = (filters: PromiseFilters) =>
  filters.status ? sql`pr.status = ${filters.status}` : sql`true`;

type Row = Record<string, unknown>;

function toPromise(row: Row): PaymentPromise {
  return {
    id: row.id as string,
    organization_id: row.organization_id as string,
    loan_id: row.loan_id as string,
    loan_number: row.loan_number as string,
    customer_id: row.customer_id as string,
    customer_name: row.customer_name as string,
    customer_phone: (row.customer_phone as string | null) ?? null,
    collector_id: (row.collector_id as string | null) ?? null,
    collector_name: (row.collector_name as string | null) ?? 'Unassigned',
    visit_id: (row.visit_id as string | null) ?? null,
    amount: Number(row.amount),
    promised_date: row.promised_date as string,
    note: (row.note as string | null) ?? null,
    paid_amount: Number(row.paid_amount),
    status: row.status as PromiseStatus,
    created_by: row.created_by as string,
    created_by_name: (row.created_by_name as string | null) ?? null,
    created_at: new Date(row.created_at as string).toISOString(),
  };
}

/** Promises to pay with their status at `now`; every read is scoped (promisesWithStatus). */
export function promisesRepository(tx: Executor) {
  async function select(
    filters: PromiseFilters,
    now: Date,
    page: { limit: number; offset: number },
  ): Promise<PaymentPromise[]> {
    const rows = await queryRows<Row>(
      tx,
      sql`select pr.id, pr.organization_id, pr.loan_id, l.loan_number, pr.customer_id,
          c.first_name || ' ' || c.last_name as customer_name, c.phone as customer_phone,
          pr.collector_id, dc.name as collector_name, pr.visit_id, pr.amount,
          to_char(pr.promised_date, 'YYYY-MM-DD') as promised_date, pr.note, pr.paid_amount,
          pr.status, pr.created_by, up.first_name || ' ' || up.last_name as created_by_name,
          pr.created_at
        from ${promisesWithStatus(now, promiseWhere(filters))}
        join loans l on l.organization_id = pr.organization_id and l.id = pr.loan_id
        join customers c on c.organization_id = pr.organization_id and c.id = pr.customer_id
        left join debt_collectors dc on dc.organization_id = pr.organization_id
          and dc.id = pr.collector_id
        left join user_profiles up on up.user_id = pr.created_by
        where ${statusWhere(filters)}
        order by pr.promised_date desc, pr.created_at desc, pr.id
        limit ${page.limit} offset ${page.offset}`,
    );
    return rows.map(toPromise);
  }

  return {
    /** One page, the latest promised date first. */
    list: (filters: PromiseFilters, now: Date, page: { page: number; page_size: number }) =>
      select(filters, now, { limit: page.page_size, offset: (page.page - 1) * page.page_size }),

    async count(filters: PromiseFilters, now: Date): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        tx,
        sql`select count(*)::int as total from ${promisesWithStatus(now, promiseWhere(filters))}
          where ${statusWhere(filters)}`,
      );
      return row?.total ?? 0;
    },

    async findById(id: string, now: Date): Promise<PaymentPromise | undefined> {
      const [promise] = await select({ id }, now, { limit: 1, offset: 0 });
      return promise;
    },
  };
}
