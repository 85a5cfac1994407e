import { PAR_THRESHOLDS, type ReportFilterValues } from '@lendline/core';
import { sql } from 'drizzle-orm';
import { ARREARS_SQL, DAYS_OVERDUE_SQL, DUE_COUNT } from '../loans/loans.repository.ts';
import { portfolioBucketSql, portfolioBucketsValues } from '../analytics/portfolio-buckets.ts';
import {
  commonConditions,
  inDateRange,
  isoDate,
  localTime,
  orgToday,
  userName,
} from './report-filters.ts';
import type { ReportQueryParts } from './report-registry.ts';

const IN_COLLECTION = sql`l.status in ('active', 'overdue')`;
const DAYS_OVERDUE = DAYS_OVERDUE_SQL(sql`t.today`);
const TODAY_LATERAL = (now: Date) => sql`cross join lateral (select ${orgToday(now)} as today) t`;

const loanConditions = (filters: ReportFilterValues) =>
  commonConditions(filters, {
    organization: sql`l.organization_id`,
    loanOfficer: sql`l.created_by`,
    collector: sql`l.collector_id`,
    status: sql`l.status`,
  });

const percentOf = (part: ReturnType<typeof sql>, whole: ReturnType<typeof sql>) =>
  sql`coalesce(round(100 * ${part} / nullif(${whole}, 0), 2), 0)`;

/** Per branch: loans in collection, gross outstanding and PAR1/7/30 (the analytics definitions). */
export function portfolioSummary(filters: ReportFilterValues, now: Date): ReportQueryParts {
  const par = PAR_THRESHOLDS.map(
    (days) =>
      sql`${percentOf(sql`sum(l.remaining_amount) filter (where ${DAYS_OVERDUE} > ${days}::int)`, sql`sum(l.remaining_amount)`)} as ${sql.identifier(`par${days}`)}`,
  );
  return {
    select: sql`select l.organization_id, o.name as organization,
        count(*) filter (where l.status = 'active')::int as active_loans,
        count(*) filter (where l.status = 'overdue')::int as overdue_loans,
        sum(l.remaining_amount) as gross_outstanding,
        sum(l.remaining_amount) filter (where ${DAYS_OVERDUE} > 0) as overdue_outstanding,
        ${sql.join(par, sql`, `)}
      from loans l
      join organizations o on o.id = l.organization_id
      ${TODAY_LATERAL(now)}
      where ${IN_COLLECTION} and ${loanConditions({ ...filters, status: undefined })}
      group by l.organization_id, o.name`,
    orderBy: sql`organization, organization_id`,
  };
}

/** Per branch and aging bucket: loans, balance and its share of the branch's portfolio. */
export function parAging(filters: ReportFilterValues, now: Date): ReportQueryParts {
  return {
    select: sql`select o.id as organization_id, o.name as organization, b.bucket, b.position,
        coalesce(a.loans, 0)::int as loans, coalesce(a.outstanding, 0) as outstanding,
        ${percentOf(sql`coalesce(a.outstanding, 0)`, sql`sum(coalesce(a.outstanding, 0)) over (partition by o.id)`)} as share
      from organizations o
      cross join ${portfolioBucketsValues()}
      left join (select l.organization_id, ${portfolioBucketSql(DAYS_OVERDUE)} as bucket,
          count(*) as loans, sum(l.remaining_amount) as outstanding
        from loans l
        join organizations o on o.id = l.organization_id
        ${TODAY_LATERAL(now)}
        where ${IN_COLLECTION} and ${loanConditions({ ...filters, status: undefined })}
        group by 1, 2) a on a.organization_id = o.id and a.bucket = b.bucket
      where ${commonConditions(filters, { organization: sql`o.id` })}`,
    orderBy: sql`organization, organization_id, position`,
  };
}

export function disbursementRegister(filters: ReportFilterValues): ReportQueryParts {
  return {
    select: sql`select l.organization_id, o.name as organization,
        ${isoDate(sql`l.disbursement_date`)} as disbursement_date, l.loan_number,
        c.customer_id as customer_number, c.first_name || ' ' || c.last_name as customer_name,
        l.principal_amount, l.upfront_interest_amount, l.disbursed_amount, l.total_repayable,
        l.disbursement_method, l.status, ${userName(sql`l.created_by`)} as loan_officer,
        dc.name as collector
      from loans l
      join organizations o on o.id = l.organization_id
      join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
      left join debt_collectors dc on dc.organization_id = l.organization_id and dc.id = l.collector_id
      where l.disbursement_date is not null and ${loanConditions(filters)}
        and ${inDateRange(sql`l.disbursement_date`, filters)}`,
    orderBy: sql`disbursement_date, loan_number`,
  };
}

