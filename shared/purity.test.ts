import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// shared/ is the pure rules module: no DOM, no network, no storage, no clock of its own.
const SHARED = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const FORBIDDEN: Array<[rule: string, pattern: RegExp]> = [
  ['imports nothing from widget/', /from\s+['"][^'"]*\.\.\/(\.\.\/)*widget\//],
  ['imports nothing from server/', /from\s+['"][^'"]*\.\.\/(\.\.\/)*server\//],
  ['imports nothing from loader/', /from\s+['"][^'"]*\.\.\/(\.\.\/)*loader\//],
  ['imports no Node built-in', /from\s+['"]node:/],
  ['imports no UI library', /from\s+['"](preact|react|@preact\/[^'"]+|preact-iso)['"]/],
  ['touches no DOM global', /\b(window|document|navigator)\s*\./],
  ['touches no storage', /\b(localStorage|sessionStorage|indexedDB)\b/],
  ['does no network', /\b(fetch|XMLHttpRequest|WebSocket)\s*\(/],
  ['reads no clock of its own', /\bDate\.now\s*\(|new Date\(\s*\)|dayjs\(\s*\)|dayjs\.tz\(\s*\)/],
  ['uses no randomness of its own', /\bMath\.random\s*\(/],
];

describe('shared/ stays pure', () => {
  const files = sourceFiles(SHARED);
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const [rule, pattern] of FORBIDDEN) {
    it(`every file ${rule}`, () => {
      const offenders = files
        .filter((file) => pattern.test(readFileSync(file, 'utf8')))
        .map((f) => relative(SHARED, f));
      expect(offenders).toEqual([]);
    });
  }
});
