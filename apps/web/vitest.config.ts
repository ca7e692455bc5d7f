import { defineConfig } from 'vitest/config';

// Unit tests for the app's own logic (guards, platform helpers). Pure functions, so Node is enough.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', '*.test.ts'],
    // One test process runs every file (one at a time): modules are imported once, not once per
    // file. Tests that stub globals or fake timers restore them in their own afterEach/finally.
    isolate: false,
  },
});
