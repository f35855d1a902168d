import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, projectCycles } from './import-cycles';

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
