import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadedBefore, type ManifestChunk } from './vite-manifest.ts';

export type { ManifestChunk } from './vite-manifest.ts';

export interface BuiltApp {
  manifest: Record<string, ManifestChunk>;
  /** The text of a file of the build, by its path in the manifest. */
  read(file: string): string;
}

/** Mantine's class names (`m_77c9d27d`) and the stylesheet that styles each (`Button`). */
export type MantineClassIndex = ReadonlyMap<string, string>;

const DEFINED_CLASS = /\.(m_[0-9a-f]{5,8})\b/g;
const QUOTED_CLASS = /["'`](m_[0-9a-f]{5,8})["'`]/g;

const require = createRequire(import.meta.url);

export function classesDefinedIn(css: string): Set<string> {
  return new Set([...css.matchAll(DEFINED_CLASS)].map((match) => match[1]!));
}

export function classesUsedIn(js: string): Set<string> {
  return new Set([...js.matchAll(QUOTED_CLASS)].map((match) => match[1]!));
}

/** Reads the class names from Mantine's per-component stylesheets, the notifications and charts ones. */
export function mantineClassIndex(): MantineClassIndex {
  const index = new Map<string, string>();
  const coreStyles = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  for (const file of readdirSync(coreStyles)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    for (const name of classesDefinedIn(readFileSync(join(coreStyles, file), 'utf8'))) {
      index.set(name, file.slice(0, -'.css'.length));
    }
  }
  const notifications = readFileSync(require.resolve('@mantine/notifications/styles.css'), 'utf8');
  for (const name of classesDefinedIn(notifications)) index.set(name, 'notifications');
  const charts = readFileSync(require.resolve('@mantine/charts/styles.css'), 'utf8');
  for (const name of classesDefinedIn(charts)) index.set(name, 'charts');
  return index;
}

/**
 * What is wrong with the Mantine CSS of a build, as sentences (none when all is well):
 * - a page whose code uses a component whose stylesheet does not load with it. A page is the
 *   entry plus one lazily loaded chunk, with their static imports: the CSS that surely loads;
 * - a stylesheet shipped for a component no code uses (as when the whole styles.css is back).
 */
export function auditMantineStyles(app: BuiltApp, index: MantineClassIndex): string[] {
  const { manifest } = app;
  const problems: string[] = [];
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const lazy = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const usedAnywhere = new Set<string>();
  for (const page of [undefined, ...lazy]) {
    const { chunks } = loadedBefore(manifest, page ? [...entries, page] : entries);
    const js = [...chunks].map((key) => app.read(manifest[key]!.file)).join('\n');
    const css = [...chunks]
      .flatMap((key) => manifest[key]!.css ?? [])
      .map((file) => app.read(file))
      .join('\n');
    const loaded = classesDefinedIn(css);
    const missing = new Map<string, string[]>();
    for (const name of classesUsedIn(js)) {
      const stylesheet = index.get(name);
      if (!stylesheet) continue;
      usedAnywhere.add(stylesheet);
      if (!loaded.has(name)) missing.set(stylesheet, [...(missing.get(stylesheet) ?? []), name]);
    }
    for (const [stylesheet, names] of missing) {
      problems.push(
        `${page ?? 'the entry'} uses Mantine's ${stylesheet} without its stylesheet (${names.join(', ')})`,
      );
    }
  }
  const shipped = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) {
      for (const name of classesDefinedIn(app.read(file))) {
        const stylesheet = index.get(name);
        if (stylesheet) shipped.add(stylesheet);
      }
    }
  }
  for (const stylesheet of shipped) {
    if (!usedAnywhere.has(stylesheet)) {
      problems.push(`the build ships Mantine's ${stylesheet} stylesheet, which no code uses`);
    }
  }
  return problems;
}

/**
 * The first stylesheet to name a layer fixes its place, and chunks load in any order, so the
 * page must declare the order of Mantine's layers before any stylesheet (see
 * mantine-component-styles.ts). A sentence when it does not, else null.
 */
export function layerOrderProblem(indexHtml: string): string | null {
  const order = indexHtml.search(/<style>@layer mantine\.baseline\b/);
  const stylesheet = indexHtml.search(/<link rel="stylesheet"/);
  if (order === -1) return "index.html does not declare the order of Mantine's layers";
  if (stylesheet !== -1 && stylesheet < order) {
    return "index.html links a stylesheet before it declares the order of Mantine's layers";
  }
  return null;
}
