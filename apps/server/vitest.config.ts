import { defineConfig } from 'vitest/config';

// Server tests build the real app in-process (PGlite in memory, or a fresh PostgreSQL database per
// file when DATABASE_URL is set) and talk HTTP to it on a random port.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
