import { defineConfig, mergeConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import widgetConfig from './vite.config.ts';

// The restaurant staff app: a second page beside the widget (staff/staff.html, served at /staff by
// server/static.ts), built on its own into the same folder. One build with both pages as inputs would move the code
// the two share (Preact, signals, the time rules) into common chunks, re-cutting the guest's chunks: the guest's
// index route grew by 0.7 KB and two of its ceilings were passed. Built apart, the guest's output stays as it was and
// the guest can never load a staff file.
export default mergeConfig(
  widgetConfig,
  defineConfig({
    // Its own root, so staff/staff.html builds to dist/widget/staff.html beside the widget's page.
    root: 'staff',
    // The favicon and images are the widget's; the staff build copies none of them (copyPublicDir below).
    publicDir: '../widget/public',
    build: {
      outDir: '../dist/widget',
      emptyOutDir: false,
      copyPublicDir: false,
      // Beside the widget's own manifest, for scripts/widget-budget.mjs.
      manifest: '.vite/staff-manifest.json',
      rolldownOptions: {
        input: { staff: fileURLToPath(new URL('./staff/staff.html', import.meta.url)) },
      },
    },
  }),
);
