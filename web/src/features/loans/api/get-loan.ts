import type { LoanDetail } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function loanQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.loans.detail(id),
    queryFn: ({ signal }) => api.get<LoanDetail>(`/api/v1/loans/${id}`, signal),
  });
}

/** One loan with its schedule, payments and journal lines. */
export function useLoan(id: string | null) {
  return useQuery({ ...loanQueryOptions(id ?? ''), enabled: id !== null });
}
