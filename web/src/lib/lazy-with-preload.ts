import { lazy } from 'react';
import type { LazyExoticComponent } from 'react';

/** Any component React.lazy accepts. */
type LazyLoadable = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

export type PreloadableComponent<Component extends LazyLoadable = LazyLoadable> =
  LazyExoticComponent<Component> & {
    /** Starts loading the component's chunk now (once), so rendering it later waits less. */
    preload: () => void;
  };

/**
 * React.lazy with a `preload()` for routes: the current URL's screen loads beside the app's
 * shell instead of after it, and a link's screen on hover. A failed load is forgotten, so the
 * next render tries again (and an error boundary shows a second failure).
 */
export function lazyWithPreload<Component extends LazyLoadable>(
  load: () => Promise<{ default: Component }>,
): PreloadableComponent<Component> {
  let loading: Promise<{ default: Component }> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(start), {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}
