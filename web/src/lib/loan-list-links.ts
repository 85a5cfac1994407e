import { LOAN_TABS, parseMapArea, PORTFOLIO_BUCKETS } from '@lendline/core';
import type { LoanTab, PortfolioBucket } from '@lendline/core';

/**
 * The filters the Loans screen reads from its address (issue 14): the dashboard's figures link
 * to the loans behind them with these, and the screen sends them to GET /loans as they are.
 */
export interface LoanListFilters {
  /** More than this many days overdue (the PAR figures and arrears). */
  overdueMoreThan?: number;
  /** The loans this user applied for (a loan officer's pipeline). */
  createdBy?: string;
  /** One customer's loans (a customer of the overdue map). */
  customerId?: string;
  /** The loans a collector's collection entries name (their productivity row). */
  collectorId?: string;
  /** Open loans whose days overdue fall in this aging bucket (a roll-rate matrix column). */
  overdueBucket?: PortfolioBucket;
  /**
   * The loans of the customers located in a map area, `west,south,east,north` in decimal
   * degrees (a cluster of the overdue map; core parseMapArea reads it).
   */
  area?: string;
  /** Disbursed on or after / on or before these days ('YYYY-MM-DD'). */
  disbursedFrom?: string;
  disbursedTo?: string;
}

/** Each filter's name in the address and in GET /loans. */
export const LOAN_FILTER_PARAMS = {
  overdueMoreThan: 'overdue_more_than',
  createdBy: 'created_by',
  customerId: 'customer_id',
  collectorId: 'collector_id',
  overdueBucket: 'overdue_bucket',
  area: 'bbox',
  disbursedFrom: 'disbursed_from',
  disbursedTo: 'disbursed_to',
} as const satisfies Record<keyof LoanListFilters, string>;

export const LOAN_TAB_PARAM = 'tab';

/** The filters set in `params` (unreadable values are left out). */
export function loanFiltersFrom(params: URLSearchParams): LoanListFilters {
  const filters: LoanListFilters = {};
  const days = params.get(LOAN_FILTER_PARAMS.overdueMoreThan);
  if (days !== null && /^\d{1,5}$/.test(days)) filters.overdueMoreThan = Number(days);
  const createdBy = params.get(LOAN_FILTER_PARAMS.createdBy);
  if (createdBy) filters.createdBy = createdBy;
  const customerId = params.get(LOAN_FILTER_PARAMS.customerId);
  if (customerId) filters.customerId = customerId;
  const collectorId = params.get(LOAN_FILTER_PARAMS.collectorId);
  if (collectorId) filters.collectorId = collectorId;
  const bucket = params.get(LOAN_FILTER_PARAMS.overdueBucket);
  const overdueBucket = PORTFOLIO_BUCKETS.find((value) => value === bucket);
  if (overdueBucket) filters.overdueBucket = overdueBucket;
  const area = params.get(LOAN_FILTER_PARAMS.area);
  if (area && parseMapArea(area).ok) filters.area = area;
  const from = params.get(LOAN_FILTER_PARAMS.disbursedFrom);
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) filters.disbursedFrom = from;
  const to = params.get(LOAN_FILTER_PARAMS.disbursedTo);
  if (to && /^\d{4}-\d{2}-\d{2}$/.test(to)) filters.disbursedTo = to;
  return filters;
}

/** The tab named in `params`, if it is one. */
export function loanTabFrom(params: URLSearchParams): LoanTab | undefined {
  const tab = params.get(LOAN_TAB_PARAM);
  return LOAN_TABS.find((value) => value === tab);
}

/** Writes the filters that are set into `query`. */
export function setLoanFilters(query: URLSearchParams, filters: LoanListFilters): void {
  for (const key of Object.keys(LOAN_FILTER_PARAMS) as (keyof LoanListFilters)[]) {
    const value = filters[key];
    if (value !== undefined && value !== '') query.set(LOAN_FILTER_PARAMS[key], String(value));
  }
}

/** /loans opened on a tab with filters: where a dashboard figure leads. */
export function loansListPath(options: LoanListFilters & { tab?: LoanTab } = {}): string {
  const { tab, ...filters } = options;
  const query = new URLSearchParams();
  if (tab) query.set(LOAN_TAB_PARAM, tab);
  setLoanFilters(query, filters);
  const text = query.toString();
  return text ? `/loans?${text}` : '/loans';
}
