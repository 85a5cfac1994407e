import { defineConfig } from 'tsup';

// core is TypeScript source: bundle it in, keep real npm packages external.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@lendline/core'],
});
