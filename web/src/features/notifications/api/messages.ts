import type {
  CustomerMessage,
  CustomerMessageHistory,
  CustomerMessageRetryResponse,
  MessageStatus,
} from '@lendline/core';
import { PAGE_SIZE } from '@lendline/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

export interface DeliveryLogPage {
  data: CustomerMessage[];
  page: number;
  page_size: number;
  total: number;
}

/** The delivery log: messages to customers with their status, newest first. */
export function useDeliveryLog(params: {
  page: number;
  status: MessageStatus | null;
  search: string;
}) {
  return useQuery({
    queryKey: queryKeys.notifications.log(params),
    queryFn: ({ signal }) =>
      api.get<DeliveryLogPage>(
        `/api/v1/customer-messages?page=${params.page}&page_size=${PAGE_SIZE.default}` +
          (params.status ? `&status=${params.status}` : '') +
          (params.search ? `&search=${encodeURIComponent(params.search)}` : ''),
        signal,
      ),
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** A customer's latest messages and opt-out (the customer dialog's Messages tab). */
export function useCustomerMessages(customerId: string) {
  return useQuery({
    queryKey: queryKeys.notifications.customerHistory(customerId),
    queryFn: ({ signal }) =>
      api.get<CustomerMessageHistory>(
        `/api/v1/customers/${encodeURIComponent(customerId)}/messages`,
        signal,
      ),
  });
}

/** Records or lifts the customer's opt-out of reminders. */
export function useSetOptOut(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optedOut: boolean) =>
      apiRequest<CustomerMessageHistory & { message: string }>(
        `/api/v1/customers/${encodeURIComponent(customerId)}/message-opt-out`,
        { method: 'PUT', body: { opted_out: optedOut } },
      ),
    onSuccess: (history) =>
      queryClient.setQueryData(queryKeys.notifications.customerHistory(customerId), history),
  });
}

/** Sends a failed message again; the log and the sidebar's failed count refresh. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<CustomerMessageRetryResponse>(
        `/api/v1/customer-messages/${encodeURIComponent(id)}/retry`,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.navigation.counts() });
    },
  });
}
