/**
 * How the message catalogs' chunks (message-catalogs.ts) are keyed in the build's manifest
 * (dist/.vite/manifest.json): 'lendline-catalog/messages-hi-app'. Its own module, so that the
 * service worker's file list (precache-manifest.ts) knows them without loading the plugin.
 */
export const CATALOG_MANIFEST_KEY_PREFIX = 'lendline-catalog/messages-';
