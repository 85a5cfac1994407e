import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import { mockingTestFiles } from '../vitest.mocking-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const MOCKING_FILES = mockingTestFiles(root, ['src']);
// *.postgres.test.ts need a real server (killing connections, …): the PostgreSQL pass runs them.
const POSTGRES_ONLY = process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'];

/**
 * The server's test project: the files that mock a module (`server-mocks`, isolated), or all
 * the others (`server`, one module graph per worker; decision 0091).
 */
export function serverProject(mocking: boolean) {
  return defineProject({
    test: {
      name: mocking ? 'server-mocks' : 'server',
      include: mocking ? MOCKING_FILES : ['src/**/*.test.ts'],
      exclude: mocking ? POSTGRES_ONLY : [...MOCKING_FILES, ...POSTGRES_ONLY],
      isolate: mocking,
      globalSetup: ['src/testing/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });
}
