import { PAGE_SIZE } from '@lendline/core';
import type { ReportSchedule, ReportScheduleList, ReportScheduleRequest } from '@lendline/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

export function useReportSchedules(page: number) {
  return useQuery({
    queryKey: queryKeys.reports.schedules(page),
    queryFn: ({ signal }) =>
      api.get<ReportScheduleList>(
        `/api/v1/reports/schedules?page=${page}&page_size=${PAGE_SIZE.default}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** After a change: the schedules and the sidebar's Reports badge. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['reports', 'schedules'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.navigation.all }),
    ]);
}

export function useCreateReportSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ReportScheduleRequest) =>
      api.post<ReportSchedule>('/api/v1/reports/schedules', input),
    onSuccess: refresh,
  });
}

export function useSetReportScheduleActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest<ReportSchedule>(`/api/v1/reports/schedules/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { is_active: isActive },
      }),
    onSuccess: refresh,
  });
}
