import { describe, expect, it, vi } from 'vitest';
import { TOKEN_LIFE_REMEMBER_MS, TOKEN_LIFE_SHORT_MS } from '../../shared/constants';
import { createBookingEndpoints } from '../api/booking-endpoints';
import { testEmbed } from '../embed/test-embed';
import { createAuthFlow } from './auth-flow';
import { createApp } from './create-app';
import { createSafeStorage } from '../../ui/storage';

const NOW = Date.UTC(2026, 10, 23, 12, 0);

/** A server that answers a code request and a code check, ending the session as the remember flag says. */
function codeServer() {
  let remember = true;
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (path.endsWith('/sessions') && init?.method === 'POST') {
      remember = body.remember !== false;
      return Response.json({
        token: 'temp',
        channel: 'sms',
        sent_to: '+31 6 ••• 78',
        resend_after_seconds: 30,
      });
    }
    if (path.endsWith('/sessions/current')) {
      const life = remember ? TOKEN_LIFE_REMEMBER_MS : TOKEN_LIFE_SHORT_MS;
      return Response.json({
        token: 'session',
        expires_at: new Date(NOW + life).toISOString(),
        profile: {
          id: 'u1',
          first_name: 'Anna',
          last_name: 'Jansen',
          email: 'a@b.nl',
          phone_number: '+31612345678',
          language: 'en',
        },
      });
    }
    return new Response('{}', { status: 404 });
  });
}

describe("'remember me': ticked keeps the session 7 days, unticked 30 minutes", () => {
  it.each([
    ['ticked', true, TOKEN_LIFE_REMEMBER_MS],
    ['unticked', false, TOKEN_LIFE_SHORT_MS],
  ])('%s: the stored token ends when the server says', async (_, remember, life) => {
    const values = new Map<string, string>();
    const storage = createSafeStorage(
      () =>
        ({
          getItem: (key: string) => values.get(key) ?? null,
          setItem: (key: string, value: string) => void values.set(key, value),
          removeItem: (key: string) => void values.delete(key),
        }) as unknown as Storage,
    );
    const fetch = codeServer() as unknown as typeof globalThis.fetch;
    const app = createApp({ window, storage, embed: testEmbed(), fetch, now: () => NOW });
    const flow = createAuthFlow(app, createBookingEndpoints(app.api, app.reporter.report));
    await flow.requestCode({ phone_number: '+31612345678', remember, language: 'en' });
    await flow.checkCode('123456');
    const stored = JSON.parse(values.get('tafel:token')!);
    expect(stored).toMatchObject({ token: 'session', remember, expiresAt: NOW + life });
    expect(app.state.auth.remember.value).toBe(remember);
  });
});
