import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Security lists change as people work; half a minute old is fresh enough to watch. */
const SECURITY_STALE_MS = 30_000;

/** Query options of one Security tab list: every parameter is part of the key. */
export function securityListQueryOptions<Response>(
  list: string,
  path: string,
  params: Record<string, string | number | null | undefined>,
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  }
  return queryOptions({
    queryKey: queryKeys.security.list(list, params),
    queryFn: ({ signal }) => api.get<Response>(`${path}?${search}`, signal),
    staleTime: SECURITY_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
