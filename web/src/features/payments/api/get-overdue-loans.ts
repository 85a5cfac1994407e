import type { LoanListResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';
import { PAYMENTS_STALE_MS } from './payment-query-options';

export interface OverdueLoanParams {
  page: number;
  pageSize: number;
}

/** The loans tab 'overdue', longest overdue first: the ones to follow up before the others. */
export function overdueLoansPath({ page, pageSize }: OverdueLoanParams): string {
  const query = new URLSearchParams({
    tab: 'overdue',
    page: String(page),
    page_size: String(pageSize),
    sort: 'days_overdue',
    order: 'desc',
  });
  return `/api/v1/loans?${query.toString()}`;
}

export function overdueLoansQueryOptions(params: OverdueLoanParams) {
  return queryOptions({
    queryKey: queryKeys.payments.overdueLoans(params),
    queryFn: ({ signal }) => api.get<LoanListResponse>(overdueLoansPath(params), signal),
    staleTime: PAYMENTS_STALE_MS,
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** The Overdue Loans tab, and the loan the header's Record Payment opens (the first). */
export function useOverdueLoans(params: OverdueLoanParams) {
  return useQuery(overdueLoansQueryOptions(params));
}
