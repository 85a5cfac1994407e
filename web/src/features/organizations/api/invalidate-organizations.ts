import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a change to an organization: every organization list (pickers included), and what a
 * block cascades into: collectors, pending approvals and the sidebar counts.
 */
export function invalidateOrganizations(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      queryKeys.organizations.all,
      queryKeys.collectors.all,
      queryKeys.approvals.all,
      queryKeys.navigation.counts(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
