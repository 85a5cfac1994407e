import type {
  ReminderRule,
  ReminderRuleInput,
  ReminderRulePatch,
  ReminderRunResponse,
} from '@lendline/core';
import { PAGE_SIZE } from '@lendline/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

interface RuleList {
  data: ReminderRule[];
  total: number;
}

export const rulesQueryOptions = queryOptions({
  queryKey: queryKeys.notifications.rules(),
  queryFn: ({ signal }) =>
    api.get<RuleList>(`/api/v1/reminder-rules?page_size=${PAGE_SIZE.max}`, signal),
  ...LIST_QUERY_RETRY,
});

export function useRules() {
  return useQuery(rulesQueryOptions);
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderRuleInput) =>
      api.post<{ message: string; rule: ReminderRule }>('/api/v1/reminder-rules', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.rules() }),
  });
}

/** Pauses or resumes a rule (or changes it). */
export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ReminderRulePatch }) =>
      apiRequest<{ message: string; rule: ReminderRule }>(
        `/api/v1/reminder-rules/${encodeURIComponent(id)}`,
        { method: 'PATCH', body: patch },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.rules() }),
  });
}

/** Deletes a rule; the reminders it already queued stay in the log. */
export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/v1/reminder-rules/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.rules() }),
  });
}

/** 'Run now': the day's reminders queued and delivered; the log and the badge refresh. */
export function useRunReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReminderRunResponse>('/api/v1/reminder-rules/run'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.navigation.counts() });
    },
  });
}
