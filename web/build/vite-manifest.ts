import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of a Vite build's manifest (`.vite/manifest.json`): build checks and benches. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * What a browser fetches before running the given chunks: each chunk and its static imports
 * (transitively), and their files with their stylesheets, each once. Dynamic imports are not
 * followed.
 */
export function loadedBefore(
  manifest: Manifest,
  keys: readonly string[],
): { chunks: Set<string>; files: Set<string> } {
  const chunks = new Set<string>();
  const collect = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    chunks.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of keys) collect(key);
  const files = new Set<string>();
  for (const key of chunks) {
    files.add(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) files.add(css);
  }
  return { chunks, files };
}
