// Builds the server for production (docs/deploy.md): server/main.ts, scripts/staff-admin.ts and scripts/restaurants.ts
// bundled by esbuild into
// dist/server/ as plain JavaScript for Node, with the migrations copied beside them (server/paths.ts finds them
// there), so `node dist/server/main.js` runs after `npm ci --omit=dev`: no tsx, no TypeScript at run time. Packages
// stay outside the bundle, loaded from node_modules; the build fails when the server would load one that
// `npm ci --omit=dev` does not install.
import { build } from 'esbuild';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = 'dist/server';

/**
 * The package a bare import names ('pg', '@hono/node-server/x' → '@hono/node-server'); null for a Node built-in.
 * @example packageOf('@electric-sql/pglite/vector') //=> '@electric-sql/pglite'
 */
export function packageOf(specifier) {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const require = createRequire(import.meta.url);

/**
 * Node's ESM loader finds a package's subpath only as its `exports` map names it, or, without a map, by its full
 * file name: tsx and vite accept `dayjs/plugin/utc`, Node wants `dayjs/plugin/utc.js`. An import Node cannot
 * resolve as written gets the file's name that CommonJS resolution finds; the others are left as they are.
 */
const nodeResolvable = {
  name: 'node-resolvable',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      const name = packageOf(path);
      if (!name || name === path) return { path, external: true };
      // Node 20's import.meta.resolve names the file without looking whether it is there.
      if (existsSync(fileURLToPath(import.meta.resolve(path)))) return { path, external: true };
      const file = require.resolve(path);
      const root = require.resolve(`${name}/package.json`).replace(/package\.json$/, '');
      return { path: `${name}/${relative(root, file).split(sep).join('/')}`, external: true };
    });
  },
};

export async function buildServer() {
  rmSync(OUT, { recursive: true, force: true });
  const result = await build({
    entryPoints: {
      main: 'server/main.ts',
      'staff-admin': 'scripts/staff-admin.ts',
      restaurants: 'scripts/restaurants.ts',
    },
    outdir: OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.12',
    packages: 'external',
    plugins: [nodeResolvable],
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', `${OUT}/migrations`, {
    recursive: true,
    filter: (path) => !path.endsWith('.ts'),
  });

  // The index page's prerenderer, built by vite, loads packages too: read its imports the same way.
  const prerender = await build({
    entryPoints: ['dist/prerender/prerender.js'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
  const loaded = new Set(
    [result, prerender]
      .flatMap(({ metafile }) => Object.values(metafile.outputs))
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external)
      .map((entry) => packageOf(entry.path))
      .filter(Boolean),
  );
  const missing = [...loaded].filter((name) => !(name in dependencies));
  if (missing.length) {
    console.error(
      `The built server loads ${missing.join(', ')}, which package.json lists only as a dev dependency or not at all: ` +
        '`npm ci --omit=dev` would not install it. Move it to dependencies, or keep it out of the server.',
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
