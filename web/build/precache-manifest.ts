import { createHash } from 'node:crypto';
import type { Manifest } from 'vite';
import { CATALOG_MANIFEST_KEY_PREFIX } from './catalog-chunks.ts';

const FONT = /\.(?:woff2?|ttf|otf)$/;

export interface PrecacheOptions {
  /**
   * Lazy routes that must open offline, by source path as the manifest keys them
   * ('src/app/routes/field.tsx'): each comes with what it imports statically and its styles. A
   * route missing from the build is skipped.
   */
  offlineRoutes: readonly string[];
  /** The files of Vite's public folder, relative to it ('icons/icon-192.png'). */
  publicFiles: readonly string[];
}

/**
 * The files of a build (relative to dist/) the service worker stores at install: the shell
 * (index.html, every entry with its static imports and styles), the message catalogs of every
 * language, fonts, the public files (manifest, icons), and the offline routes' graphs. Other lazy
 * screens are stored as they are used, so a first visit does not download the whole app.
 */
export function precachedFiles(manifest: Manifest, options: PrecacheOptions): string[] {
  const files = new Set(['index.html', ...options.publicFiles]);
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest names ${key} but has no entry for it`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    // Only static imports: a route's own lazy parts (a dialog, a map) load when first used.
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.startsWith(CATALOG_MANIFEST_KEY_PREFIX)) visit(key);
    else if (FONT.test(chunk.file)) files.add(chunk.file);
  }
  for (const route of options.offlineRoutes) if (manifest[route]) visit(route);
  return [...files].sort();
}

/** Vite names every file under assets/ after a hash of its content (the server counts on it). */
export function isHashedFile(file: string): boolean {
  return file.startsWith('assets/');
}

export interface PrecacheEntry {
  url: string;
  /** A hash of an unhashed file's content (a change is stored again); null for a hashed file. */
  revision: string | null;
}

/** A file's entry in the service worker's list; `read` gives an unhashed file's content. */
export async function precacheEntry(
  file: string,
  read: (file: string) => Promise<Uint8Array>,
): Promise<PrecacheEntry> {
  if (isHashedFile(file)) return { url: `/${file}`, revision: null };
  const revision = createHash('sha256')
    .update(await read(file))
    .digest('hex')
    .slice(0, 16);
  return { url: `/${file}`, revision };
}
