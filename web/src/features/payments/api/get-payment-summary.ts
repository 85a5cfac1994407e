import type { PaymentSummary } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PAYMENTS_STALE_MS } from './payment-query-options';

export function paymentSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.summary(),
    queryFn: ({ signal }) => api.get<PaymentSummary>('/api/v1/payments/summary', signal),
    staleTime: PAYMENTS_STALE_MS,
  });
}

/** The four cards of /payments (GET /payments/summary). */
export function usePaymentSummary() {
  return useQuery(paymentSummaryQueryOptions());
}
