/**
 * The API as one Hono app: one router per resource, mounted with app.route(). No socket here:
 * tests call app.request(); server/main.ts serves it under /api next to the widget.
 */
import { waitlistLinkRoutes, waitlistSiteRoutes } from './routes/waitlist';
import { staffWaitlistRoutes } from './routes/staff-waitlist';
import { etag } from 'hono/etag';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { cors } from './http/cors';
import { securityHeaders } from './http/security-headers';
import { ApiError, unavailable } from './http/errors';
import { isDatabaseFault } from './db/faults';
import { silentLogger, type Logger } from './observability/log';
import { readyRoutes, type OutboxWorkerStatus } from './observability/ready';
import { logServerError, requestLog } from './observability/request-log';
import { openApiDocument } from './openapi';
import { describeRoute, jsonAnswer, type RouteDescription } from './openapi-describe';
import { OkAnswerSchema } from '../shared/api/answers';
import { dealCodeRoutes } from './routes/deal-codes';
import { imageRoutes } from './routes/images';
import { reservationRoutes } from './routes/reservations';
import { reminderRoutes } from './routes/reminders';
import { retrieveRoutes } from './routes/retrieve';
import { sessionRoutes } from './routes/sessions';
import { phoneCheckRoutes } from './routes/phone-checks';
import { createStaffStreams, type StaffStreams } from './live/staff-streams';
import { staffAccountRoutes } from './routes/staff-accounts';
import { staffClosedReasonRoutes } from './routes/staff-closed-reasons';
import { staffDayRoutes } from './routes/staff-day';
import { staffGuestRoutes } from './routes/staff-guests';
import { staffRestaurantRoutes } from './routes/staff-restaurants';
import { staffEventRoutes } from './routes/staff-events';
import { staffMoveRoutes } from './routes/staff-moves';
import { staffReportRoutes } from './routes/staff-reports';
import { staffRuleRoutes } from './routes/staff-rules';
import { staffPlanRoutes } from './routes/staff-plan';
import { staffSettingsRoutes } from './routes/staff-settings';
import { staffSignInRoutes } from './routes/staff-sign-in';
import { staffBookingRoutes } from './routes/staff-bookings';
import { staffTurnedAwayRoutes } from './routes/staff-turned-away';
import { staffVisitRoutes } from './routes/staff-visits';
import { staffWalkInRoutes } from './routes/staff-walk-ins';
import { staffTableChoiceRoutes } from './routes/staff-table-choice';
import { staffTableOutageRoutes } from './routes/staff-table-outages';
import { sitesRoutes } from './routes/sites';
import { turnedAwayRoutes } from './routes/turned-away';
import { userRoutes } from './routes/users';
import { consentLinkRoutes, guestConsentRoutes } from './routes/consent';
import { guestRightsRoutes } from './routes/guest-rights';

export type { AppDeps } from './deps';

export interface AppOptions {
  /** Extra routers mounted under the API (the development outbox). */
  extraRoutes?: Record<string, Hono>;
  /**
   * The open staff event streams (server/live/staff-streams.ts). The process makes them and passes them in, so it can
   * call `closeAllStreams()` on SIGTERM and read `openStreamCount()` for a gauge; made here when not given.
   */
  liveStreams?: StaffStreams;
  /** This process's outbox worker, whose polls /ready checks; absent, /ready answers 503 outbox 'not_running'. */
  outboxWorker?: OutboxWorkerStatus;
}

/** Origins that may call the API from a browser: the widget's own and the configured host pages. */
export function isAllowedOrigin(origin: string, deps: AppDeps): boolean {
  const widgetOrigin = new URL(deps.config.publicWidgetUrl).origin;
  const hosts = deps.config.allowedHostOrigins;
  return (
    origin === widgetOrigin ||
    hosts.includes(origin) ||
    (hosts.includes('*') && /^https?:\/\/[^/]+$/.test(origin))
  );
}

const HEALTH: RouteDescription = {
  operationId: 'getHealth',
  tags: ['Service'],
  summary: 'Liveness',
  description: 'Answers 200 while the process serves requests.',
  answers: { 200: jsonAnswer('ok', OkAnswerSchema) },
};

const OPENAPI_DOCUMENT: RouteDescription = {
  operationId: 'getOpenApiDocument',
  tags: ['Service'],
  summary: 'This document',
  description: 'The OpenAPI 3.1 description of this API, generated from its routes (server/openapi.ts).',
  answers: { 200: { description: 'The OpenAPI document', mediaType: 'application/json' } },
};

