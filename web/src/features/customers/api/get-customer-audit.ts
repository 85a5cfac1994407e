import type { CustomerAuditResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** This customer's audit rows, newest first (the Audit Trail tab). */
export function useCustomerAudit(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customers.audit(id),
    queryFn: ({ signal }) =>
      api.get<CustomerAuditResponse>(`/api/v1/customers/${id}/audit`, signal),
    enabled,
  });
}
