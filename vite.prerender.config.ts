import { defineConfig, mergeConfig } from 'vite';
import widgetConfig from './vite.config.ts';

// The index page's prerenderer (widget/prerender.tsx) for the server, built for Node into dist/prerender/ (not served):
// the server draws the index page into the iframe's first response with the widget's own components.
export default mergeConfig(
  widgetConfig,
  defineConfig({
    build: {
      ssr: 'prerender.tsx',
      outDir: '../dist/prerender',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { manualChunks: undefined } },
    },
  }),
);
