import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After anything that changes a loan's figures or status (a payment however it was taken, a
 * reversal, a disbursement, a decision): the loans, the payments, the day's collection entries,
 * cards and alerts, the customers' figures, the approvals (a large payment waits for a manager)
 * the sidebar counts, and the dashboard's figures and portfolio.
 */
export function invalidateLoanFigures(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      queryKeys.loans.all,
      queryKeys.payments.all,
      queryKeys.collections.all,
      queryKeys.customers.all,
      queryKeys.approvals.all,
      queryKeys.navigation.all,
      queryKeys.dashboard.all,
      queryKeys.analytics.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
