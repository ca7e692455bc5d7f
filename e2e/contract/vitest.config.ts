import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The contract test alone, without the journeys' global setup (no browser, no built portal needed):
//   npx vitest run --config contract/vitest.config.ts        (from e2e/)
// The e2e workspace's own config (npm run test:e2e) runs it too, after building the portal.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
