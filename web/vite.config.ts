import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
      // core is pure (DESIGN.md): importing a constant must not drag in every zod schema.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]core[\\/]src[\\/].*\.ts$/, sideEffects: false }],
      },
    },
  },
});
