import { defineConfig } from 'vitest/config';

// End-to-end tests: a real server and Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 120000,
    // One file at a time: the files book the same restaurants' first free times through the widget, and two files
    // at once can take the table another has just been offered (tried: 6 minutes instead of 10, but a journey in
    // journey-access.e2e.ts then failed twice in a clean clone's CI run).
    fileParallelism: false,
    // In CI a failed browser test runs once more: a click aimed while the embedded frame resizes can still miss on a
    // loaded 2-core machine. A test that fails twice fails the run; a retried pass is listed, to be fixed, not kept.
    retry: process.env.CI ? 1 : 0,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
