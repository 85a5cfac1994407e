import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';

/** Spec part 1 §9: one toast at a time, kept until dismissed (1,000,000 ms). */
const TOAST_LIMIT = 1;
const TOAST_AUTO_CLOSE_MS = 1_000_000;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() =>
    createQueryClient({
      // The guarded layout sees no session and sends the user to /.
      onUnauthorized: (client) => client.setQueryData(queryKeys.session.current(), null),
    }),
  );
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
