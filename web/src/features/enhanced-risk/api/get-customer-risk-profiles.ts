import type { EnhancedRiskProfileListResponse } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The latest profile and the history shown under it: one page, newest first. */
export const RISK_HISTORY_PAGE_SIZE = 10;

export function customerRiskProfilesQueryOptions(customerId: string) {
  const params = { page: 1, page_size: RISK_HISTORY_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeys.customers.riskProfiles(customerId, params),
    queryFn: ({ signal }) =>
      api.get<EnhancedRiskProfileListResponse>(
        `/api/v1/customers/${customerId}/risk-profiles?${new URLSearchParams({
          page: String(params.page),
          page_size: String(params.page_size),
        }).toString()}`,
        signal,
      ),
  });
}

/** GET /customers/:id/risk-profiles: the customer's enhanced profiles, newest first. */
export function useCustomerRiskProfiles(customerId: string) {
  return useQuery(customerRiskProfilesQueryOptions(customerId));
}
