import type { PaymentListResponse, PaymentMethod, PaymentStatus } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortState } from '@/components/data-table/sort-cycle';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';
import { PAYMENTS_GC_MS, PAYMENTS_STALE_MS } from './payment-query-options';

export type PaymentSort = 'payment_date' | 'created_at' | 'amount';

export interface PaymentListParams {
  page: number;
  pageSize: number;
  /** Payment id, loan number or customer name. */
  search: string;
  status?: PaymentStatus;
  method?: PaymentMethod;
  sort: SortState<PaymentSort> | null;
}

export function paymentsPath({ page, pageSize, search, status, method, sort }: PaymentListParams) {
  const query = new URLSearchParams();
  const text = search.trim();
  if (text) query.set('search', text);
  query.set('page', String(page));
  query.set('page_size', String(pageSize));
  if (status) query.set('status', status);
  if (method) query.set('method', method);
  // No sort: the server's default order (newest first).
  if (sort) {
    query.set('sort', sort.column);
    query.set('order', sort.order);
  }
  return `/api/v1/payments?${query.toString()}`;
}

export function paymentsQueryOptions(params: PaymentListParams) {
  return queryOptions({
    queryKey: queryKeys.payments.list(params),
    queryFn: ({ signal }) => api.get<PaymentListResponse>(paymentsPath(params), signal),
    staleTime: PAYMENTS_STALE_MS,
    gcTime: PAYMENTS_GC_MS,
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** One page of the payment history (GET /payments). */
export function usePayments(params: PaymentListParams) {
  return useQuery(paymentsQueryOptions(params));
}
