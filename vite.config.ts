import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

// The widget: a code-split Preact app served at / of the widget origin.
export default defineConfig({
  root: 'widget',
  base: '/',
  publicDir: 'public',
  plugins: [preact()],
  resolve: {
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  build: {
    outDir: '../dist/widget',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // scripts/budget.mjs reads the manifest to size the index route and each lazy group.
    manifest: true,
    rolldownOptions: {
      // libphonenumber (and its metadata) in a chunk of its own, loaded only where a phone field is on screen.
      output: { manualChunks: (id: string) => (id.includes('node_modules/libphonenumber-js') ? 'phone' : undefined) },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
