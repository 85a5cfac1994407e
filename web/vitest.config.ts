import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import { messageCatalogs } from './build/message-catalogs.ts';

export default defineProject({
  plugins: [messageCatalogs()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    passWithNoTests: true,
  },
});
