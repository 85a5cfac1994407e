import type { ReassignCollectionsRequest, ReassignCollectionsResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function reassignCollections(
  body: ReassignCollectionsRequest,
): Promise<ReassignCollectionsResponse> {
  return apiRequest<ReassignCollectionsResponse>('/api/v1/collections/reassign', {
    method: 'POST',
    body,
  });
}

/** POST /collections/reassign: the entries move to another collector; the lists refresh. */
export function useReassignCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignCollections,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collections.all }),
  });
}
