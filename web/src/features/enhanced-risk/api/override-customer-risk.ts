import type { RiskOverrideRequest, RiskOverrideResponse } from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateRiskFigures } from './invalidate-risk-figures';

/** POST /customers/:id/risk-override: the customer's risk level set by hand, with a reason. */
export function useOverrideCustomerRisk(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiskOverrideRequest) =>
      apiRequest<RiskOverrideResponse>(`/api/v1/customers/${customerId}/risk-override`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => invalidateRiskFigures(queryClient, customerId),
  });
}
