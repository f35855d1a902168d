import { defineConfig } from 'vitest/config';

// End-to-end tests: a real server and Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 120000,
    // Two files at a time, each with its own browser, against the one server: every file makes its own guests and
    // bookings, so none waits on another's. On the 2-core machine the suite takes about 6 minutes instead of 10.
    fileParallelism: true,
    maxWorkers: 2,
    // In CI a failed browser test runs once more: a click aimed while the embedded frame resizes can still miss on a
    // loaded 2-core machine. A test that fails twice fails the run; a retried pass is listed, to be fixed, not kept.
    retry: process.env.CI ? 1 : 0,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
