import type {
  CreateCustomerRequestInput,
  CustomerMutationResponse,
  UpdateCustomerRequestInput,
} from '@lendline/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SaveCustomerInput =
  | { kind: 'create'; body: CreateCustomerRequestInput }
  | { kind: 'update'; id: string; body: UpdateCustomerRequestInput };

export function saveCustomer(input: SaveCustomerInput): Promise<CustomerMutationResponse> {
  return input.kind === 'create'
    ? apiRequest<CustomerMutationResponse>('/api/v1/customers', {
        method: 'POST',
        body: input.body,
      })
    : apiRequest<CustomerMutationResponse>(`/api/v1/customers/${input.id}`, {
        method: 'PATCH',
        body: input.body,
      });
}

/** POST /customers or PATCH /customers/:id; refreshes every customer list, card and detail. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    // Creating is not idempotent: a retry after a lost answer would create a second customer.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
