import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['core', 'server', 'web'],
  },
});
