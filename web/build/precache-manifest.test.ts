import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { precachedFiles, precacheEntry } from './precache-manifest.ts';

/** The shape of a Lendline build's dist/.vite/manifest.json, small. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1a2b3c4d.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_first-screens.js'],
    dynamicImports: ['src/app/routes/field.tsx', 'src/app/routes/customers.tsx'],
  },
  'src/app/routes/landing.tsx': {
    file: 'assets/landing-5e6f7a8b.js',
    src: 'src/app/routes/landing.tsx',
    isEntry: true,
    imports: ['_first-screens.js'],
    dynamicImports: ['src/features/auth/components/auth-dialog.tsx'],
  },
  '_first-screens.js': {
    file: 'assets/first-screens-9c0d1e2f.js',
    name: 'first-screens',
    css: ['assets/first-screens-3a4b5c6d.css'],
    assets: ['assets/inter-7e8f9a0b.woff2'],
  },
  '_shared.js': { file: 'assets/shared-0a1b2c3.js', css: ['assets/shared-4d5e6f7.css'] },
  '_zod.js': { file: 'assets/zod-8a9b0c1.js' },
  '_map.js': { file: 'assets/2d3e4f5.js' },
  'src/features/auth/components/auth-dialog.tsx': {
    file: 'assets/6a7b8c9.js',
    isDynamicEntry: true,
    imports: ['_zod.js'],
  },
  'src/app/routes/field.tsx': {
    file: 'assets/0d1e2f3.js',
    src: 'src/app/routes/field.tsx',
    isDynamicEntry: true,
    imports: ['_first-screens.js', '_shared.js', '_zod.js'],
    dynamicImports: ['src/features/field/components/visit-map.tsx'],
    css: ['assets/field-4a5b6c7.css'],
  },
  'src/features/field/components/visit-map.tsx': {
    file: 'assets/8d9e0f1.js',
    isDynamicEntry: true,
    imports: ['_map.js'],
  },
  'src/app/routes/customers.tsx': {
    file: 'assets/2a3b4c5.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'lendline-catalog/messages-en-public': { file: 'assets/6d7e8f9.js', isDynamicEntry: true },
  'lendline-catalog/messages-hi-app': { file: 'assets/0a1b2c4.js', isDynamicEntry: true },
  'public/font.woff2': { file: 'assets/mono-5d6e7f8.woff2', src: 'public/font.woff2' },
};

const PUBLIC_FILES = ['favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png'];

describe('the files the service worker stores at install', () => {
  it('are the shell: index.html, the entries with their static imports, styles and fonts', () => {
    const files = precachedFiles(MANIFEST, { offlineRoutes: [], publicFiles: [] });
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'assets/index-1a2b3c4d.js',
        'assets/landing-5e6f7a8b.js',
        'assets/first-screens-9c0d1e2f.js',
        'assets/first-screens-3a4b5c6d.css',
        'assets/inter-7e8f9a0b.woff2',
        'assets/mono-5d6e7f8.woff2',
      ]),
    );
  });

  it('include the message catalogs of every language, and the public files', () => {
    const files = precachedFiles(MANIFEST, { offlineRoutes: [], publicFiles: PUBLIC_FILES });
    expect(files).toEqual(
      expect.arrayContaining(['assets/6d7e8f9.js', 'assets/0a1b2c4.js', ...PUBLIC_FILES]),
    );
  });

  it('include an offline route with what it imports statically and its styles, not its lazy parts', () => {
    const files = precachedFiles(MANIFEST, {
      offlineRoutes: ['src/app/routes/field.tsx'],
      publicFiles: [],
    });
    expect(files).toEqual(
      expect.arrayContaining([
        'assets/0d1e2f3.js',
        'assets/field-4a5b6c7.css',
        'assets/shared-0a1b2c3.js',
        'assets/shared-4d5e6f7.css',
        'assets/zod-8a9b0c1.js',
      ]),
    );
    // The route's map loads when first used; it is stored then.
    expect(files).not.toContain('assets/8d9e0f1.js');
    expect(files).not.toContain('assets/2d3e4f5.js');
  });

  it('leave out the other lazy screens and the lazy parts of the first screens', () => {
    const files = precachedFiles(MANIFEST, {
      offlineRoutes: ['src/app/routes/field.tsx'],
      publicFiles: [],
    });
    expect(files).not.toContain('assets/2a3b4c5.js');
    expect(files).not.toContain('assets/6a7b8c9.js');
  });

  it('are only the shell when the offline route is not in the build', () => {
    const withoutRoute = precachedFiles(MANIFEST, {
      offlineRoutes: ['src/app/routes/no-such-route.tsx'],
      publicFiles: [],
    });
    expect(withoutRoute).toEqual(precachedFiles(MANIFEST, { offlineRoutes: [], publicFiles: [] }));
    expect(withoutRoute).not.toContain('assets/shared-0a1b2c3.js');
  });

  it('name each file once, in a stable order', () => {
    const files = precachedFiles(MANIFEST, {
      offlineRoutes: ['src/app/routes/field.tsx', 'src/app/routes/field.tsx'],
      publicFiles: PUBLIC_FILES,
    });
    expect(new Set(files).size).toBe(files.length);
    expect(files).toEqual([...files].sort());
  });

  it('fail when the manifest names an import it has no entry for', () => {
    const broken: Manifest = {
      'index.html': { file: 'assets/index-1a2b3c4d.js', isEntry: true, imports: ['_gone.js'] },
    };
    expect(() => precachedFiles(broken, { offlineRoutes: [], publicFiles: [] })).toThrow(
      /_gone\.js/,
    );
  });
});

describe('a stored file’s entry', () => {
  const read = (content: string) => async () => new TextEncoder().encode(content);

  it('has no revision for a hashed file: its name changes with its content', async () => {
    let reads = 0;
    const entry = await precacheEntry('assets/0d1e2f3.js', async () => {
      reads++;
      return new Uint8Array();
    });
    expect(entry).toEqual({ url: '/assets/0d1e2f3.js', revision: null });
    expect(reads).toBe(0);
  });

  it("has a revision that follows an unhashed file's content", async () => {
    const first = await precacheEntry('index.html', read('<title>Lendline</title>'));
    const same = await precacheEntry('index.html', read('<title>Lendline</title>'));
    const changed = await precacheEntry('index.html', read('<title>Lendline 2</title>'));
    expect(first.url).toBe('/index.html');
    expect(first.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(same.revision).toBe(first.revision);
    expect(changed.revision).not.toBe(first.revision);
  });
});
