import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryBreaches, findCycles, projectCycles } from './import-cycles';

describe('import circles are found however the import is written', () => {
  const root = mkdtempSync(join(tmpdir(), 'tafel-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it.each([
    ['a static import', "import { b } from './b';", "import { a } from './a';"],
    ['a type import', "import type { B } from './b';", "import type { A } from './a';"],
    ['a re-export', "export { b } from './b';", "export * from './a';"],
    ['a dynamic import', "export const load = () => import('./b');", "import { a } from './a';"],
  ])('%s both ways is a circle', (name, fromA, fromB) => {
    const folder = name.replace(/\W+/g, '-');
    write(`${folder}/a.ts`, `${fromA}\nexport const a = 1;\nexport type A = number;`);
    write(`${folder}/b.ts`, `${fromB}\nexport const b = 2;\nexport type B = number;`);
    expect(projectCycles(root, [folder])).toEqual([[`${folder}/a.ts`, `${folder}/b.ts`]]);
  });

  it('an import of a folder (index.ts) and of a package are resolved, and a tree without circles passes', () => {
    write('tree/lib/index.ts', "import { z } from 'valibot';\nexport const lib = z;");
    write('tree/main.ts', "import { lib } from './lib';\nexport const main = lib;");
    expect(projectCycles(root, ['tree'])).toEqual([]);
  });

  it('a longer loop is one circle; a file importing itself is one too', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['d']],
          ['e', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c'], ['d']]);
  });
});

describe('the guest widget and the staff app import each other nowhere', () => {
  const root = mkdtempSync(join(tmpdir(), 'tafel-boundaries-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('ui/storage.ts', 'export const storage = 1;');
  write('shared/staff/rules.ts', 'export const rules = 1;');
  write('widget/words.ts', 'export const words = 1;');
  write(
    'staff/app.ts',
    "import { storage } from '../ui/storage';\nimport { rules } from '../shared/staff/rules';",
  );
  write('widget/app.ts', "import { rules } from '../shared/staff/rules';\nimport { words } from './words';");

  it('ui/ and shared/ (even shared/staff/) may be imported from both', () => {
    expect(boundaryBreaches(root, ['ui', 'shared', 'widget', 'staff'])).toEqual([]);
  });

  it.each([
    ['staff/late.ts', "import { words } from '../widget/words';", 'staff/late.ts -> widget/words.ts'],
    ['widget/late.ts', "export const load = () => import('../staff/app');", 'widget/late.ts -> staff/app.ts'],
    ['ui/late.ts', "import type { W } from '../widget/words';", 'ui/late.ts -> widget/words.ts'],
  ])('%s crossing into the other app is named', (file, text, breach) => {
    write(file, text);
    expect(boundaryBreaches(root, ['ui', 'shared', 'widget', 'staff'])).toContain(breach);
    rmSync(join(root, file));
  });
});
