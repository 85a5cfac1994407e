import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './router';
import { SessionPreferences } from './session-preferences';

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The app in React Router's declarative mode: its screens load their own data through TanStack
 * Query, so the data router (loaders, actions, fetchers) would only add ~16 kB gzip to every
 * first visit (docs/decisions/0041-declarative-router.md).
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <SessionPreferences>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionPreferences>
    </AppProvider>
  );
}
