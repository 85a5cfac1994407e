import type { CustomerCategoryListResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Customer categories ordered by name (spec part 2 §7); only fetched for the business section.
 * `organizationId` null: the signed-in user's organization.
 */
export function useCustomerCategories(enabled: boolean, organizationId: string | null = null) {
  return useQuery({
    queryKey: queryKeys.customers.categories(organizationId),
    queryFn: ({ signal }) =>
      api.get<CustomerCategoryListResponse>(
        organizationId
          ? `/api/v1/customer-categories?organization_id=${encodeURIComponent(organizationId)}`
          : '/api/v1/customer-categories',
        signal,
      ),
    staleTime: 5 * 60_000,
    enabled,
  });
}
