import { defineConfig } from 'vitest/config';

// Unit tests for the app's own logic (guards, platform helpers). Pure functions, so Node is enough.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', '*.test.ts'],
  },
});
