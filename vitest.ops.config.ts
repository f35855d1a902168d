import { defineConfig } from 'vitest/config';

// Operations tests (issue 26): real server processes under database faults, behind nginx, restored from a backup.
// They run after the build, one file at a time: each loads the 2-core machine on its own.
export default defineConfig({
  test: {
    include: ['tests/ops/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
