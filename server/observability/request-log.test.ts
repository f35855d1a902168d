/**
 * Every request has an id (our proxy's, or a new one) echoed as X-Request-Id and one access line naming its route's
 * pattern, never its path; a fault is logged with where it happened, never the path or the error's message.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, widgetAndApi } from '../app';
import { configFromEnv } from '../config';
import { enqueueNotification } from '../notify/outbox.js';
import { createHarness, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { createLogger, silentLogger } from './log';
import { httpRequests } from './metrics';
import { isUsableRequestId } from './request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RESERVATION_ID = 'Zq3xN8vK2mLp9RtY4wBc7D';

describe('request ids and access lines (observability/request-log.ts)', () => {
  let h: Harness;
  let lines: Array<Record<string, unknown>> = [];
  let raw = '';

  /** The whole app as server/main.ts mounts it, with a route that fails and the widget's that fails. */
  function mounted(env: Record<string, string> = {}) {
    const config = { ...h.config, ...configFromEnv({ PUBLIC_WIDGET_URL: 'http://widget.test', ...env }) };
    const log = createLogger(
      { production: true, logLevel: 'info', logPretty: undefined },
      {
        destination: {
          write: (line: string) => {
            raw += line;
            lines.push(JSON.parse(line));
          },
        },
      },
    );
    const failing = new Hono().get('/:secret', () => {
      throw new Error('duplicate key: anna@example.nl');
    });
    const api = createApp(
      { db: h.db, config, now: () => h.clock.now, enqueue: enqueueNotification, log: silentLogger() },
      { extraRoutes: { '/failing': failing } },
    );
    const widget = new Hono().get('*', (c) => {
      if (c.req.path.endsWith('/broken')) throw new Error('widget broke on anna@example.nl');
      return c.text('page');
    });
    return widgetAndApi(api, widget, config, { log });
  }

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const accessLines = () => lines.filter((line) => line.msg === 'request');

  it.each([
    // [case, TRUST_PROXY, peer, X-Request-Id sent, taken]
    ['no header: a new id', undefined, '203.0.113.9', undefined, false],
    [
      'a client writes one without a trusted proxy: not taken',
      undefined,
      '203.0.113.9',
      'client-chosen-id',
      false,
    ],
    ['through the one trusted proxy: taken', '1', '10.0.0.2', 'proxy-id-1f2e3d', true],
    ['through a listed proxy: taken', '10.0.0.2', '10.0.0.2', 'Root=1-67891233-abcdef/0.1', true],
    [
      'a listed proxy, but the request came from elsewhere: not taken',
      '10.0.0.2',
      '203.0.113.9',
      'abc123',
      false,
    ],
    ['through the proxy but with a space: not taken', '1', '10.0.0.2', 'id with space', false],
    ['through the proxy but 129 characters: not taken', '1', '10.0.0.2', 'a'.repeat(129), false],
    ['through the proxy but with a quote: not taken', '1', '10.0.0.2', 'id"}', false],
  ])('%s', async (_, trust, peer, sent, taken) => {
    lines = [];
    const app = mounted(trust ? { TRUST_PROXY: trust } : {});
    const headers: Record<string, string> = { 'x-test-client-ip': peer };
    if (sent !== undefined) headers['x-request-id'] = sent;
    const answer = await app.request('/api/health', { headers });
    const id = answer.headers.get('x-request-id');
    if (taken) expect(id).toBe(sent);
    else expect(id).toMatch(UUID);
    expect(accessLines()).toEqual([expect.objectContaining({ req_id: id })]);
  });

  it.each([
    ['a3f9c2e1-7b4d-4e8a-9c1f-2a6b8d0e4f17', true],
    ['0123456789abcdef', true],
    ['x'.repeat(128), true],
    ['', false],
    ['x'.repeat(129), false],
    ['a\nb', false],
    ['<script>', false],
  ])('isUsableRequestId(%j) is %s', (value, usable) => {
    expect(isUsableRequestId(value)).toBe(usable);
  });

  it.each([
    // [request, route pattern, status]
    [
      `/api/sites/${SITE_AMSTERDAM}/reservations/${RESERVATION_ID}`,
      '/api/sites/:siteId/reservations/:reservationId',
      401,
    ],
    [`/api/deal-codes/SECRET-DEAL-9`, '/api/deal-codes/:code', 422],
    [`/api/dev-nothing/${RESERVATION_ID}`, '/api/*', 404],
    [`/${RESERVATION_ID}/u`, '/*', 200],
  ])('GET %s: one access line with the pattern %s, never the path', async (path, route, status) => {
    lines = [];
    raw = '';
    const answer = await mounted().request(path, { headers: { authorization: `Bearer ${RESERVATION_ID}` } });
    expect(answer.status).toBe(status);
    expect(accessLines()).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        pid: expect.any(Number),
        hostname: expect.any(String),
        req_id: answer.headers.get('x-request-id'),
        method: 'GET',
        route,
        status,
        duration_ms: expect.any(Number),
        msg: 'request',
      },
    ]);
    expect(raw).not.toContain(RESERVATION_ID);
    expect(raw).not.toContain('SECRET-DEAL-9');
    expect(await httpRequests.get()).toMatchObject({
      values: expect.arrayContaining([
        expect.objectContaining({ labels: { method: 'GET', route, status: String(status) } }),
      ]),
    });
  });

  it.each([
    ['an API route', '/api/failing/s3cret-value', '/api/failing/:secret', 'application/json'],
    ['a widget route', '/s3cret-value/broken', '/*', 'text/plain'],
  ])(
    "a fault in %s: 500 without details, logged with the route's pattern and the stack's frames only",
    async (_, path, route, type) => {
      lines = [];
      raw = '';
      const answer = await mounted().request(path);
      expect(answer.status).toBe(500);
      expect(answer.headers.get('content-type')).toContain(type);
      const id = answer.headers.get('x-request-id');
      const fault = lines.find((line) => line.msg === 'server error');
      expect(fault).toMatchObject({ level: 'error', req_id: id, method: 'GET', route, error_type: 'Error' });
      expect(fault!.frames).toEqual(expect.arrayContaining([expect.stringMatching(/^at /)]));
      expect(accessLines()).toEqual([expect.objectContaining({ req_id: id, route, status: 500 })]);
      expect(raw).not.toContain('s3cret-value');
      expect(raw).not.toContain('anna@example.nl');
      expect(raw).not.toContain('duplicate key');
    },
  );
});
