import type { VisitListResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

export interface LoanVisitsParams {
  page: number;
  pageSize: number;
}

export function loanVisitsQueryOptions(loanId: string, params: LoanVisitsParams) {
  const query = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.pageSize),
  });
  return queryOptions({
    queryKey: queryKeys.collections.loanVisits(loanId, params),
    queryFn: ({ signal }) =>
      api.get<VisitListResponse>(`/api/v1/loans/${loanId}/visits?${query.toString()}`, signal),
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** A loan's field visits, newest first, with the visitor and the distance. */
export function useLoanVisits(loanId: string, params: LoanVisitsParams) {
  return useQuery(loanVisitsQueryOptions(loanId, params));
}
