import type { EnhancedRiskProfile } from '@lendline/core';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * What a new score changes: the customers (the risk badge after an override, the profiles kept
 * under each customer's key) and the customer's loan terms (they carry the latest score and
 * recommended amount).
 */
export function invalidateRiskFigures(
  queryClient: QueryClient,
  customerId: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.loans.terms(customerId) }),
  ]);
}

/** What submit and recalculate answer: the server's message and the stored, scored profile. */
export interface EnhancedRiskProfileMutationResponse {
  message: string;
  risk_profile: EnhancedRiskProfile;
}
