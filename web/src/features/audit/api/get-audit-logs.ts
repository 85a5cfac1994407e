import { PAGE_SIZE } from '@lendline/core';
import type { AuditLogListResponse } from '@lendline/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuditFilter } from '../lib/audit-filter';
import { auditFilterSearchParams } from '../lib/audit-filter';
import { queryKeys } from '@/lib/query-keys';

/** The trail grows all the time; a minute-old page is fresh enough to browse. */
const AUDIT_STALE_MS = 60_000;

export function auditLogsQueryOptions(filter: AuditFilter, page: number) {
  const params = auditFilterSearchParams(filter);
  params.set('page', String(page));
  params.set('page_size', String(PAGE_SIZE.auditLogs));
  return queryOptions({
    queryKey: queryKeys.audit.list(filter, page),
    queryFn: ({ signal }) => api.get<AuditLogListResponse>(`/api/v1/audit-logs?${params}`, signal),
    staleTime: AUDIT_STALE_MS,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}

/** Newest first, 50 a page. */
export function useAuditLogs(filter: AuditFilter, page: number) {
  return useQuery(auditLogsQueryOptions(filter, page));
}
