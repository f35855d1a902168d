/**
 * Import circles in the tree: two or more modules that import each other, directly or round a loop; and imports
 * across the two browser apps (widget/ and staff/ share only ui/ and shared/).
 * Every relative import counts (static, `import type`, `export … from` and `import()`), because a
 * circle of types is still two files that cannot be read one before the other.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.data', '.tmp']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names: `./x` is x.ts, x.tsx or x/index.ts; a package gives null. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Each file's relative imports, as resolved file paths. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((imported) => resolveImport(file, imported.fileName))
        .filter((target): target is string => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * Every circle in a graph, each once, as the list of its files (Tarjan's strongly connected components:
 * a component of two or more files, or a file that imports itself, is a circle).
 * @example findCycles(new Map([['a', ['b']], ['b', ['a']]])) //=> [['a', 'b']]
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The import graph of the project's own source folders, with paths relative to `root`. */
function projectGraph(root: string, folders: readonly string[]): Map<string, string[]> {
  const files = folders
    .map((folder) => join(root, folder))
    .filter(existsSync)
    .flatMap(sourceFiles);
  const graph = importGraph(files);
  return new Map(
    [...graph].map(([file, targets]) => [
      relative(root, file),
      targets.map((target) => relative(root, target)),
    ]),
  );
}

/** The circles among the project's own source folders, with paths relative to `root`. */
export function projectCycles(root: string, folders: readonly string[]): string[][] {
  return findCycles(projectGraph(root, folders));
}

/** The folders each top-level folder may not import: the guest widget and the staff app meet only in ui/ and shared/. */
export const FORBIDDEN_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  widget: ['staff'],
  staff: ['widget'],
  ui: ['widget', 'staff'],
};

/**
 * Every import that crosses a forbidden boundary, as 'importer -> imported'.
 * @example boundaryBreaches(root, ['staff', 'widget']) //=> ['staff/app.tsx -> widget/state/storage.ts'] (if it did)
 */
export function boundaryBreaches(
  root: string,
  folders: readonly string[],
  forbidden: Readonly<Record<string, readonly string[]>> = FORBIDDEN_IMPORTS,
): string[] {
  const topOf = (path: string) => path.split(/[\\/]/)[0]!;
  return [...projectGraph(root, folders)].flatMap(([file, targets]) =>
    targets
      .filter((target) => forbidden[topOf(file)]?.includes(topOf(target)))
      .map((target) => `${file} -> ${target}`),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const folders = ['shared', 'ui', 'widget', 'staff', 'server', 'loader', 'scripts', 'tests'];
  const cycles = projectCycles(process.cwd(), folders);
  for (const cycle of cycles) console.error(`import circle: ${cycle.join(' <-> ')}`);
  const breaches = boundaryBreaches(process.cwd(), folders);
  for (const breach of breaches) console.error(`import across apps: ${breach}`);
  if (cycles.length || breaches.length) process.exit(1);
  console.log('import circles: none; imports across apps: none');
}
