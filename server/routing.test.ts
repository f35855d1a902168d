/**
 * Whatever a client sends to the one process (server/main.ts: the API under /api, the widget at
 * /), a path the API does not have is its JSON 404 for every method, and a malformed path is a 4xx with
 * {error, message}, never the widget's page or a 500.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetAndApi } from './app';
import { staticWidget } from './static';
import { createHarness, type Harness } from './testing/harness';
import { tempWidgetRoot } from './testing/widget-root';

describe('the one process: the API under /api, the widget at /', () => {
  const { root, remove } = tempWidgetRoot();
  let h: Harness;
  let app: Hono;
  beforeAll(async () => {
    h = await createHarness();
    app = widgetAndApi(h.app, staticWidget({ root }), h.config);
  });
  afterAll(async () => {
    remove();
    await h?.close();
  });

  it.each(
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) =>
      ['/api', '/api/', '/api/nope', '/api/sites/x/y/z', '/api/dev/outbox'].map(
        (path) => [method, path] as const,
      ),
    ),
  )('%s %s: the API’s JSON 404', async (method, path) => {
    const answer = await app.request(path, { method });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toEqual({ error: 'not_found', message: 'No such API route' });
  });

  it('the API still answers what it has', async () => {
    const answer = await app.request('/api/health');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
  });

  it.each(['/%E0%A4%A', '/assets/%E0%A4%A.js', '/filter/%ZZ', '/%'])(
    'GET %s (malformed percent-encoding): 400 with {error, message}',
    async (path) => {
      const answer = await app.request(path);
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { error: string; message: string };
      expect(body.error).toBeTruthy();
      expect(body.message).toBeTruthy();
    },
  );

  it('a widget route still gets the widget’s page', async () => {
    const answer = await app.request('/reservations/retrieve');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Tafel</title>');
  });
});
