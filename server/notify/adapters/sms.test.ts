import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsAdapter } from './sms.js';
import { isSmsCountryAllowed, parseSmsCountries } from './sms-countries.js';
import { adapterFromEnv } from './index.js';
import type { OutgoingMessage } from '../types.js';

interface ProviderCall {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A tiny SMS provider on loopback that answers the status it is told to. */
let server: Server;
let providerUrl: string;
let calls: ProviderCall[] = [];
let answerStatus = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      calls.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw),
      });
      response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{"id":"provider-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  answerStatus = 200;
});

const sms = (to: string): OutgoingMessage => ({
  id: 'm1',
  kind: 'otp_code',
  channel: 'sms',
  to,
  language: 'en',
  rendered: { text: '123456 is your Tafel code.' },
});

describe('SMS go only to countries on the list (default NL, BE, DE), refused before the provider is called', () => {
  it.each([
    { to: '+31612345678', countries: undefined, allowed: true },
    { to: '+32470123456', countries: undefined, allowed: true },
    { to: '+4915123456789', countries: undefined, allowed: true },
    { to: '+33612345678', countries: undefined, allowed: false },
    { to: '+12125551234', countries: undefined, allowed: false },
    { to: '+33612345678', countries: 'fr, nl', allowed: true },
    { to: '+31612345678', countries: 'FR', allowed: false },
  ])('$to with SMS_COUNTRIES=$countries: allowed $allowed', async ({ to, countries, allowed }) => {
    const adapter = smsAdapter({ providerUrl, allowedCountries: parseSmsCountries(countries) });
    const outcome = await adapter.deliver(sms(to));
    if (allowed) {
      expect(outcome).toEqual({ ok: true });
      expect(calls).toHaveLength(1);
    } else {
      expect(outcome).toMatchObject({ ok: false, permanent: true, error: 'country_not_allowed' });
      expect(calls).toHaveLength(0);
    }
  });

  it.each(['0612345678', '+3161234567', 'guest@example.nl', ''])(
    'a number that is not valid E.164 (%j) is refused permanently, no provider call',
    async (to) => {
      const outcome = await smsAdapter({ providerUrl, allowedCountries: ['NL'] }).deliver(sms(to));
      expect(outcome).toMatchObject({ ok: false, permanent: true, error: 'invalid_recipient' });
      expect(calls).toHaveLength(0);
    },
  );

  it('the same check is available to the server before it enqueues', () => {
    expect(isSmsCountryAllowed('+31612345678', parseSmsCountries(undefined))).toBe(true);
    expect(isSmsCountryAllowed('+33612345678', parseSmsCountries(undefined))).toBe(false);
    expect(parseSmsCountries('')).toEqual(['NL', 'BE', 'DE']);
  });
});

describe('the SMS provider gets POST JSON {to, text} with the bearer token', () => {
  it('sends the text and the token', async () => {
    const outcome = await smsAdapter({ providerUrl, token: 's3cret', allowedCountries: ['NL'] }).deliver(
      sms('+31612345678'),
    );
    expect(outcome).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        authorization: 'Bearer s3cret',
        contentType: 'application/json',
        body: { to: '+31612345678', text: '123456 is your Tafel code.' },
      },
    ]);
  });

  it('without a token sends no Authorization header', async () => {
    await smsAdapter({ providerUrl, allowedCountries: ['NL'] }).deliver(sms('+31612345678'));
    expect(calls[0]!.authorization).toBeUndefined();
  });

  it.each([
    { status: 500, permanent: false },
    { status: 503, permanent: false },
    { status: 429, permanent: false },
    { status: 408, permanent: false },
    { status: 400, permanent: true },
    { status: 422, permanent: true },
  ])('provider answer $status is a failure, permanent: $permanent', async ({ status, permanent }) => {
    answerStatus = status;
    const outcome = await smsAdapter({ providerUrl, allowedCountries: ['NL'] }).deliver(sms('+31612345678'));
    expect(outcome).toMatchObject({ ok: false, permanent, detail: `HTTP ${status}` });
  });

  it('a provider that cannot be reached is a transient failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const outcome = await smsAdapter({ providerUrl: deadUrl, allowedCountries: ['NL'] }).deliver(
      sms('+31612345678'),
    );
    expect(outcome).toMatchObject({ ok: false, permanent: false, error: 'provider_unavailable' });
  });

  it('NOTIFY=sms from the environment uses SMS_PROVIDER_URL, SMS_PROVIDER_TOKEN and SMS_COUNTRIES', async () => {
    const adapter = adapterFromEnv({
      NOTIFY: 'sms',
      SMS_PROVIDER_URL: providerUrl,
      SMS_PROVIDER_TOKEN: 'tok',
      SMS_COUNTRIES: 'BE',
    });
    expect(await adapter.deliver(sms('+31612345678'))).toMatchObject({
      ok: false,
      error: 'country_not_allowed',
    });
    expect(calls).toHaveLength(0);
    expect(await adapter.deliver(sms('+32470123456'))).toEqual({ ok: true });
    expect(calls).toEqual([
      expect.objectContaining({
        authorization: 'Bearer tok',
        body: expect.objectContaining({ to: '+32470123456' }),
      }),
    ]);
  });
});
