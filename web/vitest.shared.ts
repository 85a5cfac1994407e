import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import { mockingTestFiles } from '../vitest.mocking-files.ts';
import { messageCatalogs } from './build/message-catalogs.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const MOCKING_FILES = mockingTestFiles(root, ['src', 'build']);

/**
 * The web's test project: the files that mock a module (`web-mocks`, isolated), or all the
 * others (`web`, one module graph per worker: 416 s → 133 s; decision 0091).
 */
export function webProject(mocking: boolean) {
  return defineProject({
    plugins: [messageCatalogs()],
    resolve: {
      alias: { '@': `${root}src` },
    },
    test: {
      name: mocking ? 'web-mocks' : 'web',
      include: mocking ? MOCKING_FILES : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: mocking ? [] : MOCKING_FILES,
      isolate: mocking,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      passWithNoTests: true,
    },
  });
}
