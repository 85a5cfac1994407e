import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@/lib/query-keys';
import { USERS_QUERY_KEY } from './get-users';

/** After any change to a user: the list, the details and the sidebar's user count. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.navigationCounts }),
  ]).then(() => undefined);
}
