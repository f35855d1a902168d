import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { fileURLToPath } from 'node:url';

// Vite's dynamic-import helper, swapped for widget/build/preload-helper.ts (same job; the README's size section says why).
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const smallPreloadHelper = {
  name: 'tafel:small-preload-helper',
  enforce: 'pre' as const,
  load(id: string) {
    if (id !== PRELOAD_HELPER_ID) return null;
    const file = fileURLToPath(new URL('./widget/build/preload-helper.ts', import.meta.url));
    return `export { __vitePreload } from ${JSON.stringify(file)};`;
  },
};

// shared/schemas build valibot schemas at module level through `v.*` calls, which rolldown keeps even when unused
// (it does not carry valibot's no-side-effect annotations through the namespace). Marking the schema builders pure
// lets an unused schema (and the valibot actions only it needs) drop out. Never parse/is/assert: those may throw.
const SCHEMA_MODULE = /[\\/]shared[\\/]schemas[\\/][\w-]+\.ts$/;
const pureSchemaBuilders = {
  name: 'tafel:pure-schema-builders',
  transform(code: string, id: string) {
    if (!SCHEMA_MODULE.test(id) || id.endsWith('.test.ts')) return null;
    return {
      code: code.replace(
        /(?<![\w.$])v\.(?!(?:parse|safeParse|is|assert|parser|safeParser|getDotPath)\b)(\w+)\(/g,
        '/* @__PURE__ */ v.$1(',
      ),
      map: null,
    };
  },
};

// The widget: a code-split Preact app served at / of the widget origin.
export default defineConfig({
  root: 'widget',
  base: '/',
  publicDir: 'public',
  plugins: [preact(), smallPreloadHelper, pureSchemaBuilders],
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
      output: {
        manualChunks: (id: string) => (id.includes('node_modules/libphonenumber-js') ? 'phone' : undefined),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
