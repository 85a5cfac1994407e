import type { FailedSignInListResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { securityListQueryOptions } from './security-list-query';

export interface FailedSignInFilter {
  userId: string | null;
  /** Calendar days, YYYY-MM-DD, both inclusive; '' for any. */
  dateFrom: string;
  dateTo: string;
}

/** GET /security/failed-sign-ins, newest first. */
export function useFailedSignIns(filter: FailedSignInFilter, page: number) {
  return useQuery(
    securityListQueryOptions<FailedSignInListResponse>(
      'failed-sign-ins',
      '/api/v1/security/failed-sign-ins',
      {
        user_id: filter.userId,
        date_from: filter.dateFrom,
        date_to: filter.dateTo,
        page,
      },
    ),
  );
}
