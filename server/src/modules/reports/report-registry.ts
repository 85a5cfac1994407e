import {
  COLLECTION_PAYMENT_STATUSES,
  CUSTOMER_STATUSES,
  LOAN_STATUSES,
  PAYMENT_STATUSES,
  PROMISE_STATUSES,
  VISIT_OUTCOMES,
  type ReportColumn,
  type ReportColumnType,
  type ReportFilter,
  type ReportFilterValues,
  type ReportKey,
  type Resource,
} from '@lendline/core';
import type { SQL } from 'drizzle-orm';
import {
  auditExtract,
  collectionSheet,
  collectorPerformance,
  journal,
  promisesVisits,
  repaymentRegister,
  trialBalance,
} from './field-reports.ts';
import {
  customerList,
  disbursementRegister,
  loanOfficerPerformance,
  overdueList,
  parAging,
  portfolioSummary,
} from './loan-reports.ts';

/** A report's query: rows named as its columns (plus organization_id), and their order. */
export interface ReportQueryParts {
  select: SQL;
  /** Over the select's output column names. */
  orderBy: SQL;
}

export interface ReportSpec {
  /** The data it reads: its export is allowed by reports:export or <resource>:export. */
  resource: Resource;
  filters: readonly ReportFilter[];
  statuses: readonly string[];
  columns: readonly ReportColumn[];
  query: (filters: ReportFilterValues, now: Date) => ReportQueryParts;
}

/** 'organization:text', 'amount:money', 'status:code' → columns. */
function columns(...specs: string[]): ReportColumn[] {
  return specs.map((spec) => {
    const [key, type] = spec.split(':') as [string, ReportColumnType | 'code' | undefined];
    return { key, type: type === 'code' || !type ? 'text' : type, coded: type === 'code' };
  });
}

const ALL_FILTERS = ['date_range', 'organization', 'loan_officer', 'collector', 'status'] as const;

/** The catalogue, in the order the screen lists it. */
export const REPORTS = {
  portfolio_summary: {
    resource: 'loans',
    filters: ['organization', 'loan_officer', 'collector'],
    statuses: [],
    columns: columns(
      'organization',
      'active_loans:integer',
      'overdue_loans:integer',
      'gross_outstanding:money',
      'overdue_outstanding:money',
      'par1:percent',
      'par7:percent',
      'par30:percent',
    ),
    query: portfolioSummary,
  },
  par_aging: {
    resource: 'loans',
    filters: ['organization', 'loan_officer', 'collector'],
    statuses: [],
    columns: columns(
      'organization',
      'bucket:code',
      'loans:integer',
      'outstanding:money',
      'share:percent',
    ),
    query: parAging,
  },
  disbursement_register: {
    resource: 'loans',
    filters: ALL_FILTERS,
    statuses: LOAN_STATUSES,
    columns: columns(
      'organization',
      'disbursement_date:date',
      'loan_number',
      'customer_number',
      'customer_name',
      'principal_amount:money',
      'upfront_interest_amount:money',
      'disbursed_amount:money',
      'total_repayable:money',
      'disbursement_method:code',
      'status:code',
      'loan_officer',
      'collector',
    ),
    query: disbursementRegister,
  },
  repayment_register: {
    resource: 'payments',
    filters: ALL_FILTERS,
    statuses: PAYMENT_STATUSES,
    columns: columns(
      'organization',
      'payment_date:date',
      'loan_number',
      'customer_name',
      'amount:money',
      'payment_method:code',
      'status:code',
      'reference',
      'reversed_at:datetime',
      'collector',
      'recorded_by',
    ),
    query: repaymentRegister,
  },
  overdue_list: {
    resource: 'loans',
    filters: ['organization', 'loan_officer', 'collector', 'status'],
    statuses: ['active', 'overdue'],
    columns: columns(
      'organization',
      'loan_number',
      'customer_name',
      'phone',
      'remaining_amount:money',
      'arrears_amount:money',
      'days_overdue:integer',
      'bucket:code',
      'status:code',
      'collector',
      'loan_officer',
    ),
    query: overdueList,
  },
  collection_sheet: {
    resource: 'payments',
    filters: ['date_range', 'organization', 'collector', 'status'],
    statuses: COLLECTION_PAYMENT_STATUSES,
    columns: columns(
      'organization',
      'collection_date:date',
      'collector',
      'customer_name',
      'phone',
      'loan_number',
      'due_amount:money',
      'collected_amount:money',
      'outstanding_amount:money',
      'days_overdue:integer',
      'payment_status:code',
    ),
    query: collectionSheet,
  },
  collector_performance: {
    resource: 'payments',
    filters: ['date_range', 'organization', 'collector'],
    statuses: [],
    columns: columns(
      'organization',
      'collector',
      'entries:integer',
      'completed_entries:integer',
      'overdue_entries:integer',
      'due_amount:money',
      'collected_amount:money',
      'collection_rate:percent',
    ),
    query: collectorPerformance,
  },
  loan_officer_performance: {
    resource: 'loans',
    filters: ['date_range', 'organization', 'loan_officer'],
    statuses: [],
    columns: columns(
      'organization',
      'loan_officer',
      'applications:integer',
      'disbursed_loans:integer',
      'disbursed_principal:money',
      'loans_in_collection:integer',
      'outstanding:money',
      'par30:percent',
    ),
    query: loanOfficerPerformance,
  },
  promises_visits: {
    resource: 'loans',
    filters: ['date_range', 'organization', 'collector', 'status'],
    statuses: [...PROMISE_STATUSES, ...VISIT_OUTCOMES],
    columns: columns(
      'organization',
      'kind:code',
      'day:date',
      'loan_number',
      'customer_name',
      'collector',
      'amount:money',
      'paid_amount:money',
      'status:code',
      'note',
    ),
    query: promisesVisits,
  },
  trial_balance: {
    resource: 'payments',
    filters: ['date_range', 'organization'],
    statuses: [],
    columns: columns(
      'organization',
      'account:code',
      'debit:money',
      'credit:money',
      'balance:money',
    ),
    query: trialBalance,
  },
  journal: {
    resource: 'payments',
    filters: ['date_range', 'organization'],
    statuses: [],
    columns: columns(
      'organization',
      'occurred_at:datetime',
      'entry_type:code',
      'loan_number',
      'account:code',
      'debit:money',
      'credit:money',
      'memo',
    ),
    query: journal,
  },
  customer_list: {
    resource: 'customers',
    filters: ['date_range', 'organization', 'status'],
    statuses: CUSTOMER_STATUSES,
    columns: columns(
      'organization',
      'customer_number',
      'customer_name',
      'phone',
      'business_name',
      'status:code',
      'risk_level:code',
      'created_at:datetime',
      'loans_in_collection:integer',
      'outstanding:money',
    ),
    query: customerList,
  },
  audit_extract: {
    resource: 'audit_logs',
    filters: ['date_range', 'organization'],
    statuses: [],
    columns: columns(
      'created_at:datetime',
      'organization',
      'user_name',
      'user_role:code',
      'action',
      'entity_type',
      'entity_id',
      'changed_fields',
      'reason',
      'ip_address',
    ),
    query: auditExtract,
  },
} satisfies Record<ReportKey, ReportSpec>;

export function reportSpecOf(key: string): ReportSpec | undefined {
  return Object.hasOwn(REPORTS, key) ? REPORTS[key as ReportKey] : undefined;
}
