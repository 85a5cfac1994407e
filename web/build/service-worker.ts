import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import type { Logger, Manifest, Plugin } from 'vite';
import { precachedFiles, precacheEntry } from './precache-manifest.ts';

export interface ServiceWorkerOptions {
  /** The worker's TypeScript source (web/src/sw/service-worker.ts). */
  source: string;
  /** Lazy routes stored at install, by source path (precache-manifest.ts). */
  offlineRoutes: readonly string[];
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Builds the service worker into dist/sw.js (root scope) once the app's files are written: its
 * source bundled with Workbox's runtime by rolldown (Vite's own bundler), minified, with the list
 * of files to store at install in place of `self.__WB_MANIFEST`. Runs before compressAssets'
 * closeBundle, which writes sw.js's .br and .gz copies
 * (docs/decisions/0095-workbox-runtime-service-worker.md).
 */
export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  let outDir = '';
  let publicDir = '';
  let logger: Logger | undefined;
  return {
    name: 'lendline:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
      logger = config.logger;
    },
    async writeBundle() {
      const manifest = JSON.parse(
        await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      for (const route of options.offlineRoutes) {
        if (!manifest[route]) this.warn(`${route} is not in this build: it is not stored offline`);
      }
      const files = precachedFiles(manifest, {
        offlineRoutes: options.offlineRoutes,
        publicFiles: publicDir ? await filesUnder(publicDir) : [],
      });
      const read = (file: string) => readFile(join(outDir, file));
      const entries = await Promise.all(files.map((file) => precacheEntry(file, read)));

      const bundle = await rolldown({
        input: options.source,
        platform: 'browser',
        logLevel: 'warn',
        transform: {
          define: {
            'self.__WB_MANIFEST': JSON.stringify(entries),
            // Workbox's logging and assertions are for development builds only.
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
        },
      });
      try {
        await bundle.write({ file: join(outDir, 'sw.js'), format: 'iife', minify: true });
      } finally {
        await bundle.close();
      }

      const contents = await Promise.all(files.map(read));
      const gzipped = contents.reduce((total, content) => total + gzipSync(content).length, 0);
      const worker = gzipSync(await readFile(join(outDir, 'sw.js'))).length;
      logger?.info(
        `sw.js (${(worker / 1024).toFixed(1)} kB gzip) stores ${files.length} files at install ` +
          `(${(gzipped / 1024).toFixed(1)} kB gzip)`,
      );
    },
  };
}
