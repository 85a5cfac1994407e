import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['core', 'server', 'web'],
    // Vitest's default leaves one core to its main process, which mostly waits: on a two-core
    // machine that runs the files one at a time. A worker per core measured 153 s -> 108 s on
    // 17 server files (docs/decisions/0083-test-workers-and-journey-concurrency.md).
    maxWorkers: availableParallelism(),
  },
});
