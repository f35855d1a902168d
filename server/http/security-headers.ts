/**
 * The headers that keep the widget's page and every answer tight: a Content-Security-Policy
 * that lets the page run only its own scripts and talk only to its own API (and the reporter or pixel the build
 * names), `nosniff` everywhere, and HSTS once the widget is reached over HTTPS.
 */
import type { MiddlewareHandler } from 'hono';
import type { Config, Env } from '../config';
import { hopsOf } from './client-address';

/** The origin of an absolute URL, or null for a relative one ('/api') or none. */
const originOf = (url: string | undefined): string | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The widget page's headers. The build settings that point the page elsewhere (VITE_API_BASE, the error reporter,
 * the analytics pixel) are read from the same environment the build had, so the policy allows exactly them.
 * @example widgetPageHeaders(config, {})['Content-Security-Policy'] // "default-src 'self'; script-src 'self'; …"
 */
export function widgetPageHeaders(config: Config, env: Env = process.env): Record<string, string> {
  const ancestors = config.allowedHostOrigins.includes('*')
    ? '*'
    : ["'self'", ...config.allowedHostOrigins].join(' ');
  const api = originOf(env.VITE_API_BASE);
  const reporter = originOf(env.VITE_ERROR_REPORT_URL);
  const pixel = env.VITE_PIXEL_ID ? originOf(env.VITE_PIXEL_URL) : null;
  const list = (...sources: Array<string | null>) => sources.filter(Boolean).join(' ');
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${list("'self'", 'data:', pixel)}`,
    `connect-src ${list("'self'", api, reporter)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'no-referrer',
  };
}

/** HSTS for a year: the browser goes to HTTPS by itself from then on. */
export const HSTS = 'max-age=31536000';

/**
 * On every answer (API, widget files, the page): `nosniff`, and HSTS when the request came over HTTPS, directly
 * or through a trusted proxy (its X-Forwarded-Proto, read only when TRUST_PROXY is set). With a list of proxies a
 * client that reaches us around them could still ask for HSTS over plain HTTP, which browsers ignore there.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  // Set before the route answers (see server/app.ts): both depend on the request only.
  return async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    const direct = c.req.url.startsWith('https:');
    // The proto our proxy wrote: the right-most, as for the address (http/client-address.ts).
    const proxied =
      config.trustedProxies.kind !== 'none' && hopsOf(c.req.header('x-forwarded-proto')).at(-1) === 'https';
    if (direct || proxied) c.header('Strict-Transport-Security', HSTS);
    await next();
  };
}
