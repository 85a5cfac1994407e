import {
  ALERT_MESSAGES,
  BROKEN_PROMISE_ALERT_DAYS,
  CASH_VARIANCE_ALERT_DAYS,
  COLLECTION_ALERT_TYPES,
  DOCUMENT_EXPIRY_ALERT_DAYS,
  type CollectionAlert,
  type CollectionAlertsResponse,
  type CollectionAlertType,
  type MessageValues,
} from '@lendline/core';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../../context/request-context.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { inScope } from '../../../db/scope.ts';
import { translateMessage } from '../../../i18n/translate.ts';
import { promisesWithStatus } from '../promises/promise-status.ts';

interface AlertRow {
  type: CollectionAlertType;
  severity: CollectionAlert['severity'];
  organization_id: string;
  entity_type: CollectionAlert['entity_type'];
  entity_id: string;
  customer_name: string | null;
  phone: string | null;
  loan_number: string | null;
  amount: string | null;
  days_overdue: number | null;
  /** A document's file name, a collector's name. */
  label: string | null;
  /** A document's expiry, a promise's date, a closed day. */
  day: string | null;
  /** Days from today to the document's expiry. */
  days_left: number | null;
  total: number;
}

const TYPE_ORDER = sql.raw(
  `case a.type ${COLLECTION_ALERT_TYPES.map((type, index) => `when '${type}' then ${index}`).join(' ')} end`,
);

/** Most severe first, then by kind, then most days overdue and largest amount. */
const ORDER = sql`case a.severity when 'critical' then 0 when 'high' then 1 else 2 end,
  ${TYPE_ORDER}, a.days_overdue desc nulls last, abs(a.amount) desc nulls last, a.day,
  a.entity_id`;

/**
 * The first `limit` entries of the scope's todays that are alerts of one kind, in the alerts'
 * order within a kind (most days overdue, largest amount still due, the loan: every such
 * alert's day is empty), each organization's first from the open-alert index (migration 0046)
 * and its loans, then the scope's first of those.
 */
function firstEntryAlerts(type: 'overdue_due_today' | 'high_risk_collection', limit: SQL): SQL {
  const severity = type === 'overdue_due_today' ? 'critical' : 'high';
  const condition =
    type === 'overdue_due_today'
      ? sql`l.status = 'overdue'`
      : sql`e.risk_priority = 'high' and l.status <> 'overdue'`;
  return sql`select ${sql.raw(`'${type}'`)} as type, ${sql.raw(`'${severity}'`)} as severity,
      t.organization_id,
      'loan' as entity_type, t.loan_id as entity_id, t.customer_id, t.loan_number,
      t.still_due as amount, t.days_overdue, null as label, null::date as day,
      null::int as days_left
    from d
    cross join lateral (select e.organization_id, e.loan_id, e.customer_id, e.days_overdue,
        e.due_amount - e.collected_amount as still_due, l.loan_number
      from daily_collection_entries e
      join loans l on l.organization_id = e.organization_id and l.id = e.loan_id
      where e.organization_id = d.organization_id and e.collection_date = d.today
        and e.collected_amount < e.due_amount and ${condition}
      order by e.days_overdue desc, e.collected_amount - e.due_amount, e.loan_id
      limit ${limit}) t`;
}

/**
 * GET /collections/alerts (spec part 2 "Alert"; issue 11 "Alerts"), computed from the data in
 * one statement, one select per kind:
 * - overdue_due_today (critical): an overdue loan whose entry today is not yet completed;
 * - high_risk_collection (high): an entry today of high priority, not yet completed, whose loan is
 *   not overdue (those are the critical alert already): a high-risk customer behind on it;
 * - document_expiry (medium): a customer's or a loan's document expiring from today through
 *   DOCUMENT_EXPIRY_ALERT_DAYS days ahead (spec: "within the next 7 days and not past");
 * - broken_promise (high): a promise broken (core promiseStatus) whose date was in the last
 *   BROKEN_PROMISE_ALERT_DAYS days;
 * - cash_variance (high): a collector's day closed in the last CASH_VARIANCE_ALERT_DAYS days
 *   (today included) with handed-over cash different from the cash collected.
 * Each day is the organization's own. Most severe first, then by kind, then most days overdue
 * and largest amount; the first `limit` with the total.
 *
 * At scale a day's entry alerts are hundreds of thousands (decision 0082): their numbers come
 * from the day's tallies (collection_alert_counts, kept with the entries and the loans), and
 * only the first `limit` of each kind are read (the high-risk ones only when the critical ones
 * do not fill the page, as every critical alert comes first); the other kinds are few.
 */
