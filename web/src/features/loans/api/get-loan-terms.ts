import type { LoanTermsResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function loanTermsQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: queryKeys.loans.terms(customerId),
    queryFn: ({ signal }) =>
      api.get<LoanTermsResponse>(
        `/api/v1/loans/terms?${new URLSearchParams({ customer_id: customerId }).toString()}`,
        signal,
      ),
  });
}

/** The organization's defaults, calendar and the submitter's limits for a customer's new loan. */
export function useLoanTerms(customerId: string | null) {
  return useQuery({ ...loanTermsQueryOptions(customerId ?? ''), enabled: customerId !== null });
}
