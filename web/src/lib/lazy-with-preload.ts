import { createElement, lazy, useState } from 'react';
import type { ComponentProps, ComponentType } from 'react';

/** Any component React.lazy accepts. */
type LazyLoadable = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

export type PreloadableComponent<Component extends LazyLoadable = LazyLoadable> = ComponentType<
  ComponentProps<Component>
> & {
  /** Starts loading the component's chunk now (once), so rendering it later waits less. */
  preload: () => void;
  /** The same, as a promise of the loaded module (the server's drawing waits for it). */
  load: () => Promise<unknown>;
};

/**
 * React.lazy with a `preload()` for routes: the current URL's screen loads beside the app's
 * shell instead of after it, and a link's screen on hover. A failed load is forgotten, so the
 * next render tries again (and an error boundary shows a second failure).
 *
 * A chunk already loaded when its component is first drawn is drawn at once. React.lazy would
 * suspend on it anyway (its promise settles a tick later): the Suspense fallback was committed
 * and the screen drawn in a second pass — on the first page, once per lazy level (layout, guard,
 * screen).
 */
export function lazyWithPreload<Component extends LazyLoadable>(
  load: () => Promise<{ default: Component }>,
): PreloadableComponent<Component> {
  let loading: Promise<{ default: Component }> | undefined;
  let loaded: Component | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(start);
  function Preloadable(props: ComponentProps<Component>) {
    // Chosen once per mount: turning from the lazy wrapper to the component would remount it.
    const [Chosen] = useState<ComponentType<ComponentProps<Component>>>(
      () => loaded ?? (Lazy as ComponentType<ComponentProps<Component>>),
    );
    return createElement(Chosen, props);
  }
  return Object.assign(Preloadable, {
    preload: () => {
      start().catch(() => undefined);
    },
    load: start,
  });
}
