import { describe, expect, it } from 'vitest';
import { createApp, type AppDeps } from './app';
import { configFromEnv } from './config';

// The published API description is generated, but its list of paths is written per route: prove none is missing.
const UNDOCUMENTED = new Set(['/openapi.json', '/health', '/images/{}/{}']);
const normalise = (path: string) =>
  path
    .replace(/:[^/]+/g, '{}')
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/\.\{\}$/, '');

describe('/api/openapi.json', () => {
  const app = createApp({
    db: {} as AppDeps['db'],
    now: () => 0,
    config: configFromEnv({}),
    enqueue: async () => '',
  } as AppDeps);

  it('documents every route the API serves, with its method', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${normalise(path)}`),
      ),
    );
    const served = app.routes
      .filter((route) => route.method !== 'ALL' && !UNDOCUMENTED.has(normalise(route.path)))
      .map((route) => `${route.method} ${normalise(route.path)}`);
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });
});