export async function listAlerts(
  ctx: Pick<RequestContext, 'tx' | 'now' | 'language'>,
  limit: number,
): Promise<CollectionAlertsResponse> {
  const instant = sql`${ctx.now.toISOString()}::timestamptz`;
  const customer = sql`c.first_name || ' ' || c.last_name`;
  const loanDaysOverdue = sql`greatest(0, d.today - l.next_due_date)`;
  const rows = await queryRows<AlertRow>(
    ctx.tx,
    sql`with d as (
        select o.id as organization_id, (${instant} at time zone o.timezone)::date as today
        from organizations o where ${inScope(sql`o.id`)}
      ),
      counted as (
        select coalesce(sum(t.entries) filter (where t.alert_type = 'overdue_due_today'), 0)::int
            as critical,
          coalesce(sum(t.entries), 0)::int as entries
        from d
        join collection_alert_counts t on t.organization_id = d.organization_id
          and t.collection_date = d.today
      ),
      others as (
        select 'document_expiry' as type, 'medium' as severity, doc.organization_id,
          'document' as entity_type, doc.id as entity_id,
          case when doc.entity_type = 'customer' then doc.entity_id else dl.customer_id end
            as customer_id,
          dl.loan_number, null::numeric as amount, null::int as days_overdue,
          doc.file_name as label, doc.expires_at as day, doc.expires_at - d.today as days_left
        from d
        join documents doc on doc.organization_id = d.organization_id
          and doc.expires_at between d.today and d.today + ${DOCUMENT_EXPIRY_ALERT_DAYS}::int
        left join loans dl on doc.entity_type = 'loan' and dl.organization_id = doc.organization_id
          and dl.id = doc.entity_id
        union all
        select 'broken_promise', 'high', pr.organization_id, 'promise', pr.id, pr.customer_id,
          l.loan_number, pr.amount, ${loanDaysOverdue}, null, pr.promised_date, null
        from d
        join ${promisesWithStatus(
          ctx.now,
          sql`p.promised_date between t.today - ${BROKEN_PROMISE_ALERT_DAYS}::int and t.today - 1`,
        )} on pr.organization_id = d.organization_id
        join loans l on l.organization_id = pr.organization_id and l.id = pr.loan_id
        where pr.status = 'broken'
        union all
        select 'cash_variance', 'high', k.organization_id, 'collector', k.collector_id, null,
          null, k.variance_amount, null, dc.name, k.collection_date, null
        from d
        join collector_day_closes k on k.organization_id = d.organization_id
          and k.collection_date between d.today - ${CASH_VARIANCE_ALERT_DAYS}::int and d.today
          and k.variance_amount <> 0
        join debt_collectors dc on dc.organization_id = k.organization_id and dc.id = k.collector_id
      ),
      a as (
        ${firstEntryAlerts('overdue_due_today', sql`${limit}`)}
        union all
        ${firstEntryAlerts(
          'high_risk_collection',
          sql`(select greatest(0, ${limit} - critical) from counted)`,
        )}
        union all
        select * from others
      ),
      -- The first (limit), before the customers' names: only the alerts shown read a customer.
      top as (
        select a.* from a
        order by ${ORDER}
        limit ${limit}
      )
      select a.type, a.severity, a.organization_id, a.entity_type, a.entity_id,
        ${customer} as customer_name, c.phone, a.loan_number, a.amount, a.days_overdue, a.label,
        to_char(a.day, 'YYYY-MM-DD') as day, a.days_left,
        (select entries from counted) + (select count(*)::int from others) as total
      from top a
      left join customers c on c.organization_id = a.organization_id and c.id = a.customer_id
      order by ${ORDER}`,
  );
  return {
    data: rows.map((row) => toAlert(row, ctx.language)),
    // limit is at least 1: no row means no alert at all.
    total: rows[0]?.total ?? 0,
  };
}

function toAlert(row: AlertRow, language: RequestContext['language']): CollectionAlert {
  const amount = row.amount === null ? null : Number(row.amount);
  const values: MessageValues = {
    customer: row.customer_name ?? '',
    loan_number: row.loan_number ?? '',
    days:
      row.type === 'document_expiry' ? Number(row.days_left ?? 0) : Number(row.days_overdue ?? 0),
    file_name: row.label ?? '',
    collector: row.label ?? '',
    date: row.day ?? '',
    direction: (amount ?? 0) < 0 ? 'short' : 'over',
  };
  const messages = ALERT_MESSAGES[row.type];
  const dayPart = row.type === 'cash_variance' ? `:${row.day}` : '';
  return {
    id: `${row.type}:${row.entity_id}${dayPart}`,
    type: row.type,
    severity: row.severity,
    title: translateMessage(language ?? null, { key: messages.title, values }),
    description: translateMessage(language ?? null, { key: messages.description, values }),
    customer_name: row.customer_name,
    phone: row.phone,
    loan_number: row.loan_number,
    amount,
    days_overdue: row.days_overdue === null ? null : Number(row.days_overdue),
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    organization_id: row.organization_id,
  };
}
