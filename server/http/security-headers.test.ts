/** The widget page's Content-Security-Policy, nosniff on every answer, HSTS over HTTPS. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetAndApi } from '../app';
import { configFromEnv } from '../config';
import { staticWidget } from '../static';
import { createHarness, type Harness } from '../testing/harness';
import { tempWidgetRoot } from '../testing/widget-root';
import { widgetPageHeaders } from './security-headers';

/** The policy as directive → sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe('the widget page runs only its own scripts and talks only to its own API', () => {
  it('by default: self for scripts, styles, connections; nothing inline, no plugins, no base or foreign forms', () => {
    const policy = directives(widgetPageHeaders(configFromEnv({}), {})['Content-Security-Policy']!);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ['*'],
    });
    expect(JSON.stringify(policy)).not.toContain('unsafe');
  });

  it.each([
    [
      'an API elsewhere',
      { VITE_API_BASE: 'https://api.tafel.example/api' },
      'connect-src',
      'https://api.tafel.example',
    ],
    [
      'an error reporter',
      { VITE_ERROR_REPORT_URL: 'https://errors.example/report' },
      'connect-src',
      'https://errors.example',
    ],
    [
      'an analytics pixel',
      { VITE_PIXEL_URL: 'https://pixel.example/tr', VITE_PIXEL_ID: '42' },
      'img-src',
      'https://pixel.example',
    ],
  ])('the build names %s: allowed exactly there', (_name, env, directive, origin) => {
    const policy = directives(widgetPageHeaders(configFromEnv({}), env)['Content-Security-Policy']!);
    expect(policy[directive]).toContain(origin);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('production lists the host pages that may frame it', () => {
    const config = configFromEnv({ NODE_ENV: 'production', ALLOWED_HOST_ORIGINS: 'https://www.tafel.nl' });
    const policy = directives(widgetPageHeaders(config, {})['Content-Security-Policy']!);
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://www.tafel.nl']);
  });
});

describe('every answer: nosniff; HSTS when reached over HTTPS', () => {
  const { root, remove } = tempWidgetRoot();
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    remove();
    await h?.close();
  });
  const appWith = (env: Record<string, string>) =>
    widgetAndApi(h.app, staticWidget({ root }), { ...h.config, ...configFromEnv(env) });

  it.each(['/', '/assets/app-abc.js', '/api/health', '/api/nope', '/assets/missing.js'])(
    '%s: nosniff',
    async (path) => {
      const answer = await appWith({}).request(path);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it.each([
    ['plain HTTP', {}, 'http://widget.example/', {}, null],
    ['HTTPS', {}, 'https://widget.example/', {}, 'max-age=31536000'],
    [
      'HTTPS ended at our proxy',
      { TRUST_PROXY: '1' },
      'http://widget.example/',
      { 'x-forwarded-proto': 'https' },
      'max-age=31536000',
    ],
    [
      'a client claiming HTTPS without a trusted proxy',
      {},
      'http://widget.example/',
      { 'x-forwarded-proto': 'https' },
      null,
    ],
  ])('%s: HSTS %s', async (_name, env, url, headers, expected) => {
    const answer = await appWith(env).request(url, { headers });
    expect(answer.headers.get('strict-transport-security')).toBe(expected);
  });
});
