/**
 * Cross-origin reads of the API (the Fetch standard's CORS protocol): a browser on an allowed origin may call it,
 * send the headers the widget sends and read Retry-After; a preflight is answered at once and kept 10 minutes.
 *
 * Hono's own `cors` does the same but reads the answer object before the route has made it, and Hono then rebuilds
 * every answer as a stream (with the header middleware that did the same, the hello route ran at a third of its
 * speed). Here every header
 * is set before the route answers, so the answer goes out as the route made it.
 */
import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  /** Whether a browser page on this origin may read the API's answers. */
  allows(origin: string): boolean;
  allowHeaders: readonly string[];
  allowMethods: readonly string[];
  exposeHeaders: readonly string[];
  /** How long a browser may keep a preflight's answer, in seconds. */
  maxAgeSeconds: number;
}

export function cors(options: CorsOptions): MiddlewareHandler {
  const allowHeaders = options.allowHeaders.join(',');
  const allowMethods = options.allowMethods.join(',');
  const exposeHeaders = options.exposeHeaders.join(',');
  const maxAge = String(options.maxAgeSeconds);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && options.allows(origin);
    // The answer depends on the Origin: a shared cache must not give one origin's answer to another.
    c.header('Vary', 'Origin', { append: true });
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', exposeHeaders);
    }
    // Every OPTIONS is taken as a preflight: the API has no OPTIONS route of its own.
    if (c.req.method !== 'OPTIONS') return next();
    c.header('Vary', 'Access-Control-Request-Headers', { append: true });
    if (allowed) {
      c.header('Access-Control-Allow-Methods', allowMethods);
      c.header('Access-Control-Allow-Headers', allowHeaders);
      c.header('Access-Control-Max-Age', maxAge);
    }
    return c.body(null, 204);
  };
}
