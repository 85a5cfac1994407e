import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';

interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes besides the one rendering `ui` at `path`, e.g. a redirect target. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders `ui` with Mantine, a fresh query client and a memory router. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/', routes = [], queryClient = createTestQueryClient() } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [path],
  });
  const result = render(
    <MantineProvider>
      <Notifications limit={1} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
