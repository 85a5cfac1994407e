/**
 * The JavaScript a first visit downloads: the entry chunk and its static imports, plus the
 * landing and login screens with theirs, each chunk counted once, gzipped at level 9.
 * Reads the Vite manifest of a built web app (npm run build).
 *
 *   npx tsx bench/first-load.ts [--max-kb 170]
 * With --max-kb it exits 1 above the budget, so CI keeps the 170 kB limit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const DIST = join(import.meta.dirname, '..', 'web', 'dist');
const FIRST_LOAD_SCREENS = ['src/app/routes/landing.tsx', 'src/app/routes/login.tsx'];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function collect(key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const chunks = new Set<string>();
for (const key of [...entries, ...FIRST_LOAD_SCREENS]) collect(key, chunks);

const gzippedBytes = [...chunks]
  .map((key) => manifest[key]!.file)
  .filter((file) => file.endsWith('.js'))
  .reduce(
    (total, file) => total + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length,
    0,
  );
const kilobytes = gzippedBytes / 1000;
console.info(
  `first load (entry + landing + login): ${chunks.size} chunks, ${kilobytes.toFixed(1)} kB gzipped JS`,
);

const maxIndex = process.argv.indexOf('--max-kb');
if (maxIndex !== -1) {
  const budget = Number(process.argv[maxIndex + 1]);
  if (kilobytes > budget) {
    console.error(`Over the first-load budget of ${budget} kB`);
    process.exit(1);
  }
}
