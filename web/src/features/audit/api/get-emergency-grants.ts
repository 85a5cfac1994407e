import type { EmergencyGrantState, SecurityEmergencyGrantListResponse } from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { securityListQueryOptions } from './security-list-query';

/** GET /security/emergency-grants, newest first, each with its state now. */
export function useEmergencyGrants(state: EmergencyGrantState | null, page: number) {
  return useQuery(
    securityListQueryOptions<SecurityEmergencyGrantListResponse>(
      'emergency-grants',
      '/api/v1/security/emergency-grants',
      { state, page },
    ),
  );
}
