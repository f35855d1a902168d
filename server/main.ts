/**
 * npm start: one process serving the built widget at /, /loader.js, the API under /api, and the
 * demo host site on DEMO_PORT. Migrates and seeds the database on start; stops cleanly on SIGTERM/SIGINT.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getRequestListener, serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp, widgetAndApi } from './app';
import { configFromEnv, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { schedulePruning } from './prune-schedule';
import { scheduleReminders } from './reminder-schedule';
import { seed } from './db/seed/index';
import { DEMO_STAFF, seedDemoStaff } from './db/seed/staff';
import {
  adapterFromEnv,
  devOutboxRoutes,
  enqueueNotification,
  startNotificationWorker,
} from './notify/index.js';
import { compressApiAnswers } from './http/compress';
import { widgetPageHeaders } from './http/security-headers';
import { staticWidget } from './static';
import { loadPrerender } from './widget-page';
import { createLogger, lineLogger } from './observability/log';
import { serveMetrics } from './observability/metrics-server';
import { logSettings, observabilitySettings } from './observability/settings';

// Logs (observability/log.ts): the logger comes first, so a start that fails is logged too.
const log = createLogger(logSettings(process.env));

/** Headers of widget pages: who may frame them, and no referrer so manage links never leak. */

async function startDemo(config: Config): Promise<ServerType | undefined> {
  // The demo host site is a development aid: production serves the widget and the API only.
  if (config.production) return undefined;
  const demoFile = fileURLToPath(new URL('./demo/site.ts', import.meta.url));
  if (!existsSync(demoFile)) {
    log.warn('Demo host site not found (server/demo/site.ts): skipping it.');
    return undefined;
  }
  const { createDemoSite } = (await import('./demo/site' as string)) as {
    createDemoSite: (options: { widgetUrl: string }) => Hono;
  };
  return serve(
    { fetch: createDemoSite({ widgetUrl: config.publicWidgetUrl }).fetch, port: config.demoPort },
    (info) => {
      log.info(`Tafel demo host site: http://127.0.0.1:${info.port}/`);
    },
  );
}

async function main() {
  const config = configFromEnv(process.env);
  const observability = observabilitySettings(process.env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length) log.info(`Database migrated: ${applied.join(', ')}`);
  if (await seed(db, { demo: !config.production }))
    log.info(
      `Database seeded with the chain of 37 restaurants${config.production ? '' : ' and the demo deal codes'}`,
    );

  if (!config.production) {
    await seedDemoStaff(db, Date.now());
    log.info(
      `Staff app: /staff. Demo accounts (sign in with the e-mail, the code is in /api/dev/outbox): ${DEMO_STAFF.map((staff) => staff.email).join(', ')}`,
    );
  }

  const worker = startNotificationWorker(db, { adapter: adapterFromEnv(process.env), log: lineLogger(log) });
  // Expired codes, sessions, Idempotency-Keys, old limit events and settled notifications: at start, then hourly.
  const pruning = schedulePruning(db, { log: lineLogger(log, 'error') });
  const deps = { db, now: () => Date.now(), config, enqueue: enqueueNotification, log };
  // The day-before reminders: at start, then every REMINDER_EVERY_MINUTES through the reminder hours.
  const reminders = scheduleReminders(deps, { log: lineLogger(log) });
  const api = createApp(deps, {
    extraRoutes: config.production ? {} : { '/dev/outbox': devOutboxRoutes(db) },
    outboxWorker: worker,
  });
  // Metrics (observability/metrics-server.ts): on METRICS_PORT, or at /metrics behind METRICS_TOKEN, or nowhere.
  const metrics = await serveMetrics(observability, { db, log });
  const root = fileURLToPath(new URL('../dist/widget', import.meta.url));
  const prerender = await loadPrerender(
    fileURLToPath(new URL('../dist/prerender/prerender.js', import.meta.url)),
  );
  const app = widgetAndApi(
    api,
    staticWidget({ root, htmlHeaders: widgetPageHeaders(config), prerender, now: () => Date.now() }),
    config,
    { log, metrics: metrics.routes },
  );

  // API answers are compressed around Hono, where they meet the socket (http/compress.ts).
  const server = createServer(compressApiAnswers(getRequestListener(app.fetch)));
  server.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    log.info(
      `Tafel widget and API: http://localhost:${port}/ (API at /api, description at /api/openapi.json)`,
    );
  });
  const demo = await startDemo(config);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then closing`);
    // Hard stop if something hangs.
    setTimeout(() => process.exit(1), 10_000).unref();
    const closeServer = (s: ServerType | undefined) =>
      new Promise<void>((resolve) => {
        if (!s) return resolve();
        s.close(() => resolve());
        (s as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
    await Promise.all([closeServer(server), closeServer(demo), metrics.stop()]);
    pruning.stop();
    await reminders.stop();
    await worker.stop();
    await db.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}

main().catch((error) => {
  log.fatal(`Tafel failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
