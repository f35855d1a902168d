import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_PATHS, serverPaths } from './paths';

describe('the server finds its files from source and built alike', () => {
  it.each([
    [
      'from source (tsx)',
      'file:///srv/tafel/server/paths.ts',
      {
        packageRoot: '/srv/tafel/',
        widget: '/srv/tafel/dist/widget',
        prerender: '/srv/tafel/dist/prerender/prerender.js',
        migrations: '/srv/tafel/server/db/migrations',
        demoSite: '/srv/tafel/server/demo/site.ts',
      },
    ],
    [
      'built (one bundle in dist/server)',
      'file:///srv/tafel/dist/server/main.js',
      {
        packageRoot: '/srv/tafel/',
        widget: '/srv/tafel/dist/widget',
        prerender: '/srv/tafel/dist/prerender/prerender.js',
        migrations: '/srv/tafel/dist/server/migrations',
        demoSite: null,
      },
    ],
    [
      'from source, in a folder whose name starts with dist',
      'file:///srv/distant/server/paths.ts',
      {
        packageRoot: '/srv/distant/',
        widget: '/srv/distant/dist/widget',
        prerender: '/srv/distant/dist/prerender/prerender.js',
        migrations: '/srv/distant/server/db/migrations',
        demoSite: '/srv/distant/server/demo/site.ts',
      },
    ],
  ])('%s', (_, moduleUrl, expected) => {
    expect(serverPaths(moduleUrl)).toEqual(expected);
  });

  it('this checkout: the package root holds package.json, the migrations folder exists', () => {
    expect(existsSync(`${SERVER_PATHS.packageRoot}package.json`)).toBe(true);
    expect(existsSync(SERVER_PATHS.migrations)).toBe(true);
    expect(existsSync(SERVER_PATHS.demoSite!)).toBe(true);
  });
});
