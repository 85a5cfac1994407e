import type { CustomerCategoryListResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Customer categories ordered by name (spec part 2 §7); only fetched for the business section. */
export function useCustomerCategories(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customers.categories(null),
    queryFn: ({ signal }) =>
      api.get<CustomerCategoryListResponse>('/api/v1/customer-categories', signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