/** Loans in collection with days overdue today, most overdue first. */
export function overdueList(filters: ReportFilterValues, now: Date): ReportQueryParts {
  return {
    select: sql`select l.organization_id, o.name as organization, l.loan_number,
        c.first_name || ' ' || c.last_name as customer_name, c.phone,
        l.remaining_amount, ${ARREARS_SQL} as arrears_amount, ${DAYS_OVERDUE} as days_overdue,
        ${portfolioBucketSql(DAYS_OVERDUE)} as bucket, l.status,
        dc.name as collector, ${userName(sql`l.created_by`)} as loan_officer
      from loans l
      join organizations o on o.id = l.organization_id
      join customers c on c.organization_id = l.organization_id and c.id = l.customer_id
      left join debt_collectors dc on dc.organization_id = l.organization_id and dc.id = l.collector_id
      ${TODAY_LATERAL(now)}
      cross join ${DUE_COUNT(sql`t.today`)}
      where ${IN_COLLECTION} and ${DAYS_OVERDUE} > 0 and ${loanConditions(filters)}`,
    orderBy: sql`days_overdue desc, loan_number`,
  };
}

/** Per loan officer (who applied for the loans): applications, disbursements and arrears. */
export function loanOfficerPerformance(filters: ReportFilterValues, now: Date): ReportQueryParts {
  const disbursedInRange = sql`l.disbursement_date is not null and ${inDateRange(sql`l.disbursement_date`, filters)}`;
  return {
    select: sql`select l.organization_id, o.name as organization,
        ${userName(sql`l.created_by`)} as loan_officer,
        count(*) filter (where ${inDateRange(sql`(l.created_at at time zone o.timezone)::date`, filters)})::int as applications,
        count(*) filter (where ${disbursedInRange})::int as disbursed_loans,
        coalesce(sum(l.principal_amount) filter (where ${disbursedInRange}), 0) as disbursed_principal,
        count(*) filter (where ${IN_COLLECTION})::int as loans_in_collection,
        coalesce(sum(l.remaining_amount) filter (where ${IN_COLLECTION}), 0) as outstanding,
        ${percentOf(sql`sum(l.remaining_amount) filter (where ${IN_COLLECTION} and ${DAYS_OVERDUE} > 30)`, sql`sum(l.remaining_amount) filter (where ${IN_COLLECTION})`)} as par30
      from loans l
      join organizations o on o.id = l.organization_id
      ${TODAY_LATERAL(now)}
      where ${loanConditions({ ...filters, status: undefined })}
      group by l.organization_id, o.name, l.created_by`,
    orderBy: sql`organization, loan_officer`,
  };
}

/** Customers with their loans in collection and balance. */
export function customerList(filters: ReportFilterValues): ReportQueryParts {
  return {
    select: sql`select c.organization_id, o.name as organization, c.customer_id as customer_number,
        c.first_name || ' ' || c.last_name as customer_name, c.phone, c.business_name,
        c.status, c.risk_level, ${localTime(sql`c.created_at`)} as created_at,
        coalesce(x.loans, 0)::int as loans_in_collection, coalesce(x.outstanding, 0) as outstanding
      from customers c
      join organizations o on o.id = c.organization_id
      left join (select l.organization_id, l.customer_id, count(*) as loans,
          sum(l.remaining_amount) as outstanding
        from loans l where ${IN_COLLECTION} and ${commonConditions(filters, { organization: sql`l.organization_id` })}
        group by 1, 2) x on x.organization_id = c.organization_id and x.customer_id = c.id
      where ${commonConditions(filters, { organization: sql`c.organization_id`, status: sql`c.status` })}
        and ${inDateRange(sql`(c.created_at at time zone o.timezone)::date`, filters)}`,
    orderBy: sql`customer_name, customer_number`,
  };
}
