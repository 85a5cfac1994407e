import type { LoanListResponse, LoanTab, LOAN_SORT_FIELDS } from '@lendline/core';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { SortState } from '@/components/data-table/sort-cycle';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { setLoanFilters } from '@/lib/loan-list-links';
import type { LoanListFilters } from '@/lib/loan-list-links';
import { queryKeys } from '@/lib/query-keys';

export type LoanSort = (typeof LOAN_SORT_FIELDS)[number];

/** Loans change with every payment: a minute keeps the tab counts close to the truth. */
const LOANS_STALE_MS = 60_000;

export interface LoanListParams {
  tab: LoanTab;
  search: string;
  page: number;
  pageSize: number;
  sort: SortState<LoanSort> | null;
  customerId?: string;
  /** The filters the address set (a dashboard figure's loans). */
  filters?: LoanListFilters;
}

/** GET /loans with only the parameters set; no sort leaves the server's (newest first). */
export function loansPath({
  tab,
  search,
  page,
  pageSize,
  sort,
  customerId,
  filters,
}: LoanListParams) {
  const query = new URLSearchParams({ tab });
  const text = search.trim();
  if (text) query.set('search', text);
  if (customerId) query.set('customer_id', customerId);
  if (filters) setLoanFilters(query, filters);
  query.set('page', String(page));
  query.set('page_size', String(pageSize));
  if (sort) {
    query.set('sort', sort.column);
    query.set('order', sort.order);
  }
  return `/api/v1/loans?${query.toString()}`;
}

export function loansQueryOptions(params: LoanListParams) {
  return queryOptions({
    queryKey: queryKeys.loans.list(params),
    queryFn: ({ signal }) => api.get<LoanListResponse>(loansPath(params), signal),
    staleTime: LOANS_STALE_MS,
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** One page of loans of a tab, with every tab's count for the same search. */
export function useLoans(params: LoanListParams) {
  return useQuery(loansQueryOptions(params));
}

/** The Loan Hub's pages: the largest the server gives (DESIGN.md "Lists": at most 100). */
export const SCROLLED_PAGE_SIZE = 100;

export type ScrolledLoanParams = Omit<LoanListParams, 'page' | 'pageSize'>;

export function scrolledLoansQueryOptions(params: ScrolledLoanParams) {
  return infiniteQueryOptions({
    queryKey: queryKeys.loans.scrolled(params),
    queryFn: ({ pageParam, signal }) =>
      api.get<LoanListResponse>(
        loansPath({ ...params, page: pageParam, pageSize: SCROLLED_PAGE_SIZE }),
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    staleTime: LOANS_STALE_MS,
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** Loans of a tab page after page, each page asked for when the list scrolls near its end. */
export function useScrolledLoans(params: ScrolledLoanParams) {
  return useInfiniteQuery(scrolledLoansQueryOptions(params));
}
