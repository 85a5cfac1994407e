import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { deleteFieldData } from '@/lib/field-database';
import { api } from '@/lib/api-client';
import { clearToasts } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';

export function signOut(): Promise<void> {
  return api.post<void>('/api/v1/auth/sign-out');
}

/**
 * Signs out, forgets every cached answer of the previous user, deletes what the field app keeps
 * on the device (issue 15) and returns to the landing page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    retry: false,
    onSettled: async () => {
      clearToasts();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(queryKeys.session.current(), null);
      await deleteFieldData();
      await navigate('/', { replace: true });
    },
  });
}
