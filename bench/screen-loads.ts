/**
 * What each signed-in screen's first drawing waits for when its address is opened directly:
 * index.html's entry and its static imports, the signed-in layout and guard, the screen's own
 * chunk with its static imports, and the English catalog, each file once, counted as the server
 * sends it gzipped (the build's precompressed `.gz`, or the file where it has none).
 * What a screen loads later (a dialog when opened, a chart near the screen) is not counted.
 * Reads the Vite manifest of a built web app (npm run build).
 *
 *   npx tsx bench/screen-loads.ts [--root DIR]
 * `--root DIR` reads another build: DIR holds web/dist (bench/support/built-app.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildRoot } from './support/built-app.ts';
import { loadedBefore, readManifest } from '../web/build/vite-manifest.ts';

const DIST = join(buildRoot(), 'web', 'dist');
const ROUTES = /^src\/app\/routes\/[^/]+\.tsx$/;
/** The public pages: bench/first-load.ts holds them to the first-load budget. */
const PUBLIC_SCREENS = new Set([
  'landing',
  'login',
  'about',
  'not-found',
  'verify-email',
  'complete-setup',
]);
const SIGNED_IN_SHELL = ['src/app/layout/app-layout.tsx', 'src/app/layout/guarded-screen.tsx'];

const manifest = readManifest(DIST);
const catalog = Object.keys(manifest).find((key) => manifest[key]!.name === 'messages-en-app');
if (!catalog) throw new Error('The manifest has no English app catalog (messages-en-app)');

/** The file's size as sent gzipped: its precompressed copy, or itself when too small to gain. */
function sentBytes(file: string): number {
  const path = join(DIST, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
}

const routes = Object.keys(manifest).filter((key) => ROUTES.test(key));
const rows: { screen: string; files: number; kB: number }[] = [];
for (const key of routes) {
  const screen = basename(key, '.tsx');
  if (PUBLIC_SCREENS.has(screen)) continue;
  // A screen another screen's chunk loads (/demo-data inside administration) waits for both.
  const parents = routes.filter((route) => manifest[route]!.dynamicImports?.includes(key));
  const { files } = loadedBefore(manifest, [
    'index.html',
    ...SIGNED_IN_SHELL,
    ...parents,
    key,
    catalog,
  ]);
  const bytes = [...files].reduce((sum, file) => sum + sentBytes(file), 0);
  rows.push({ screen, files: files.size, kB: bytes / 1000 });
}

console.info(`What each screen loads before its first drawing (gzip as sent), ${DIST}`);
console.info('| screen | files | kB gzip |\n|---|---|---|');
for (const row of rows.sort((a, b) => a.screen.localeCompare(b.screen))) {
  console.info(`| ${row.screen} | ${row.files} | ${row.kB.toFixed(1)} |`);
}
