/** /metrics is never public by default: on its own port (loopback unless told), behind a token, or not at all. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { widgetAndApi } from '../app';
import { configFromEnv } from '../config';
import { silentLogger } from './log';
import { hasMetricsToken, metricsRoutes, serveMetrics, startMetricsServer } from './metrics-server';

const TOKEN = 'metrics-token-0123456789';
const noDatabase = { query: () => Promise.reject(new Error('no database here')) };

describe('/metrics on the main port, behind Authorization: Bearer $METRICS_TOKEN', () => {
  it.each([
    [`Bearer ${TOKEN}`, true],
    [`bearer ${TOKEN}`, true],
    [`Bearer ${TOKEN}x`, false],
    [`Bearer ${TOKEN.slice(1)}`, false],
    [TOKEN, false],
    ['Bearer', false],
    [undefined, false],
  ])('Authorization %j opens it: %s', (header, opens) => {
    expect(hasMetricsToken(header, TOKEN)).toBe(opens);
  });

  it('mounted at /metrics of the whole app: 401 without the token, Prometheus text with it', async () => {
    const widget = new Hono().get('*', (c) => c.text('widget page'));
    const app = widgetAndApi(new Hono(), widget, configFromEnv({}), { metrics: metricsRoutes(TOKEN) });
    const refused = await app.request('/metrics', {
      headers: { authorization: 'Bearer wrong-token-0123456789' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    const read = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toContain('text/plain');
    expect(await read.text()).toContain('# TYPE tafel_http_requests_total counter');
  });

  it('without the routes, /metrics on the main port is just the widget: no metrics are served there', async () => {
    const widget = new Hono().get('*', (c) => c.text('widget page'));
    const app = widgetAndApi(new Hono(), widget, configFromEnv({}));
    expect(await (await app.request('/metrics')).text()).toBe('widget page');
  });
});

describe('/metrics on a port of its own (METRICS_PORT)', () => {
  it('answers GET /metrics with Prometheus text and 404 to anything else', async () => {
    const server = await startMetricsServer({ host: '127.0.0.1', port: 0, log: silentLogger() });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const read = await fetch(`${base}/metrics`);
      expect(read.status).toBe(200);
      expect(await read.text()).toContain('tafel_bookings_made_total');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('a port already taken fails the start instead of serving nothing', async () => {
    const first = await startMetricsServer({ host: '127.0.0.1', port: 0, log: silentLogger() });
    try {
      await expect(
        startMetricsServer({ host: '127.0.0.1', port: first.port, log: silentLogger() }),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });
});

describe('serveMetrics: what main.ts starts, as the settings ask', () => {
  it('neither METRICS_PORT nor METRICS_TOKEN: nothing is served', async () => {
    const served = await serveMetrics(
      { metricsPort: undefined, metricsHost: '127.0.0.1', metricsToken: undefined },
      { db: noDatabase, log: silentLogger() },
    );
    expect(served).toMatchObject({ routes: undefined, port: undefined });
    await served.stop();
  });

  it("METRICS_TOKEN: the routes for the main port and Node's own figures (event loop lag); no port", async () => {
    const served = await serveMetrics(
      { metricsPort: undefined, metricsHost: '127.0.0.1', metricsToken: TOKEN },
      { db: noDatabase, log: silentLogger() },
    );
    try {
      expect(served.port).toBeUndefined();
      const read = await served.routes!.request('/', { headers: { authorization: `Bearer ${TOKEN}` } });
      const text = await read.text();
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      // The outbox is read at the scrape; a database that fails shows as NaN, not as a failed scrape.
      expect(text).toMatch(/^tafel_outbox_unsent_messages nan$/im);
    } finally {
      await served.stop();
    }
  });

  it('METRICS_PORT: its own server, bound to METRICS_HOST', async () => {
    const served = await serveMetrics(
      { metricsPort: 0, metricsHost: '127.0.0.1', metricsToken: undefined },
      { db: noDatabase, log: silentLogger() },
    );
    try {
      expect(served.routes).toBeUndefined();
      expect((await fetch(`http://127.0.0.1:${served.port}/metrics`)).status).toBe(200);
    } finally {
      await served.stop();
    }
  });
});
