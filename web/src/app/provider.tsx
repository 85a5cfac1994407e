import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';
import { queryKeys } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

/**
 * The app's query client: a 401 anywhere ends the session on screen. `drawn`: the answers a page
 * the server drew was drawn with (hydration.tsx).
 */
export function createAppQueryClient(drawn?: DehydratedState): QueryClient {
  const client = createQueryClient({
    // The guarded layout sees no session and sends the user to /.
    onUnauthorized: (unauthorized) => unauthorized.setQueryData(queryKeys.session.current(), null),
  });
  if (drawn) hydrate(client, drawn);
  return client;
}

interface AppProviderProps {
  children: ReactNode;
  /** A client made before the first render (main.tsx starts the first screen's reads in it). */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
