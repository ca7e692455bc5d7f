import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real sockets on 127.0.0.1: keep timings generous for a shared 2-core machine.
    testTimeout: 15_000,
    // One test process runs every file (one at a time): the modules are imported once, not once
    // per file. The tests keep their state in their own servers and clients, not in modules.
    isolate: false,
  },
});
