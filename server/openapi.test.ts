import { describe, expect, it } from 'vitest';
import { createApp, type AppDeps } from './app';
import { configFromEnv } from './config';
import { silentLogger } from './observability/log';

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
    log: silentLogger(),
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

  it('every operation has a unique operationId, known tags, a description and its error answers', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      tags: Array<{ name: string; description: string }>;
      paths: Record<
        string,
        Record<string, { operationId: string; tags: string[]; description: string; responses: object }>
      >;
    };
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${path}`, ...operation })),
    );
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.operationId, operation.at).toMatch(/^[a-z][A-Za-z]+$/);
      expect(
        operation.tags.every((tag) => tags.has(tag)),
        operation.at,
      ).toBe(true);
      expect(operation.description.length, operation.at).toBeGreaterThan(10);
      // The service's probes answer no client mistakes: health is 200, ready 200 or 503.
      if (operation.at !== 'get /health' && operation.at !== 'get /ready')
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('4')),
          operation.at,
        ).toBe(true);
    }
  });
});
