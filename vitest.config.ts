import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Each of server and web is two projects: the files that mock a module, isolated, and the rest
    // sharing one module graph per worker (decision 0091). `--project 'server*'` selects both.
    projects: [
      'core',
      'server',
      'server/vitest.mocks.config.ts',
      'web',
      'web/vitest.mocks.config.ts',
    ],
    // Vitest's default leaves one core to its main process, which mostly waits: on a two-core
    // machine that runs the files one at a time. A worker per core measured 153 s -> 108 s on
    // 17 server files (docs/decisions/0083-test-workers-and-journey-concurrency.md).
    maxWorkers: availableParallelism(),
  },
});
