import type { FieldVisit } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';

type Row = Record<string, unknown>;

const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

function toVisit(row: Row): FieldVisit {
  return {
    id: row.id as string,
    organization_id: row.organization_id as string,
    loan_id: row.loan_id as string,
    customer_id: row.customer_id as string,
    collector_id: (row.collector_id as string | null) ?? null,
    collector_name: (row.collector_name as string | null) ?? null,
    outcome: row.outcome as FieldVisit['outcome'],
    note: (row.note as string | null) ?? null,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    accuracy_metres: numberOrNull(row.accuracy_metres),
    distance_metres: numberOrNull(row.distance_metres),
    is_far: row.is_far === true,
    payment_id: (row.payment_id as string | null) ?? null,
    payment_amount: numberOrNull(row.payment_amount),
    visited_by: row.visited_by as string,
    visitor_name: (row.visitor_name as string | null) ?? null,
    visited_at: new Date(row.visited_at as string).toISOString(),
    created_at: new Date(row.created_at as string).toISOString(),
  };
}

/** Field visits with the names their list shows; every read is scoped. */
export function visitsRepository(tx: Executor) {
  async function select(where: SQL, limit: number, offset: number): Promise<FieldVisit[]> {
    const rows = await queryRows<Row>(
      tx,
      sql`select v.id, v.organization_id, v.loan_id, v.customer_id, v.collector_id,
          dc.name as collector_name, v.outcome, v.note, v.latitude, v.longitude,
          v.accuracy_metres, v.distance_metres, v.is_far, v.payment_id, p.amount as payment_amount,
          v.visited_by, up.first_name || ' ' || up.last_name as visitor_name, v.visited_at,
          v.created_at
        from field_visits v
        left join debt_collectors dc on dc.organization_id = v.organization_id
          and dc.id = v.collector_id
        left join loan_payments p on p.organization_id = v.organization_id and p.id = v.payment_id
        left join user_profiles up on up.user_id = v.visited_by
        where ${inScope(sql`v.organization_id`)} and ${where}
        order by v.visited_at desc, v.id
        limit ${limit} offset ${offset}`,
    );
    return rows.map(toVisit);
  }

  return {
    /** One page of a loan's visits, newest first. */
    listOfLoan: (loanId: string, page: { page: number; page_size: number }) =>
      select(sql`v.loan_id = ${loanId}`, page.page_size, (page.page - 1) * page.page_size),

    async countOfLoan(loanId: string): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        tx,
        sql`select count(*)::int as total from field_visits v
          where ${inScope(sql`v.organization_id`)} and v.loan_id = ${loanId}`,
      );
      return row?.total ?? 0;
    },

    async findById(id: string): Promise<FieldVisit | undefined> {
      const [visit] = await select(sql`v.id = ${id}`, 1, 0);
      return visit;
    },
  };
}
