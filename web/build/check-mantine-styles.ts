/**
 * Fails when the built web app uses a Mantine component without its stylesheet, or ships a
 * Mantine stylesheet no code uses (the whole styles.css coming back), or when index.html does
 * not declare the order of Mantine's layers first. Run after the build:
 *
 *   npx tsx web/build/check-mantine-styles.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  auditMantineStyles,
  layerOrderProblem,
  mantineClassIndex,
  type ManifestChunk,
} from './mantine-styles-audit.ts';

const DIST = join(import.meta.dirname, '..', 'dist');

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const problems = auditMantineStyles(
  { manifest, read: (file) => readFileSync(join(DIST, file), 'utf8') },
  mantineClassIndex(),
);
const layerOrder = layerOrderProblem(readFileSync(join(DIST, 'index.html'), 'utf8'));
if (layerOrder) problems.push(layerOrder);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
const stylesheets = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
console.info(
  `Mantine styles: every page loads the stylesheets of the components it uses, and no others (${new Set(stylesheets).size} CSS files)`,
);
