// Widget size budgets (SPEC budgets of the shell issue), from Vite's manifest (dist/widget/.vite/manifest.json):
// the index route (entry + its static imports + CSS), each lazy group (its own files, phone metadata excluded),
// and libphonenumber's own chunk, which no group may import statically.
import { existsSync, readFileSync } from 'node:fs';

const DIST = 'dist/widget';
const MANIFEST = `${DIST}/.vite/manifest.json`;
export const WIDGET_BUDGETS = { indexRoute: 23 * 1024, lazyGroup: 20 * 1024, phone: 32 * 1024 };
const GROUPS = { reserve: 'routes/reserve/index.ts', edit: 'routes/edit/index.ts', retrieve: 'routes/retrieve/index.ts', user: 'routes/user/index.ts' };

/** Files a manifest entry needs before it runs: itself, its static imports (recursively) and their CSS. */
export function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([entry.file, ...(entry.css ?? [])]);
  for (const imported of entry.imports ?? []) for (const file of staticClosure(manifest, imported, seen)) files.add(file);
  return files;
}

const isPhoneChunk = (manifest, key) => /libphonenumber|(^|\/)_?phone[-.]/.test(key) || /(^|\/)phone-[\w-]+\.js$/.test(manifest[key]?.file ?? '');

/** Adds the widget rows to the loader engineer's table through their `check(name, bytes, budget)`. */
export function checkWidgetBudgets(check, gz) {
  if (!existsSync(MANIFEST)) {
    check('widget manifest (run npm run build)', Infinity, 0);
    return;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const sum = (files) => [...files].reduce((total, file) => total + gz(`${DIST}/${file}`), 0);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  const indexRoute = staticClosure(manifest, entryKey);
  check('widget index route (JS + CSS)', sum(indexRoute), WIDGET_BUDGETS.indexRoute);

  const phoneKeys = Object.keys(manifest).filter((key) => isPhoneChunk(manifest, key));
  const phoneFiles = new Set(phoneKeys.map((key) => manifest[key].file));
  for (const [group, source] of Object.entries(GROUPS)) {
    const own = [...staticClosure(manifest, source)].filter((file) => !indexRoute.has(file));
    const statics = own.filter((file) => phoneFiles.has(file));
    // Phone metadata loads when a phone field is on screen, never with the group itself.
    if (statics.length) check(`widget ${group}: imports libphonenumber statically`, Infinity, 0);
    check(`widget lazy group ${group}`, sum(own.filter((file) => !phoneFiles.has(file))), WIDGET_BUDGETS.lazyGroup);
  }
  if (phoneFiles.size) check('widget libphonenumber chunk', sum(phoneFiles), WIDGET_BUDGETS.phone);
}
