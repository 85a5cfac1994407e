import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@/lib/query-keys';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations';

/**
 * After a change to an organization: every organization list (pickers included), and what a
 * block cascades into: collectors, pending approvals and the sidebar counts.
 */
export function invalidateOrganizations(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      ORGANIZATIONS_QUERY_KEY,
      QUERY_KEYS.collectors,
      QUERY_KEYS.approvals,
      QUERY_KEYS.navigationCounts,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
