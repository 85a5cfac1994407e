import type { ReportFilterValues } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { promisesWithStatus } from '../collections/promises/promise-status.ts';
import { commonConditions, inDateRange, isoDate, localTime, userName } from './report-filters.ts';
import type { ReportQueryParts } from './report-registry.ts';

/** Payments by their date, reversed ones with their reversal time. */
export function repaymentRegister(filters: ReportFilterValues): ReportQueryParts {
  return {
    select: sql`select p.organization_id, o.name as organization,
        ${isoDate(sql`p.payment_date`)} as payment_date, l.loan_number,
        c.first_name || ' ' || c.last_name as customer_name, p.amount, p.payment_method,
        p.status, p.reference, ${localTime(sql`p.reversed_at`)} as reversed_at,
        dc.name as collector, ${userName(sql`p.created_by`)} as recorded_by
      from loan_payments p
      join organizations o on o.id = p.organization_id
      join loans l on l.organization_id = p.organization_id and l.id = p.loan_id
      join customers c on c.organization_id = p.organization_id and c.id = p.customer_id
      left join debt_collectors dc on dc.organization_id = p.organization_id and dc.id = p.collector_id
      where ${commonConditions(filters, {
        organization: sql`p.organization_id`,
        loanOfficer: sql`l.created_by`,
        collector: sql`p.collector_id`,
        status: sql`p.status`,
      })} and ${inDateRange(sql`p.payment_date`, filters)}`,
    orderBy: sql`payment_date, loan_number, reversed_at nulls first`,
  };
}

const entryConditions = (filters: ReportFilterValues, withStatus: boolean) =>
  sql`${commonConditions(filters, {
    organization: sql`e.organization_id`,
    collector: sql`e.collector_id`,
    ...(withStatus && { status: sql`e.payment_status` }),
  })} and ${inDateRange(sql`e.collection_date`, filters)}`;

/** The day-by-day collection entries per collector. */
export function collectionSheet(filters: ReportFilterValues): ReportQueryParts {
  return {
    select: sql`select e.organization_id, o.name as organization,
        ${isoDate(sql`e.collection_date`)} as collection_date, dc.name as collector,
        c.first_name || ' ' || c.last_name as customer_name, c.phone, l.loan_number,
        e.due_amount, e.collected_amount, e.outstanding_amount, e.days_overdue,
        e.payment_status
      from daily_collection_entries e
      join organizations o on o.id = e.organization_id
      join loans l on l.organization_id = e.organization_id and l.id = e.loan_id
      join customers c on c.organization_id = e.organization_id and c.id = e.customer_id
      left join debt_collectors dc on dc.organization_id = e.organization_id and dc.id = e.collector_id
      where ${entryConditions(filters, true)}`,
    orderBy: sql`collection_date, collector nulls last, customer_name, loan_number`,
  };
}

/** Per collector over the period: entries, amounts due and collected, the collection rate. */
export function collectorPerformance(filters: ReportFilterValues): ReportQueryParts {
  return {
    select: sql`select e.organization_id, o.name as organization, dc.name as collector,
        count(*)::int as entries,
        count(*) filter (where e.payment_status = 'completed')::int as completed_entries,
        count(*) filter (where e.payment_status = 'overdue')::int as overdue_entries,
        sum(e.due_amount) as due_amount, sum(e.collected_amount) as collected_amount,
        coalesce(round(100 * sum(e.collected_amount) / nullif(sum(e.due_amount), 0), 2), 0)
          as collection_rate
      from daily_collection_entries e
      join organizations o on o.id = e.organization_id
      left join debt_collectors dc on dc.organization_id = e.organization_id and dc.id = e.collector_id
      where ${entryConditions(filters, false)}
      group by e.organization_id, o.name, e.collector_id, dc.name`,
    orderBy: sql`organization, collector nulls last`,
  };
}

