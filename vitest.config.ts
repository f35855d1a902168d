import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Unit tests sit beside the code they test. Widget and staff tests get a DOM (happy-dom); the rest run in Node.
export default defineConfig({
  plugins: [preact()],
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'loader/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          testTimeout: 30000,
          hookTimeout: 60000,
          // One PGlite migrated and seeded for the run, which the harnesses open from (server/testing/pglite-template.ts).
          globalSetup: ['server/testing/pglite-template.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'widget',
          environment: 'happy-dom',
          include: ['widget/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}'],
          // Both languages' base texts, as a test draws the app synchronously in either (widget/testing/setup.ts).
          setupFiles: ['widget/testing/setup.ts'],
        },
      },
      {
        extends: true,
        // The staff app and the common UI folder both apps import: a DOM, none of the widget's start-up.
        test: {
          name: 'staff',
          environment: 'happy-dom',
          include: ['staff/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
