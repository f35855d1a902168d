import { defineConfig } from 'vite';

// The loader: one tiny IIFE file, no dependencies, written next to the widget build.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/widget',
    emptyOutDir: false,
    target: 'es2018',
    minify: true,
    reportCompressedSize: false,
    lib: {
      entry: 'loader/loader.ts',
      formats: ['iife'],
      name: 'TafelLoader',
      fileName: () => 'loader.js',
    },
  },
});
