import { defineConfig } from 'vitest/config';

// Operations tests: the built server behind nginx, a backup restored, database faults under load. They run after `npm run build`
// (scripts/test.mjs); the global setup builds the server bundle again so it is this checkout's.
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two files at once: the point-in-time test mostly waits for its own PostgreSQL to start and stop.
    maxWorkers: 2,
    globalSetup: ['tests/deploy/global-setup.ts'],
  },
});
