import type { CustomerListResponse } from '@lendline/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PICKER_PAGE_SIZE = 25;

/** Active customers matching a search (name, ID, phone): who a new loan can be for. */
export function useCustomerChoices(search: string, enabled: boolean) {
  const params = { search: search.trim(), status: 'active', picker: true };
  return useQuery({
    queryKey: queryKeys.customers.list(params),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        status: 'active',
        page: '1',
        page_size: String(PICKER_PAGE_SIZE),
      });
      if (params.search) query.set('search', params.search);
      return api.get<CustomerListResponse>(`/api/v1/customers?${query.toString()}`, signal);
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
