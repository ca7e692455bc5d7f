import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real sockets on 127.0.0.1: keep timings generous for a shared 2-core machine.
    testTimeout: 15_000,
  },
});
