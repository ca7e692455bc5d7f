import { defineConfig } from 'vitest/config';

// Journeys in a real Chromium against the built portal served by the real server (see
// support/global-setup.ts). Files run one at a time: each drives a browser, and the machine is small.
export default defineConfig({
  test: {
    environment: 'node',
    // The journeys, and the api teammate's client <-> server contract test (e2e/contract).
    include: ['test/**/*.test.ts', 'contract/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: too short for a request on a loaded 2-core CI machine
    // (a notifications journey once saw its header count arrive later than that).
    expect: { poll: { timeout: 15_000 } },
  },
});
