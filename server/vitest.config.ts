import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // *.postgres.test.ts need a real server (killing connections, …): the PostgreSQL pass runs them.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
