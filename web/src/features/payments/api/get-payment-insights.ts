import type {
  AnalyticsMonths,
  PaymentAnalyticsResponse,
  PaymentScheduleResponse,
  ScheduleRange,
} from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PAYMENTS_STALE_MS } from './payment-query-options';

export function paymentScheduleQueryOptions(range: ScheduleRange) {
  return queryOptions({
    queryKey: queryKeys.payments.schedule(range),
    queryFn: ({ signal }) =>
      api.get<PaymentScheduleResponse>(`/api/v1/payments/schedule?range=${range}`, signal),
    staleTime: PAYMENTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The Payment Schedule tab (GET /payments/schedule): adherence over a week, month or quarter. */
export function usePaymentSchedule(range: ScheduleRange) {
  return useQuery(paymentScheduleQueryOptions(range));
}

export function paymentAnalyticsQueryOptions(months: AnalyticsMonths) {
  return queryOptions({
    queryKey: queryKeys.payments.analytics(months),
    queryFn: ({ signal }) =>
      api.get<PaymentAnalyticsResponse>(`/api/v1/payments/analytics?months=${months}`, signal),
    staleTime: PAYMENTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The Payment Analytics tab (GET /payments/analytics) over the last 3, 6 or 12 months. */
export function usePaymentAnalytics(months: AnalyticsMonths) {
  return useQuery(paymentAnalyticsQueryOptions(months));
}
