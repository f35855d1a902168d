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
    target: 'es2020',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
