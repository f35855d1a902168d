import { describe, expect, it } from 'vitest';
import { toOpenApiPath } from './openapi-paths';
import { standaloneApp } from './openapi-standalone';

interface Operation {
  operationId: string;
  tags: string[];
  description: string;
  responses: object;
}

describe('/api/openapi.json', () => {
  const app = standaloneApp();
  const document = async () =>
    (await (await app.request('/openapi.json')).json()) as {
      tags: Array<{ name: string; description: string }>;
      paths: Record<string, Record<string, Operation>>;
    };
  const served = [
    ...new Set(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`),
    ),
  ];

  it('documents every route the API serves, with its method, and nothing it does not serve', async () => {
    const { paths } = await document();
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('every operation has a unique operationId, known tags, a description and its error answers', async () => {
    const doc = await document();
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
      // The service's own routes answer no client mistakes: health is 200, ready 200 or 503.
      if (!operation.tags.includes('Service'))
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('4')),
          operation.at,
        ).toBe(true);
    }
  });
});
