import { defineConfig } from 'vitest/config';

// Server tests build the real app in-process and talk HTTP to it on a random port, each test file
// on a fresh database. The suite always runs on embedded PGlite (in memory); when DATABASE_URL
// names a PostgreSQL server it runs a second time on that server (a new database per file), so CI
// proves the same code and migrations on both.
const shared = {
  include: ['test/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};
const postgresUrl = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      // An empty DATABASE_URL means "not set" to the test helpers: PGlite.
      { test: { ...shared, name: 'pglite', env: { DATABASE_URL: '' } } },
      ...(postgresUrl
        ? [{ test: { ...shared, name: 'postgres', env: { DATABASE_URL: postgresUrl } } }]
        : []),
    ],
  },
});