export function createApp(deps: AppDeps, options: AppOptions = {}): Hono {
  const app = new Hono();
  // Headers are set before the route answers, never after: Hono rebuilds an answer whose headers change after it
  // was made, as a stream; with hono/cors doing the same, the hello route ran at a third of its speed. A
  // route that may be cached sets its own Cache-Control over the default here.
  app.use('*', async (c, next) => {
    c.header('Content-Security-Policy', "frame-ancestors 'none'");
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use(
    '*',
    cors({
      allows: (origin) => isAllowedOrigin(origin, deps),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Retry-After'],
      maxAgeSeconds: 600,
    }),
  );
  // The restaurants' answers carry an ETag (weak: the encoding may differ) for revalidation. Answers are compressed
  // where they meet the socket (http/compress.ts compressApiAnswers, around the server's listener).
  app.use('/sites', etag({ weak: true }));
  app.use('/sites/*', etag({ weak: true }));
  const limitBody = bodyLimit({
    maxSize: 32 * 1024,
    onError: (c) =>
      c.json(
        new ApiError({ status: 413, code: 'payload_too_large', message: 'The request body is too large' })
          .body,
        413,
      ),
  });
  // A GET or HEAD has no body to limit; asking for it would build the request object in full.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  app.get('/health', describeRoute(HEALTH), (c) => c.json({ ok: true }));
  app.route('/ready', readyRoutes({ db: deps.db, now: deps.now, outboxWorker: options.outboxWorker }));
  app.get('/openapi.json', describeRoute(OPENAPI_DOCUMENT), (c) =>
    c.json(openApiDocument(app, `${deps.config.publicWidgetUrl}/api`)),
  );
  app.route('/sites', sitesRoutes(deps));
  app.route('/sites', reservationRoutes(deps));
  app.route('/sites', turnedAwayRoutes(deps));
  app.route('/sites', waitlistSiteRoutes(deps));
  app.route('/waitlist', waitlistLinkRoutes(deps));
  app.route('/users', userRoutes(deps));
  app.route('/users', guestRightsRoutes(deps));
  app.route('/users', guestConsentRoutes(deps));
  app.route('/consent', consentLinkRoutes(deps));
  app.route('/sessions', sessionRoutes(deps));
  app.route('/phone-checks', phoneCheckRoutes(deps));
  app.route('/reservations', retrieveRoutes(deps));
  app.route('/images', imageRoutes());
  app.route('/deal-codes', dealCodeRoutes(deps));
  app.route('/staff', staffSignInRoutes(deps));
  app.route('/staff/accounts', staffAccountRoutes(deps));
  app.route('/staff', staffEventRoutes(deps, options.liveStreams ?? createStaffStreams(deps)));
  app.route('/staff', staffSettingsRoutes(deps));
  app.route('/staff', staffPlanRoutes(deps));
  app.route('/staff', staffDayRoutes(deps));
  app.route('/staff', staffBookingRoutes(deps));
  app.route('/staff', staffVisitRoutes(deps));
  app.route('/staff', staffMoveRoutes(deps));
  app.route('/staff', staffWalkInRoutes(deps));
  app.route('/staff', staffTableChoiceRoutes(deps));
  app.route('/staff', staffTableOutageRoutes(deps));
  app.route('/staff', staffRuleRoutes(deps));
  app.route('/staff', staffReportRoutes(deps));
  app.route('/staff', staffClosedReasonRoutes(deps));
  app.route('/staff', staffTurnedAwayRoutes(deps));
  app.route('/staff', staffWaitlistRoutes(deps));
  app.route('/staff', staffGuestRoutes(deps));
  app.route('/staff', staffRestaurantRoutes(deps));
  app.route('/reminders', reminderRoutes(deps));
  for (const [path, routes] of Object.entries(options.extraRoutes ?? {})) app.route(path, routes);

  app.notFound((c) => c.json(NOT_FOUND, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    // A lost, refused or slow database is no bug of ours: the client may try again (server/db/faults.ts).
    if (isDatabaseFault(error)) {
      const answer = unavailable();
      return c.json(answer.body, answer.status, answer.headers);
    }
    // Only real bugs get here: log where it happened (never the path, the body or the message), answer without details.
    logServerError(c, deps.log, error);
    return c.json({ error: 'server_error', message: 'Server error' }, 500);
  });
  return app;
}

/** The API's answer for a path it does not have, whatever the method. */
const NOT_FOUND = { error: 'not_found', message: 'No such API route' } as const;

/**
 * The one process's routes: the API under /api and the widget at /. Anything under /api the API does not have is
 * the API's JSON 404, for every method: never the widget's page (a GET would get the history fallback) nor a
 * plain-text 404. Every answer carries the security headers (http/security-headers.ts) and X-Request-Id, and makes
 * one access line (observability/request-log.ts).
 */
export function widgetAndApi(
  api: Hono,
  widget: Hono,
  config: Config,
  { log = silentLogger(), metrics }: WidgetAndApiOptions = {},
): Hono {
  const app = new Hono();
  app.use('*', requestLog({ log, trustedProxies: config.trustedProxies }));
  app.use('*', securityHeaders(config));
  app.route('/api', api);
  app.all('/api', (c) => c.json(NOT_FOUND, 404));
  app.all('/api/*', (c) => c.json(NOT_FOUND, 404));
  if (metrics) app.route('/metrics', metrics);
  app.route('/', widget);
  app.onError((error, c) => {
    logServerError(c, log, error);
    return c.text('Server error', 500);
  });
  return app;
}

export interface WidgetAndApiOptions {
  /** Where the access lines and the widget's faults go (none when absent). */
  log?: Logger;
  /** /metrics on this port, behind its token (observability/metrics-server.ts metricsRoutes). */
  metrics?: Hono;
}