/** Promises (with their status now) and visits (with their outcome) by day. */
export function promisesVisits(filters: ReportFilterValues, now: Date): ReportQueryParts {
  const conditions = (table: 'pr' | 'v') =>
    commonConditions(filters, {
      organization: sql.raw(`${table}.organization_id`),
      collector: sql.raw(`${table}.collector_id`),
      status: table === 'pr' ? sql`pr.status` : sql`v.outcome`,
    });
  return {
    select: sql`select pr.organization_id, o.name as organization, 'promise' as kind,
        ${isoDate(sql`pr.promised_date`)} as day, l.loan_number,
        c.first_name || ' ' || c.last_name as customer_name, dc.name as collector,
        pr.amount, pr.paid_amount, pr.status, pr.note
      from ${promisesWithStatus(now, inDateRange(sql`p.promised_date`, filters))}
      join organizations o on o.id = pr.organization_id
      join loans l on l.organization_id = pr.organization_id and l.id = pr.loan_id
      join customers c on c.organization_id = pr.organization_id and c.id = pr.customer_id
      left join debt_collectors dc on dc.organization_id = pr.organization_id and dc.id = pr.collector_id
      where ${conditions('pr')}
      union all
      select v.organization_id, o.name, 'visit', to_char(v.visited_at at time zone o.timezone, 'YYYY-MM-DD'),
        l.loan_number, c.first_name || ' ' || c.last_name, dc.name, null, null, v.outcome, v.note
      from field_visits v
      join organizations o on o.id = v.organization_id
      join loans l on l.organization_id = v.organization_id and l.id = v.loan_id
      join customers c on c.organization_id = v.organization_id and c.id = v.customer_id
      left join debt_collectors dc on dc.organization_id = v.organization_id and dc.id = v.collector_id
      where ${conditions('v')}
        and ${inDateRange(sql`(v.visited_at at time zone o.timezone)::date`, filters)}`,
    orderBy: sql`day, kind, loan_number`,
  };
}

const journalConditions = (filters: ReportFilterValues) =>
  sql`${commonConditions(filters, { organization: sql`je.organization_id` })}
    and ${inDateRange(sql`(je.occurred_at at time zone o.timezone)::date`, filters)}`;

/** Debits and credits per account over the period (without dates: balances to date). */
export function trialBalance(filters: ReportFilterValues): ReportQueryParts {
  return {
    select: sql`select je.organization_id, o.name as organization, jl.account,
        sum(jl.debit) as debit, sum(jl.credit) as credit, sum(jl.debit) - sum(jl.credit) as balance
      from journal_entries je
      join organizations o on o.id = je.organization_id
      join journal_lines jl on jl.organization_id = je.organization_id and jl.entry_id = je.id
      where ${journalConditions(filters)}
      group by je.organization_id, o.name, jl.account`,
    orderBy: sql`organization, organization_id, account`,
  };
}

/** Every journal line, entry by entry. */
export function journal(filters: ReportFilterValues): ReportQueryParts {
  return {
    select: sql`select je.organization_id, o.name as organization,
        ${localTime(sql`je.occurred_at`)} as occurred_at, je.occurred_at as occurred_sort,
        je.id as entry_id, je.entry_type, l.loan_number, jl.account, jl.debit, jl.credit, je.memo
      from journal_entries je
      join organizations o on o.id = je.organization_id
      join journal_lines jl on jl.organization_id = je.organization_id and jl.entry_id = je.id
      join loans l on l.organization_id = je.organization_id and l.id = je.loan_id
      where ${journalConditions(filters)}`,
    orderBy: sql`occurred_sort, entry_id, debit desc, account`,
  };
}

/** The audit trail's rows in the period: who did what to which record. */
export function auditExtract(filters: ReportFilterValues): ReportQueryParts {
  return {
    select: sql`select a.organization_id, o.name as organization,
        ${localTime(sql`a.created_at`)} as created_at, a.created_at as created_sort, a.id,
        ${userName(sql`a.user_id`)} as user_name, a.user_role, a.action, a.entity_type,
        a.entity_id, array_to_string(a.changed_fields, '; ') as changed_fields, a.reason,
        a.ip_address
      from audit_logs a
      join organizations o on o.id = a.organization_id
      where ${commonConditions(filters, { organization: sql`a.organization_id` })}
        and ${inDateRange(sql`(a.created_at at time zone o.timezone)::date`, filters)}`,
    orderBy: sql`created_sort desc, id desc`,
  };
}
