/**
 * npm start: one process serving the built widget at /, /loader.js, the API under /api, and the
 * demo host site on DEMO_PORT. Checks the whole configuration first (config.ts readConfig: every problem, one line
 * each, exit 1), then migrates and seeds the database; stops cleanly on SIGTERM/SIGINT.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getRequestListener, serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { withOffersOptOutLinks } from './domain/consent';
import { createApp, widgetAndApi } from './app';
import { configWarnings, readConfig, type Config } from './config';
import { describeConfig } from './config-describe';
import { openDatabase } from './db/client';
import { createStaffStreams } from './live/staff-streams';
import { migrate } from './db/migrate';
import { schedulePruning } from './prune-schedule';
import { scheduleReminders } from './reminder-schedule';
import { scheduleWaitlist } from './waitlist-schedule';
import { seed } from './db/seed/index';
import { countRestaurants } from './db/restaurants';
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
import { SERVER_PATHS } from './paths';
import { createLogger, lineLogger } from './observability/log';
import { serveMetrics } from './observability/metrics-server';
import { setOpenStreamsSource, setPoolStatsSource } from './observability/metrics';
import {
  logSettings,
  observabilitySettings,
  ObservabilitySettingError,
  type ObservabilitySettings,
} from './observability/settings';
import { slowQueryLogger } from './observability/slow-queries';

// Logs (observability/log.ts): the logger comes first, so a start that fails is logged too.
const log = createLogger(logSettings(process.env));

/** Headers of widget pages: who may frame them, and no referrer so manage links never leak. */

async function startDemo(config: Config): Promise<ServerType | undefined> {
  // The demo host site is a development aid: production serves the widget and the API only.
  if (config.production) return undefined;
  // The build (dist/server/main.js) leaves it out: run `npm start` for it.
  const demoFile = SERVER_PATHS.demoSite;
  if (!demoFile || !existsSync(demoFile)) {
    log.warn('Demo host site not found (server/demo/site.ts, not in the build): skipping it.');
    return undefined;
  }
  const { createDemoSite } = (await import(pathToFileURL(demoFile).href)) as {
    createDemoSite: (options: { widgetUrl: string }) => Hono;
  };
  return serve(
    { fetch: createDemoSite({ widgetUrl: config.publicWidgetUrl }).fetch, port: config.demoPort },
    (info) => {
      log.info(`Tafel demo host site: http://127.0.0.1:${info.port}/`);
    },
  );
}

/** The configuration, or every problem in it on stderr, one line each, and exit 1: before any database is opened. */
function configOrExit(): { config: Config; observability: ObservabilitySettings } {
  const { config, problems } = readConfig(process.env);
  let observability: ObservabilitySettings | undefined;
  try {
    observability = observabilitySettings(process.env);
  } catch (error) {
    if (!(error instanceof ObservabilitySettingError)) throw error;
    problems.push(error.message);
  }
  if (problems.length === 0 && observability) return { config, observability };
  for (const problem of problems) console.error(`Tafel cannot start: ${problem}`);
  process.exit(1);
}

