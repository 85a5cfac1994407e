/**
 * Lendline's service worker, built into dist/sw.js by web/build/service-worker.ts: the app opens
 * with no network (the field agents' phones), and never stores an API answer.
 * docs/decisions/0095-workbox-runtime-service-worker.md.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  ASSET_CACHE,
  ASSET_CACHE_MAX_ENTRIES,
  entriesBeyond,
  isServerFailure,
  NAVIGATION_TIMEOUT_SECONDS,
  PAGE_START_POLL_MS,
  PAGE_START_TIMEOUT_MS,
  routeFor,
  SHELL_URL,
  shouldActivateWaitingVersion,
  SKIP_WAITING,
} from './routing.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** The shell's files, replaced by the build (web/build/precache-manifest.ts). */
  __WB_MANIFEST: PrecacheEntry[];
};

const routeOf = ({ request }: { request: Request }) => routeFor(request, self.location.origin);

// Routes answer in the order they are registered: navigations first, so that `/` and
// `/index.html` reach the network before the precached copy.
const fromNetwork = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
registerRoute(
  (options) => routeOf(options) === 'navigation',
  async (options) => {
    const response = await fromNetwork.handle(options).catch(() => undefined);
    if (!response || isServerFailure(response.status)) {
      return (await matchPrecache(SHELL_URL)) ?? Response.error();
    }
    const { resultingClientId } = options.event as FetchEvent;
    options.event.waitUntil(activateWaitingVersion(resultingClientId));
    return response;
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Keeps the newest `max` entries of the cache it writes to. */
function keepNewest(max: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await self.caches.open(cacheName);
      const stale = entriesBeyond(await cache.keys(), max);
      await Promise.all(stale.map((request) => cache.delete(request)));
    },
  };
}

// Other hashed files (lazy screens) as they are used: a screen opened once online opens offline.
registerRoute(
  (options) => routeOf(options) === 'asset',
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [keepNewest(ASSET_CACHE_MAX_ENTRIES)] }),
);

/**
 * A new version installs beside the running one and waits: an open page keeps the files it
 * started with. A page load that got a fresh index.html from the network has the new version
 * take over once that page exists (the page it replaced, on a reload, is gone by then), unless
 * another window still runs the old version. The new version then controls the new page.
 */
async function activateWaitingVersion(newPage: string): Promise<void> {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const windows = await windowsOnceOpen(newPage);
  if (windows && shouldActivateWaitingVersion(windows.length)) waiting.postMessage(SKIP_WAITING);
}

/**
 * The open windows once the page `id` is among them; null if it never opens. Polled: Chromium's
 * `clients.get()` on a page still loading held up that page's load.
 */
async function windowsOnceOpen(id: string): Promise<readonly WindowClient[] | null> {
  for (let waited = 0; waited <= PAGE_START_TIMEOUT_MS; waited += PAGE_START_POLL_MS) {
    const windows = await self.clients.matchAll({ type: 'window' });
    if (windows.some((client) => client.id === id)) return windows;
    await new Promise((resolve) => setTimeout(resolve, PAGE_START_POLL_MS));
  }
  return null;
}

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();
