/**
 * The collectors filter and the invite form both ask for organizations, in different shapes.
 * They once shared the key ['organizations', 'options'], so whichever loaded first fed the
 * other a shape it could not read and the invite picker came up empty.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrganizationOptions as useCollectorFilterOptions } from '@/features/collectors/api/get-organization-options';
import { useOrganizationOptions as useUserFormOptions } from '@/features/users/api/get-organization-options';
import { mockFetch } from '@/testing/mock-fetch';
import { createTestQueryClient } from '@/testing/render';

afterEach(() => vi.unstubAllGlobals());

describe('organization pickers', () => {
  it('each get their own shape from one query client', async () => {
    mockFetch({
      'GET /api/v1/organizations': {
        body: {
          data: [{ id: 'org-1', name: 'Acme Microfinance', organization_type: 'lender' }],
          page: 1,
          page_size: 100,
          total: 1,
        },
      },
    });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const filter = renderHook(() => useCollectorFilterOptions({ enabled: true }), { wrapper });
    await waitFor(() => expect(filter.result.current.data).toBeDefined());
    const form = renderHook(() => useUserFormOptions(), { wrapper });
    await waitFor(() => expect(form.result.current.data).toBeDefined());

    expect(filter.result.current.data).toEqual([{ value: 'org-1', label: 'Acme Microfinance' }]);
    expect(form.result.current.data).toEqual([
      { id: 'org-1', name: 'Acme Microfinance', organization_type: 'lender' },
    ]);
  });
});
