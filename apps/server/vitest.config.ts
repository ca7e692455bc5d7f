import { defineConfig } from 'vitest/config';

// Server tests build the real app in-process and talk HTTP to it on a random port, each test file
// on a fresh database. The suite always runs on embedded PGlite (in memory); when DATABASE_URL
// names a PostgreSQL server it runs a second time on that server (a new database per file), so CI
// proves the same code and migrations on both.
const shared = {
  include: ['test/**/*.test.ts'],
  environment: 'node' as const,
  // 60 s: a test that starts a server on an empty database (not the template) now runs the first
  // migrations of its process inside the test; on a loaded 2-core machine that took up to 22 s.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One test process per project runs every file (files still run one at a time, each on its own
  // database and server): the app's modules are imported once, not once per file (about 5 s of
  // CPU each). The app keeps no state in its modules; the tests spy on instances, not modules.
  isolate: false,
  // Migrates and seeds one template database per project before the files start (its comment).
  globalSetup: ['./test/helpers/global-setup.ts'],
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
