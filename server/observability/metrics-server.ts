/**
 * Where Prometheus reads the metrics: GET /metrics on a port of its own (METRICS_PORT, on 127.0.0.1 unless
 * METRICS_HOST says otherwise), or on the main port for `Authorization: Bearer $METRICS_TOKEN`. With neither set
 * nothing serves them: they say how busy the restaurants are, which is nobody else's business.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import type { Queryable } from '../db/client';
import type { Logger } from './log';
import { collectProcessMetrics, registry, watchOutbox } from './metrics';
import type { ObservabilitySettings } from './settings';

/** The registry as Prometheus text. */
export const metricsText = (): Promise<string> => registry.metrics();

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token, compared in constant time.
 * @example hasMetricsToken('Bearer s3cret-token-of-16+', 's3cret-token-of-16+') //=> true
 */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** GET / (mounted at /metrics on the main port): the metrics for the token, else 401. */
export function metricsRoutes(token: string): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    if (!hasMetricsToken(c.req.header('authorization'), token))
      return c.json({ error: 'Unauthorized', message: 'A metrics token is required' }, 401, {
        'WWW-Authenticate': 'Bearer',
        'Cache-Control': 'no-store',
      });
    return c.body(await metricsText(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return routes;
}

export interface MetricsServer {
  /** The port it listens on (the one asked, or the kernel's choice for 0). */
  port: number;
  stop(): Promise<void>;
}

/** An HTTP server answering GET /metrics and 404 to anything else; resolves once it listens. */
export function startMetricsServer({
  host,
  port,
  log,
}: {
  host: string;
  port: number;
  log: Logger;
}): Promise<MetricsServer> {
  const server: Server = createServer((request, answer) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      answer.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metricsText().then(
      (text) => answer.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ error_type: error instanceof Error ? error.name : typeof error }, 'metrics failed');
        answer.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: listening } = server.address() as AddressInfo;
      log.info({ host, port: listening }, 'metrics served at /metrics');
      resolve({
        port: listening,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/**
 * Everything /metrics needs, as the settings ask: nothing when neither METRICS_PORT nor METRICS_TOKEN is set;
 * otherwise Node's own figures, the outbox read from `db` at each scrape, the port server when METRICS_PORT is set
 * and, when METRICS_TOKEN is, the routes to mount at /metrics on the main port (server/app.ts widgetAndApi). Answers
 * those routes, the port server's port, and the stop.
 */
export async function serveMetrics(
  settings: Pick<ObservabilitySettings, 'metricsPort' | 'metricsHost' | 'metricsToken'>,
  { db, log }: { db: Queryable; log: Logger },
): Promise<{ routes: Hono | undefined; port: number | undefined; stop(): Promise<void> }> {
  const { metricsPort, metricsHost, metricsToken } = settings;
  if (metricsPort === undefined && metricsToken === undefined)
    return { routes: undefined, port: undefined, stop: async () => undefined };
  collectProcessMetrics();
  const unwatch = watchOutbox(db);
  const server =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer({ host: metricsHost, port: metricsPort, log });
  return {
    routes: metricsToken === undefined ? undefined : metricsRoutes(metricsToken),
    port: server?.port,
    stop: async () => {
      unwatch();
      await server?.stop();
    },
  };
}
