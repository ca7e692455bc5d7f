import { defineConfig } from 'vitest/config';

// The issue requires >= 95 % line coverage of packages/domain, reported by `npm test`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One test process runs every file (one at a time): zod and the schemas are imported once, not
    // once per file (pure functions: the modules hold no state to leak between files).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
