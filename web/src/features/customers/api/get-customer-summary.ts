import type { CustomerFilter, CustomerSummary } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { CUSTOMERS_STALE_MS } from './customer-query-keys';
import { customerFilterQuery } from './get-customers';
import { queryKeys } from '@/lib/query-keys';

export function customerSummaryPath(filter: CustomerFilter): string {
  const query = customerFilterQuery(filter).toString();
  return `/api/v1/customers/summary${query ? `?${query}` : ''}`;
}

export function customerSummaryQueryOptions(filter: CustomerFilter) {
  return queryOptions({
    queryKey: queryKeys.customers.summary(filter),
    queryFn: ({ signal }) => api.get<CustomerSummary>(customerSummaryPath(filter), signal),
    staleTime: CUSTOMERS_STALE_MS,
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** The four summary cards over the whole filtered scope (not the page). */
export function useCustomerSummary(filter: CustomerFilter) {
  return useQuery(customerSummaryQueryOptions(filter));
}
