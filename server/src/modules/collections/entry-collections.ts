import { COLLECTION_PRIORITY_RULE } from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/scope.ts';

/**
 * The SQL side of core collectionRiskPriority for an entry `daysOverdue` behind of a customer of
 * `riskLevel` (collections-sql.test.ts holds the two together).
 */
export function riskPrioritySql(daysOverdue: SQL, riskLevel: SQL): SQL {
  const { highAfterDays, riskLevelRaisingPriority } = COLLECTION_PRIORITY_RULE;
  const raising = sql.raw(`'${riskLevelRaisingPriority}'`);
  return sql`case
    when ${daysOverdue} > ${sql.raw(String(highAfterDays))}
      or (${riskLevel} = ${raising} and ${daysOverdue} >= 1) then 'high'
    when ${daysOverdue} >= 1 or ${riskLevel} = ${raising} then 'medium'
    else 'low' end`;
}

/**
 * The SQL side of core collectionPaymentStatus: completed once collected covers the due amount;
 * overdue while the loan is behind or once the day is `missed` (its cut-off passed); partial;
 * pending. Stored entries are written with missed false; reads add the cut-off at their time.
 */
export function entryStatusSql(
  due: SQL,
  collected: SQL,
  daysOverdue: SQL,
  missed: SQL = sql`false`,
): SQL {
  return sql`case
    when ${collected} >= ${due} then 'completed'
    when ${daysOverdue} > 0 or ${missed} then 'overdue'
    when ${collected} > 0 then 'partial'
    else 'pending' end`;
}

/** Money collected on (positive) or taken back from (negative) one loan's entry of one day. */
export interface EntryCollection {
  organizationId: string;
  loanId: string;
  /** The entry's collection day: the payment's date. */
  date: string;
  /** Rupees, 2 decimals, as stored; signed. */
  amount: string;
}

/**
 * The statement that counts payments on the day's collection entries of their loans (issue 11:
 * every payment and every reversal, in the payment's own transaction) and sets each entry's
 * status again. A loan without an entry that day has nothing to update. An entry's outstanding
 * amount grows when a reversal of an earlier day's payment let the loan owe more than it did at
 * the start of the day. At least one change; sent with the payment's other writes.
 */
export function collectedOnEntriesStatement(changes: readonly EntryCollection[], now: Date): SQL {
  const rows = sql.join(
    changes.map(
      (change) =>
        sql`(${change.organizationId}::uuid, ${change.loanId}::uuid, ${change.date}::date, ${change.amount}::numeric)`,
    ),
    sql`, `,
  );
  const collected = sql`greatest(0, e.collected_amount + x.amount)`;
  return sql`
    update daily_collection_entries e set
      collected_amount = ${collected},
      outstanding_amount = greatest(e.outstanding_amount, ${collected}),
      payment_status = ${entryStatusSql(sql`e.due_amount`, collected, sql`e.days_overdue`)},
      updated_at = ${now}
    from (select organization_id, loan_id, day, sum(amount) as amount
          from (values ${rows}) as c (organization_id, loan_id, day, amount)
          group by organization_id, loan_id, day) x
    where ${inScope(sql`e.organization_id`)} and e.organization_id = x.organization_id
      and e.loan_id = x.loan_id and e.collection_date = x.day`;
}
