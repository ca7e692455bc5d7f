import { defineConfig } from 'vitest/config';

// Tests of the repo's own tooling (lint rules, scripts), run last by `npm test`.
export default defineConfig({
  test: { root: 'scripts', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
