import type { CustomerDetail } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CUSTOMERS_QUERY_KEY } from './customer-query-keys';

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<CustomerDetail>(`/api/v1/customers/${id}`, signal),
  });
}

/** One customer with the financial summary and loans; hidden fields come back null. */
export function useCustomer(id: string | null) {
  return useQuery({ ...customerQueryOptions(id ?? ''), enabled: id !== null });
}
