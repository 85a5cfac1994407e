import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a payment however it was taken (Record Payment, bulk entry, a collection, a paid visit):
 * the loans (remaining, status), the payments, the day's collection entries, cards and alerts, the
 * customers' figures, the approvals (a large payment waits for a manager) and the counts.
 */
export function invalidateAfterPayment(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      queryKeys.loans.all,
      queryKeys.payments.all,
      queryKeys.collections.all,
      queryKeys.customers.all,
      queryKeys.approvals.all,
      queryKeys.navigation.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
