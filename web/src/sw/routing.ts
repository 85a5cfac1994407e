/**
 * The service worker's decisions, as pure functions (tested with vitest): which requests it
 * answers and how, and when a new version takes over
 * (docs/decisions/0095-workbox-runtime-service-worker.md).
 */

/** The app shell: every address the app owns opens from it when the network cannot answer. */
export const SHELL_URL = '/index.html';
/** How long a navigation waits for the network before the stored shell opens instead. */
export const NAVIGATION_TIMEOUT_SECONDS = 3;
/** Hashed files of screens used online, kept so they open offline later. */
export const ASSET_CACHE = 'lendline-assets';
/**
 * As many files as a whole build has under assets/ (about 200): a new file past it pushes out
 * the oldest stored, an earlier version's first.
 */
export const ASSET_CACHE_MAX_ENTRIES = 200;
/** What an active worker sends the waiting one to have it take over. */
export const SKIP_WAITING = 'lendline:skip-waiting';

/**
 * - `navigation`: the network first, then the stored shell (the app's own pages).
 * - `asset`: a hashed file, from the cache first (it never changes).
 * - `network`: left to the browser, never stored: the API (personal data), other origins, writes.
 */
export type RequestRoute = 'navigation' | 'asset' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function routeFor(request: RequestFacts, origin: string): RequestRoute {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || isApiPath(url.pathname)) {
    return 'network';
  }
  if (request.mode === 'navigate') return 'navigation';
  return url.pathname.startsWith('/assets/') ? 'asset' : 'network';
}

/**
 * A navigation the network answered with a server error (a proxy's 502 while the server
 * restarts) opens the stored shell instead: the app then reports what its API calls say.
 */
export function isServerFailure(status: number): boolean {
  return status >= 500;
}

/** How long, and how often, a waiting version looks for a freshly loaded page among the windows. */
export const PAGE_START_TIMEOUT_MS = 10_000;
export const PAGE_START_POLL_MS = 250;

/**
 * A waiting version takes over after a page load that got a fresh index.html from the network
 * (it names the new version's files), when that page is the only window: `openWindows` counts it
 * and any other window still running the old version, which keeps it.
 */
export function shouldActivateWaitingVersion(openWindows: number): boolean {
  return openWindows <= 1;
}

/** The entries to delete so that at most `max` remain: the oldest stored, first in the list. */
export function entriesBeyond<Entry>(entries: readonly Entry[], max: number): Entry[] {
  return entries.slice(0, Math.max(0, entries.length - max));
}
