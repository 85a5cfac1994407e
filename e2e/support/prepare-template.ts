/**
 * Seeds the demo data once for a whole run of the journeys (`npm test` in e2e): starts the
 * built server on an empty data folder, lets it migrate and seed, stops it cleanly and marks the
 * folder ready. Every suite then starts on a copy (support/server.ts), about ten seconds less a
 * suite. The folder is the one named by LENDLINE_E2E_SEEDED_DATA.
 */
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { markSeededTemplate, SEEDED_TEMPLATE_ENV, startServer } from './server.ts';

const folder = process.env[SEEDED_TEMPLATE_ENV];
if (!folder) throw new Error(`${SEEDED_TEMPLATE_ENV} names no folder to seed`);
const dataDir = resolve(folder);
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
const startedAt = Date.now();
// Seeding is the slow part of a start (about ten seconds on a quiet machine): give it room.
const server = await startServer(
  'seeded-template',
  {},
  {
    keepDataDir: dataDir,
    healthTimeoutMs: 300_000,
  },
);
await server.stop();
await markSeededTemplate(dataDir);
console.info(`Seeded the journeys' data once in ${Date.now() - startedAt} ms (${dataDir})`);
