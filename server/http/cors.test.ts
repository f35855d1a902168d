import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, type AppDeps } from '../app';
import { cors } from './cors';

const WIDGET = 'https://tafel.example';
const HOST = 'https://www.restaurant.example';

const app = new Hono();
app.use(
  '*',
  cors({
    allows: (origin) => origin === WIDGET || origin === HOST,
    allowHeaders: ['Authorization', 'Content-Type'],
    allowMethods: ['GET', 'POST'],
    exposeHeaders: ['Retry-After'],
    maxAgeSeconds: 600,
  }),
);
app.get('/sites', (c) => c.json({ sites: [] }));
app.post('/sites', (c) => c.json({ made: true }, 201));

describe('a browser page on an allowed origin may read the answers; any other may not (Fetch standard, CORS)', () => {
  it.each([
    ['the widget', WIDGET, WIDGET],
    ['a host page named in the configuration', HOST, HOST],
    ['another site', 'https://evil.example', null],
    ['no origin (the same origin, or no browser)', undefined, null],
  ])('%s', async (_who, origin, allowed) => {
    const answer = await app.request('/sites', { headers: origin ? { origin } : {} });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(answer.headers.get('access-control-expose-headers')).toBe(allowed ? 'Retry-After' : null);
    // A shared cache keeps one answer per origin, allowed or not.
    expect(answer.headers.get('vary')).toBe('Origin');
    expect(await answer.json()).toEqual({ sites: [] });
  });
});

describe('a preflight is answered at once, with what the widget may send, and kept 10 minutes', () => {
  it.each([
    ['from an allowed origin', WIDGET, true],
    ['from another site', 'https://evil.example', false],
  ])('%s', async (_who, origin, allowed) => {
    const answer = await app.request('/sites', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
    expect(answer.headers.get('access-control-allow-methods')).toBe(allowed ? 'GET,POST' : null);
    expect(answer.headers.get('access-control-allow-headers')).toBe(
      allowed ? 'Authorization,Content-Type' : null,
    );
    expect(answer.headers.get('access-control-max-age')).toBe(allowed ? '600' : null);
    expect(answer.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers');
    expect(await answer.text()).toBe('');
  });

  it('a request after the preflight reaches its route', async () => {
    const answer = await app.request('/sites', { method: 'POST', headers: { origin: WIDGET } });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('access-control-allow-origin')).toBe(WIDGET);
  });
});

describe('the origins the API allows: the widget, the configured host pages, any page when "*" is configured', () => {
  const depsWith = (allowedHostOrigins: string[]) =>
    ({ config: { publicWidgetUrl: `${WIDGET}/`, allowedHostOrigins } }) as unknown as AppDeps;
  it.each([
    ['the widget itself', [], WIDGET, true],
    ['a configured host page', [HOST], HOST, true],
    ['an unconfigured page', [HOST], 'https://evil.example', false],
    ['any page with "*"', ['*'], 'https://evil.example', true],
    ['"*" still wants an origin, not a path', ['*'], 'https://evil.example/page', false],
    ['"*" still wants http or https', ['*'], 'file://', false],
  ])('%s', (_rule, hosts, origin, allowed) => {
    expect(isAllowedOrigin(origin, depsWith(hosts))).toBe(allowed);
  });
});
