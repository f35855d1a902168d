/**
 * Every request's id and its one access line. The id is our proxy's X-Request-Id when the request came through it
 * (never a client's own), else a new UUID; it goes back as X-Request-Id and on every line the request logs
 * (logOf). The access line names the route's pattern, never the path: a path may hold a reservation id (a manage
 * link's credential), a deal code or an e-mail address.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { peerAddress } from '../deps';
import { cameThroughTrustedProxy, type TrustedProxies } from '../http/client-address';
import type { Logger } from './log';
import { observeRequest } from './metrics';

/** Letters, digits and the punctuation of UUIDs, hex, base64 and trace ids: nothing a log or a header misreads. */
const REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;

/**
 * Whether a proxy's X-Request-Id can be taken as it is.
 * @example isUsableRequestId('3f2c9a1e-7b4d-4e8a-9c1f-2a6b8d0e4f17') //=> true
 * @example isUsableRequestId('a b') //=> false
 */
export const isUsableRequestId = (value: string | undefined): value is string =>
  value !== undefined && REQUEST_ID.test(value);

/** The request's id: our proxy's, when it came through one and the id is usable; otherwise a new one. */
export function requestIdOf(c: Context, trusted: TrustedProxies): string {
  const given = c.req.header('x-request-id');
  return isUsableRequestId(given) && cameThroughTrustedProxy(peerAddress(c), trusted) ? given : randomUUID();
}

/** Each request's id and the logger it goes to; its child logger is made only when a line other than the access line asks. */
const REQUESTS = new WeakMap<Context, { id: string; log: Logger; child?: Logger }>();

/** The request's logger, bound to its req_id; `fallback` when no requestLog ran (an app asked without a server). */
export function logOf(c: Context, fallback: Logger): Logger {
  const request = REQUESTS.get(c);
  if (!request) return fallback;
  return (request.child ??= request.log.child({ req_id: request.id }));
}

/** The route pattern that answered ('/api/sites/:siteId/reservations'), or '*' for a middleware's answer. */
export const routeOf = (c: Context): string => routePath(c) || '*';

/** Node's answer object when a Node server runs the app (@hono/node-server's bindings), else undefined. */
const nodeAnswerOf = (c: Context): ServerResponse | undefined =>
  (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;

/**
 * The middleware: sets the id before the route answers (a header set afterwards makes Hono rebuild the answer
 * as a stream) and writes the access line with method, route, status, duration_ms and bytes. Under a Node server the
 * line is written when the answer has left (an event stream's when it closes); bytes are then those written to the
 * socket for it, headers and compression included, and `aborted` marks an answer the client did not wait for.
 * Without one (app.request), bytes are the answer's Content-Length if it has one.
 */
export function requestLog({
  log,
  trustedProxies,
}: {
  log: Logger;
  trustedProxies: TrustedProxies;
}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c, trustedProxies);
    REQUESTS.set(c, { id, log });
    c.header('X-Request-Id', id);
    const answer = nodeAnswerOf(c);
    const socket = answer?.socket;
    const bytesBefore = socket?.bytesWritten ?? 0;
    await next();
    const done = (bytes: number | undefined, aborted: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(c);
      const { status } = c.res;
      observeRequest(c.req.method, route, status, seconds);
      log.info(
        {
          req_id: id,
          method: c.req.method,
          route,
          status,
          duration_ms: Math.round(seconds * 10_000) / 10,
          ...(bytes === undefined ? {} : { bytes }),
          ...(aborted ? { aborted } : {}),
        },
        'request',
      );
    };
    if (answer && socket)
      answer.once('close', () => done(socket.bytesWritten - bytesBefore, !answer.writableFinished));
    else {
      const length = c.res.headers.get('content-length');
      done(length === null ? undefined : Number(length), false);
    }
  };
}

/**
 * Logs a fault (a bug, not an ApiError) with what finds it and nothing a request carried: the route's pattern, the
 * error's type, PostgreSQL's SQLSTATE and constraint, and the stack's frames. Never the message, which may quote
 * a value (a key, an address, a code), nor the path.
 */
export function logServerError(c: Context, fallback: Logger, error: unknown): void {
  const fault = (error ?? {}) as { name?: unknown; code?: unknown; constraint?: unknown; stack?: unknown };
  const frames =
    typeof fault.stack === 'string'
      ? fault.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 12)
          .map((line) => line.trim())
      : [];
  logOf(c, fallback).error(
    {
      method: c.req.method,
      route: routeOf(c),
      error_type: typeof fault.name === 'string' ? fault.name : typeof error,
      ...(typeof fault.code === 'string' && /^[0-9A-Z]{5}$/.test(fault.code) ? { sqlstate: fault.code } : {}),
      ...(typeof fault.constraint === 'string' ? { constraint: fault.constraint } : {}),
      frames,
    },
    'server error',
  );
}
