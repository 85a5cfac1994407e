import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';
import { queryKeys } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() =>
    createQueryClient({
      // The guarded layout sees no session and sends the user to /.
      onUnauthorized: (client) => client.setQueryData(queryKeys.session.current(), null),
    }),
  );
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
