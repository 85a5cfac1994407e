import type { CollectionGenerateRequest, CollectionGenerateResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function generateCollections(
  body: Partial<CollectionGenerateRequest>,
): Promise<CollectionGenerateResponse> {
  return apiRequest<CollectionGenerateResponse>('/api/v1/collections/generate', {
    method: 'POST',
    body,
  });
}

/**
 * POST /collections/generate (the Refresh Data button): rebuilds the day's entries, keeping what
 * was collected; refreshes the lists, cards and alerts, and the sidebar's counts.
 */
export function useGenerateCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCollections,
    retry: false,
    onSuccess: () =>
      Promise.all(
        [queryKeys.collections.all, queryKeys.navigation.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
