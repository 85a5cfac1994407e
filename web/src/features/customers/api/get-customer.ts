import type { CustomerDetail } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.customers.detail(id),
    queryFn: ({ signal }) => api.get<CustomerDetail>(`/api/v1/customers/${id}`, signal),
  });
}

/** One customer with the financial summary and loans; hidden fields come back null. */
export function useCustomer(id: string | null) {
  return useQuery({ ...customerQueryOptions(id ?? ''), enabled: id !== null });
}
