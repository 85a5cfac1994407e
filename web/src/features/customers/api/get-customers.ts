import type { CustomerFilter, CustomerListResponse, CustomerSort } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import type { SortState } from '../lib/sort-cycle';
import { CUSTOMERS_STALE_MS } from './customer-query-keys';
import { queryKeys } from '@/lib/query-keys';

export interface CustomerListParams {
  page: number;
  pageSize: number;
  filter: CustomerFilter;
  sort: SortState<CustomerSort> | null;
}

/** `search=&status=&risk_level=&business_type=`, only the ones set (shared with the summary). */
export function customerFilterQuery(filter: CustomerFilter): URLSearchParams {
  const query = new URLSearchParams();
  const search = filter.search?.trim();
  if (search) query.set('search', search);
  if (filter.status) query.set('status', filter.status);
  if (filter.risk_level) query.set('risk_level', filter.risk_level);
  if (filter.business_type) query.set('business_type', filter.business_type);
  if (filter.organization_id) query.set('organization_id', filter.organization_id);
  return query;
}

export function customersPath({ page, pageSize, filter, sort }: CustomerListParams): string {
  const query = customerFilterQuery(filter);
  query.set('page', String(page));
  query.set('page_size', String(pageSize));
  // No sort: the server's default order (newest first).
  if (sort) {
    query.set('sort', sort.column);
    query.set('order', sort.order);
  }
  return `/api/v1/customers?${query.toString()}`;
}

export function customersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: queryKeys.customers.list(params),
    queryFn: ({ signal }) => api.get<CustomerListResponse>(customersPath(params), signal),
    staleTime: CUSTOMERS_STALE_MS,
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** One page of customers in the signed-in user's scope. */
export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}
