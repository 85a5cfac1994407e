import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceWorker } from './service-worker.ts';

const SOURCE = join(import.meta.dirname, '..', 'src', 'sw', 'service-worker.ts');
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1a2b3c4d.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/5e6f7a8.js', css: ['assets/shell-9b0c1d2.css'] },
  'src/app/routes/customers.tsx': { file: 'assets/3e4f5a6.js', isDynamicEntry: true },
};

let root: string;
let workerSource: string;
const warnings: string[] = [];

/** Runs the plugin's build hooks as Vite would, on a small written build. */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lendline-sw-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lendline</title>');
  for (const chunk of Object.values(MANIFEST)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) writeFileSync(join(dist, file), '');
  }
  // Vite copies the public folder into dist/ before the plugin runs.
  for (const folder of [join(root, 'public'), dist]) {
    mkdirSync(join(folder, 'icons'), { recursive: true });
    for (const file of ['manifest.webmanifest', 'icons/icon-192.png']) {
      writeFileSync(join(folder, file), file);
    }
  }

  const plugin = serviceWorker({
    source: SOURCE,
    offlineRoutes: ['src/app/routes/field.tsx'],
  });
  const configResolved = plugin.configResolved as (config: unknown) => void;
  configResolved({
    root,
    build: { outDir: 'dist' },
    publicDir: join(root, 'public'),
    logger: { info: () => {} },
  });
  const writeBundle = plugin.writeBundle as (this: unknown) => Promise<void>;
  await writeBundle.call({ warn: (message: string) => warnings.push(message) });
  workerSource = readFileSync(join(dist, 'sw.js'), 'utf8');
}, 30_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the service worker build', () => {
  it('writes a minified classic script to dist/sw.js with the list of files in place', () => {
    expect(workerSource).not.toMatch(/__WB_MANIFEST|process\.env|^\s*import /m);
    expect(workerSource.split('\n').length).toBeLessThan(5);
    for (const url of [
      '/index.html',
      '/assets/index-1a2b3c4d.js',
      '/assets/5e6f7a8.js',
      '/assets/shell-9b0c1d2.css',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ]) {
      expect(workerSource).toContain(url);
    }
    expect(workerSource).not.toContain('/assets/3e4f5a6.js');
  });

  it('revises the unhashed files only', () => {
    expect(workerSource).toMatch(/url:`\/index\.html`,revision:`[0-9a-f]{16}`/);
    expect(workerSource).toMatch(/url:`\/assets\/5e6f7a8\.js`,revision:null/);
  });

  it('warns when an offline route is missing from the build', () => {
    expect(warnings).toEqual([expect.stringContaining('src/app/routes/field.tsx')]);
  });
});
