import type { Invitation } from '@lendline/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.invitations.detail(token),
    queryFn: ({ signal }) =>
      api.get<Invitation>(`/api/v1/auth/invitations/${encodeURIComponent(token)}`, signal),
    // An unknown or expired link stays so; asking again changes nothing.
    retry: false,
    staleTime: Infinity,
  });
}

/** Who an invitation link is for (public: the invited user has no session yet). */
export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}
