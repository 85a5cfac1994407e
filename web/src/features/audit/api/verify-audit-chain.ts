import type { AuditChainVerification, AuditLog } from '@lendline/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /audit-logs/verify, run on demand: it seals the rows committed so far, walks every chain
 * in scope and is itself audited, so it is a button's action rather than a cached query.
 */
export function useVerifyAuditChain() {
  return useMutation({
    mutationFn: () => api.get<AuditChainVerification>('/api/v1/audit-logs/verify'),
  });
}

/** One entry by id: the first broken link, opened in the detail dialog. */
export function useOpenAuditEntry() {
  return useMutation({
    mutationFn: (id: string) => api.get<AuditLog>(`/api/v1/audit-logs/${id}`),
  });
}
