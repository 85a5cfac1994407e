import type { PromiseListResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

export interface LoanPromisesParams {
  page: number;
  pageSize: number;
}

export function loanPromisesQueryOptions(loanId: string, params: LoanPromisesParams) {
  const query = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.pageSize),
  });
  return queryOptions({
    queryKey: queryKeys.collections.loanPromises(loanId, params),
    queryFn: ({ signal }) =>
      api.get<PromiseListResponse>(`/api/v1/loans/${loanId}/promises?${query.toString()}`, signal),
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** A loan's promises to pay with their status, latest promised date first. */
export function useLoanPromises(loanId: string, params: LoanPromisesParams) {
  return useQuery(loanPromisesQueryOptions(loanId, params));
}
