/**
 * Organization pickers once asked under one key in different shapes, so whichever loaded first
 * fed the others a shape they could not read (the invite picker came up empty). Now they share
 * one answer, the raw list, and each shapes it with its own `select`.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrganizationOptions as useCollectorFilterOptions } from '@/features/collectors/api/get-organization-options';
import { useOrganizationOptions as useCustomerOptions } from '@/features/customers/api/get-organization-options';
import { useParentOptions } from '@/features/organizations/api/get-parent-options';
import { useOrganizationOptions as useUserFormOptions } from '@/features/users/api/get-organization-options';
import { mockFetch } from '@/testing/mock-fetch';
import { createTestQueryClient } from '@/testing/render';

afterEach(() => vi.unstubAllGlobals());

const ACME = { id: 'org-1', name: 'Acme Microfinance', organization_type: 'lender' };
const BRANCH = { id: 'org-2', name: 'Acme North Branch', organization_type: 'branch' };

describe('organization pickers', () => {
  it('share one request and each get their own shape', async () => {
    const spy = mockFetch({
      'GET /api/v1/organizations': {
        body: { data: [ACME, BRANCH], page: 1, page_size: 100, total: 2 },
      },
    });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const filter = renderHook(() => useCollectorFilterOptions({ enabled: true }), { wrapper });
    await waitFor(() => expect(filter.result.current.data).toBeDefined());
    const form = renderHook(() => useUserFormOptions(), { wrapper });
    const parents = renderHook(() => useParentOptions({ enabled: true }), { wrapper });
    const customers = renderHook(() => useCustomerOptions({ enabled: true, scope: ['org-2'] }), {
      wrapper,
    });
    await waitFor(() => expect(customers.result.current.data).toBeDefined());

    expect(filter.result.current.data).toEqual([
      { value: 'org-1', label: 'Acme Microfinance' },
      { value: 'org-2', label: 'Acme North Branch' },
    ]);
    expect(form.result.current.data).toEqual([ACME, BRANCH]);
    expect(parents.result.current.data).toEqual([
      { id: 'org-1', name: 'Acme Microfinance' },
      { id: 'org-2', name: 'Acme North Branch' },
    ]);
    // The customer pickers keep to the user's data scope.
    expect(customers.result.current.data).toEqual([{ value: 'org-2', label: 'Acme North Branch' }]);
    const requests = spy.mock.calls.filter(([url]) => String(url).includes('/organizations'));
    expect(requests).toHaveLength(1);
  });
});