async function main() {
  const { config, observability } = configOrExit();
  // The effective configuration, secrets masked.
  log.info({ config: describeConfig(config, process.env) }, 'Tafel configuration');
  for (const warning of configWarnings(config)) log.warn(warning);
  const adapter = adapterFromEnv(process.env);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: config.postgres,
    hooks: {
      onSlowQuery: slowQueryLogger(log, config.postgres.slowQueryMs),
      onPoolError: (error) => log.warn({ err: error.message }, 'Database connection lost while idle'),
    },
  });
  const applied = await migrate(db);
  if (applied.length) log.info(`Database migrated: ${applied.join(', ')}`);
  if (await seed(db, { demo: !config.production }))
    log.info('Database seeded with the demo chain of 37 restaurants and the demo deal codes');
  // Production starts with no restaurants: the chain imports its own (docs/restaurants.md).
  if (config.production && (await countRestaurants(db)) === 0)
    log.warn(
      'No restaurants yet: import the chain with `npm run restaurants -- import chain.json --by <chain admin e-mail>` (docs/restaurants.md), or add them in the staff app (Restaurants)',
    );

  if (!config.production) {
    await seedDemoStaff(db, Date.now());
    log.info(
      `Staff app: /staff. Demo accounts (sign in with the e-mail, the code is in /api/dev/outbox): ${DEMO_STAFF.map((staff) => staff.email).join(', ')}`,
    );
  }

  const worker = startNotificationWorker(db, { adapter, log: lineLogger(log) });
  // Expired codes, sessions, Idempotency-Keys, old limit events and settled notifications: at start, then hourly.
  // Personal data past its retention (RETAIN_* settings, docs/privacy.md) goes in the same rounds, logged with counts.
  const pruning = schedulePruning(db, {
    retention: config.retention,
    info: lineLogger(log),
    log: lineLogger(log, 'error'),
  });
  const now = () => Date.now();
  // Every e-mail to a guest subscribed to offers and news carries the link that withdraws it (server/domain/consent.ts).
  const deps = { db, now, config, enqueue: withOffersOptOutLinks({ config, now }, enqueueNotification), log };
  // The day-before reminders: at start, then every REMINDER_EVERY_MINUTES through the reminder hours.
  const reminders = scheduleReminders(deps, { log: lineLogger(log) });
  // The waitlist: expired offers, closed requests and freed tables offered to the next in line, every second.
  const waitlist = scheduleWaitlist(deps, { log: lineLogger(log) });
  // The staff's live streams: closed when their session ends, and on stop with a hint to reconnect elsewhere.
  const liveStreams = createStaffStreams(deps);
  setOpenStreamsSource(() => liveStreams.openStreamCount());
  if (db.poolStats) setPoolStatsSource(db.poolStats);
  const api = createApp(deps, {
    liveStreams,
    extraRoutes: config.production ? {} : { '/dev/outbox': devOutboxRoutes(db) },
    outboxWorker: worker,
  });
  // Metrics (observability/metrics-server.ts): on METRICS_PORT, or at /metrics behind METRICS_TOKEN, or nowhere.
  const metrics = await serveMetrics(observability, { db, log });
  const prerender = await loadPrerender(SERVER_PATHS.prerender);
  const app = widgetAndApi(
    api,
    staticWidget({
      root: SERVER_PATHS.widget,
      htmlHeaders: widgetPageHeaders(config),
      prerender,
      now: () => Date.now(),
    }),
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
  // Signals are heard once the API listens, before the demo host site has started: a SIGTERM in between (as soon as
  // /api/health answers) would otherwise kill the process without closing the database or freeing its folder.
  let demo: ServerType | undefined = undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then closing`);
    // Hard stop if something hangs.
    setTimeout(() => process.exit(1), 10_000).unref();
    // A connection whose last request finished while we close stays open, idle, until its keep-alive ends (5 s):
    // idle ones are closed as they appear, so the close waits only for requests in flight.
    const closeServer = (s: ServerType | undefined) =>
      new Promise<void>((resolve) => {
        if (!s) return resolve();
        const idle = s as unknown as { closeIdleConnections?: () => void };
        const sweep = setInterval(() => idle.closeIdleConnections?.(), 50);
        s.close(() => {
          clearInterval(sweep);
          resolve();
        });
        idle.closeIdleConnections?.();
      });
    // Open event streams never finish by themselves: they are told to reconnect (elsewhere) and ended, so the
    // server's close waits only for the requests in flight.
    await Promise.all([
      closeServer(server),
      closeServer(demo),
      liveStreams.closeAllStreams(),
      metrics.stop(),
    ]);
    pruning.stop();
    await reminders.stop();
    await waitlist.stop();
    await worker.stop();
    await db.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
  demo = await startDemo(config);
}

// A start that fails says why on stderr in one plain line, as the configuration's problems do.
main().catch((error) => {
  console.error(`Tafel failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
