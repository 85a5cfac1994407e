import type { StaffNotificationListResponse } from '@lendline/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The feed's first page is what the header shows; new ones arrive over the event stream. */
const FEED_PAGE_SIZE = 10;

export function useStaffFeed() {
  return useQuery({
    queryKey: queryKeys.notifications.feed(),
    queryFn: ({ signal }) =>
      api.get<StaffNotificationListResponse>(
        `/api/v1/notifications?page_size=${FEED_PAGE_SIZE}`,
        signal,
      ),
    // The event stream says when it changes (realtime 'notifications.changed').
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** Marks one notification read (its id) or all of them (null). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      api.post<{ unread: number }>(
        id === null
          ? '/api/v1/notifications/read-all'
          : `/api/v1/notifications/${encodeURIComponent(id)}/read`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.feed() }),
  });
}
