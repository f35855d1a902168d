import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// ARCHITECTURE: phone metadata loads only when needed, so these modules must not reach libphonenumber-js.
const SHARED = fileURLToPath(new URL('..', import.meta.url));

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** Every module a file reaches through its static imports, packages by name. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  for (const specifier of importsOf(file)) {
    if (!specifier.startsWith('.')) {
      seen.add(specifier);
      continue;
    }
    const base = join(dirname(file), specifier);
    const target = [`${base}.ts`, join(base, 'index.ts'), base].find(
      (path) => existsSync(path) && path.endsWith('.ts'),
    );
    if (!target || seen.has(target)) continue;
    seen.add(target);
    reachable(target, seen);
  }
  return seen;
}

describe('phone metadata stays out of modules the widget loads first', () => {
  it.each([
    'schemas/index.ts',
    'reservation-form.ts',
    'schemas/code.ts',
    'people/clean-person.ts',
    'people/email.ts',
    'time/index.ts',
    'party-size/index.ts',
  ])('%s does not import libphonenumber-js', (file) => {
    const modules = [...reachable(join(SHARED, file))].map((path) =>
      path.startsWith('/') ? relative(SHARED, path) : path,
    );
    expect(
      modules.filter((name) => name.startsWith('libphonenumber-js') || name === 'people/phone.ts'),
    ).toEqual([]);
  });

  it.each(['schemas/reservation-details.ts', 'schemas/user-form.ts', 'schemas/retrieve-form.ts'])(
    '%s does use it (the check can fail)',
    (file) => {
      expect([...reachable(join(SHARED, file))]).toContain('libphonenumber-js/min');
    },
  );
});
