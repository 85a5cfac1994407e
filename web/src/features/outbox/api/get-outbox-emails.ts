import { PAGE_SIZE } from '@lendline/core';
import type { OutboxListResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_QUERY_RETRY } from '@/lib/list-query-retry';
import { queryKeys } from '@/lib/query-keys';

/** New invitations land here as they are sent; a short cache keeps the list current. */
const OUTBOX_STALE_MS = 30_000;

export function outboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.outbox.list(page),
    queryFn: ({ signal }) =>
      api.get<OutboxListResponse>(
        `/api/v1/outbox?page=${page}&page_size=${PAGE_SIZE.default}`,
        signal,
      ),
    staleTime: OUTBOX_STALE_MS,
    // Opening the tab after inviting someone shows the new e-mail.
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    ...LIST_QUERY_RETRY,
  });
}

/** E-mail waiting in or sent from the outbox, newest first (organization and platform admins). */
export function useOutboxEmails(page: number) {
  return useQuery(outboxQueryOptions(page));
}
