import type { CloseCollectorDayRequest, CloseCollectorDayResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function closeCollectorDay(
  body: CloseCollectorDayRequest,
): Promise<CloseCollectorDayResponse> {
  return apiRequest<CloseCollectorDayResponse>('/api/v1/collections/cash/close', {
    method: 'POST',
    body,
  });
}

/** POST /collections/cash/close: the cash in hand and the alerts (a variance is one) refresh. */
export function useCloseCollectorDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCollectorDay,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collections.all }),
  });
}
