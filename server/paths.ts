/**
 * Where the running server finds its files. It runs two ways: from source (`node --import tsx server/main.ts`, this
 * module at server/paths.ts) and built (`node dist/server/main.js`, every module bundled into that one file, so
 * `import.meta.url` is the bundle's). Every path the server reads at run time is resolved here, once, for both.
 */
import { fileURLToPath } from 'node:url';

export interface ServerPaths {
  /** The folder holding package.json and node_modules. */
  packageRoot: string;
  /** The built widget and staff app (vite's output), served at `/`. */
  widget: string;
  /** The index page's prerenderer, built for Node by vite.prerender.config.ts. */
  prerender: string;
  /** The `.sql` files server/db/migrate.ts applies: the source folder, or the build's copy beside the bundle. */
  migrations: string;
  /** The demo host site's module (development only); null when built, as the build leaves it out. */
  demoSite: string | null;
}

/**
 * The paths for the module at `moduleUrl`: built when the module sits in `dist/server/` (scripts/build-server.mjs
 * writes the bundle and copies the migrations there), else from source in `server/`.
 * @example serverPaths('file:///srv/tafel/dist/server/main.js').migrations //=> '/srv/tafel/dist/server/migrations'
 * @example serverPaths('file:///srv/tafel/server/paths.ts').migrations //=> '/srv/tafel/server/db/migrations'
 */
export function serverPaths(moduleUrl: string): ServerPaths {
  const path = (relative: string) => fileURLToPath(new URL(relative, moduleUrl));
  const built = new URL('.', moduleUrl).pathname.endsWith('/dist/server/');
  const root = built ? '../../' : '../';
  return {
    packageRoot: path(root),
    widget: path(`${root}dist/widget`),
    prerender: path(`${root}dist/prerender/prerender.js`),
    migrations: path(built ? './migrations' : './db/migrations'),
    demoSite: built ? null : path('./demo/site.ts'),
  };
}

/** The running server's paths. */
export const SERVER_PATHS = serverPaths(import.meta.url);
