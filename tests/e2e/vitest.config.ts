import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // The demo is seeded once; each file's server starts on a copy of it (global-setup.ts).
    globalSetup: ['tests/e2e/global-setup.ts'],
    // The installed add-ons, into the catalogue the tests read (installed/index.ts).
    setupFiles: ['installed/index.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server per file, two files at once: a file spends much of its time waiting on its
    // server or its page, which the other uses (a 2-core machine: 7 min instead of 10½, every file passing).
    fileParallelism: true,
    maxWorkers: 2,
    // A page waits on the server and renders in transitions: give a polled expectation the time a locator gets.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
