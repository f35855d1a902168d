// Builds the widget and loader when dist/ is missing or older than any source file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const SOURCES = [
  'widget',
  'staff',
  'ui',
  'loader',
  'shared',
  'vite.config.ts',
  'vite.loader.config.ts',
  'vite.prerender.config.ts',
  'vite.staff.config.ts',
  'package.json',
];
const OUTPUTS = [
  'dist/widget/index.html',
  'dist/widget/staff.html',
  'dist/widget/loader.js',
  'dist/prerender/prerender.js',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

export function buildIfNeeded({ force = false } = {}) {
  const builtAt = Math.min(...OUTPUTS.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  const sourcesAt = Math.max(...SOURCES.map(newestMtime));
  if (!force && builtAt > 0 && builtAt >= sourcesAt) return false;
  console.log('Building the widget and the loader…');
  execSync('npm run build --silent', { stdio: 'inherit' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfNeeded({ force: process.argv.includes('--force') });
