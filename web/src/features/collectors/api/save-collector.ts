import type {
  CollectorMutationResponse,
  CreateCollectorRequest,
  UpdateCollectorRequest,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SaveCollectorInput =
  { id: null; body: CreateCollectorRequest } | { id: string; body: UpdateCollectorRequest };

/** POST /collectors for a new collector, PATCH /collectors/:id for an edit. */
export function saveCollector(input: SaveCollectorInput) {
  if (input.id === null) {
    return apiRequest<CollectorMutationResponse>('/api/v1/collectors', {
      method: 'POST',
      body: input.body,
    });
  }
  return apiRequest<CollectorMutationResponse>(
    `/api/v1/collectors/${encodeURIComponent(input.id)}`,
    { method: 'PATCH', body: input.body },
  );
}

export function useSaveCollector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCollector,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.collectors.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.navigation.counts() }),
      ]),
  });
}
