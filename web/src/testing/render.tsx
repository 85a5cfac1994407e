import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '@/app/theme';
import { i18n } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';

interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The address the router starts at when it differs from `path` (e.g. with a query). */
  initialEntry?: string;
  /** Extra routes besides the one rendering `ui` at `path`, e.g. a redirect target. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/**
 * The production query client (its cache times, refetch rules and 401 handling), with one
 * test-only change: retries are off. A retry waits real seconds (1 s, 2 s, 4 s) and mockFetch
 * answers an unlisted call with a 599, so retrying would only slow each failure test down and
 * hide which call failed. A query that sets its own `retry` (the lists) still uses it.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

/** The app's messages (English unless a test switches) and Mantine with the app's theme. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}

/** Renders `ui` with Mantine, a fresh production query client and a memory router. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/', routes = [], queryClient = createTestQueryClient() } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [options.initialEntry ?? path],
  });
  const result = render(
    <UiProviders>
      <Notifications limit={1} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProviders>,
  );
  return { ...result, router, queryClient };
}
