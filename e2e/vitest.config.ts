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
    // One test process runs every file, one at a time: playwright-core, axe and (for the contract
    // test) the server's modules are imported once, not once per file (4 journeys: 2.5 s of imports
    // instead of 7.4 s). Each file still launches, uses and closes its own browser; the support
    // modules hold no state and no file mocks modules.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: too short for a request on a loaded 2-core CI machine
    // (a notifications journey once saw its header count arrive later than that).
    expect: { poll: { timeout: 15_000 } },
  },
});
