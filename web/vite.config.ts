import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { mantineComponentStyles } from './build/mantine-component-styles.ts';
import { messageCatalogs } from './build/message-catalogs.ts';

export default defineConfig({
  plugins: [react(), mantineComponentStyles(), messageCatalogs(), compressAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Library code most screens use (React, Mantine's core and inputs, TanStack Query) goes
          // in one chunk rather than dozens of small ones: fewer requests on a first visit over
          // HTTP/1.1, and better compression.
          groups: [{ name: 'shared', test: /[\\/]node_modules[\\/]/, minShareCount: 10 }],
        },
      },
      // core is pure (DESIGN.md): importing a constant must not drag in every zod schema.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]core[\\/]src[\\/].*\.ts$/, sideEffects: false }],
      },
    },
  },
});
