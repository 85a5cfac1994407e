import type {
  SecurityEventListResponse,
  SecurityEventType,
  SecuritySeverity,
} from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { securityListQueryOptions } from './security-list-query';

export interface SecurityEventFilter {
  type: SecurityEventType | null;
  severity: SecuritySeverity | null;
}

/** GET /security-events, newest first. */
export function useSecurityEvents(filter: SecurityEventFilter, page: number, pageSize: number) {
  return useQuery(
    securityListQueryOptions<SecurityEventListResponse>('events', '/api/v1/security-events', {
      type: filter.type,
      severity: filter.severity,
      page,
      page_size: pageSize,
    }),
  );
}
