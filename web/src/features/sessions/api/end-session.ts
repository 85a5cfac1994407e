import type { EndSessionResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function endSession(sessionId: string): Promise<EndSessionResponse> {
  return api.delete<EndSessionResponse>(`/api/v1/sessions/${sessionId}`);
}

/** Ends a session; the lists and the session answer's count are read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.session.current() });
    },
  });
}
