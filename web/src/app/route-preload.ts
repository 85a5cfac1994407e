import { useEffect } from 'react';
import { languageInUse, loadCatalog } from '@/i18n/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { NAV_REGISTRY, URL_ONLY_SCREENS } from './layout/nav-registry';

// Every screen loads on first visit; the first load carries only the shell (spec STACK.md).
export const LandingRoute = lazyWithPreload(() => import('./routes/landing'));
export const LoginRoute = lazyWithPreload(() => import('./routes/login'));
export const AboutRoute = lazyWithPreload(() => import('./routes/about'));
// The invitation and verification pages' messages come with the signed-in group (catalogs.ts).
export const CompleteSetupRoute = lazyWithPreload(() =>
  withAppMessages(import('./routes/complete-setup')),
);
export const VerifyEmailRoute = lazyWithPreload(() =>
  withAppMessages(import('./routes/verify-email')),
);
export const NotFoundRoute = lazyWithPreload(() => import('./routes/not-found'));
// The agents' field app: outside the signed-in layout (it opens offline), with its messages.
export const FieldAppRoute = lazyWithPreload(() => withAppMessages(import('./routes/field')));
/** A chunk that shows the signed-in group's messages, loaded beside it in the language in use. */
function withAppMessages<Module>(chunk: Promise<Module>): Promise<Module> {
  return Promise.all([chunk, loadCatalog(languageInUse(), 'app')]).then(([module]) => module);
}

// The signed-in screens' messages come with the layout, in the language in use.
export const AppLayout = lazyWithPreload(() =>
  Promise.all([import('./layout/app-layout'), loadCatalog(languageInUse(), 'app')]).then(
    ([module]) => ({ default: module.AppLayout }),
  ),
);
export const GuardedScreen = lazyWithPreload(() =>
  import('./layout/guarded-screen').then((module) => ({ default: module.GuardedScreen })),
);

const PUBLIC_ROUTES: Record<string, { load: () => Promise<unknown> }> = {
  '/': LandingRoute,
  '/login': LoginRoute,
  '/about': AboutRoute,
  '/auth/complete-setup': CompleteSetupRoute,
  '/auth/verify-email': VerifyEmailRoute,
  '/field': FieldAppRoute,
};

/**
 * Starts loading the chunks of the screen at `pathname` at once: on start-up beside the entry
 * (instead of layout, then session, then screen, one after the other) and ahead of a likely
 * navigation. Unknown paths load nothing.
 */
export function preloadRoute(pathname: string): void {
  loadRoute(pathname).catch(() => undefined);
}

/** The same, as a promise that the screen's chunks have loaded (or failed to). */
function loadRoute(pathname: string): Promise<unknown> {
  const publicRoute = PUBLIC_ROUTES[pathname];
  if (publicRoute) return publicRoute.load();
  const entry = [...NAV_REGISTRY, ...URL_ONLY_SCREENS].find(
    (candidate) => candidate.path === pathname,
  );
  if (!entry) return Promise.resolve();
  return Promise.all([AppLayout.load(), GuardedScreen.load(), entry.screen.load()]);
}

/**
 * The page's first screen: its chunks and, for a signed-in screen, the reads it starts with are
 * begun at once, beside the entry and the session, in the app's query client. The screen would
 * otherwise ask for its data only once its code had loaded and drawn (on a phone, a second or
 * more later), and draw twice: without its figures, then with them. Resolves once the screen's
 * chunks have loaded (a page the server drew is hydrated then); a failed chunk rejects.
 */
export function startFirstScreen(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const loaded = loadRoute(pathname);
  NAV_REGISTRY.find((candidate) => candidate.path === pathname)?.prefetch?.(queryClient);
  return loaded;
}

const FIRST_ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart'];

/**
 * Preloads the screen at `pathname` at the visitor's first move, key or touch on this page (the
 * likely next screen), never during the page's own load.
 */
export function usePreloadOnFirstActivity(pathname: string): void {
  useEffect(() => {
    const preload = () => {
      stop();
      preloadRoute(pathname);
    };
    const stop = () => {
      for (const type of FIRST_ACTIVITY) window.removeEventListener(type, preload, true);
    };
    for (const type of FIRST_ACTIVITY) window.addEventListener(type, preload, true);
    return stop;
  }, [pathname]);
}
