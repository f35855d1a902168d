import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { smtpAdapter, addressOf, DEFAULT_MAIL_FROM, SMTP_TIMEOUTS } from './smtp.js';
import { adapterFromEnv } from './index.js';
import { renderNotification } from '../render.js';
import type { BookingNotification, OutgoingMessage } from '../types.js';

interface ReceivedMail {
  from: string | false;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on loopback (port 0) that requires a login and refuses one domain with 550. */
let server: SMTPServer;
let port: number;
let received: ReceivedMail[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'p@ss') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example'))
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const smtpUrl = () => `smtp://mailer:${encodeURIComponent('p@ss')}@127.0.0.1:${port}`;

const booking: BookingNotification = {
  kind: 'booking_confirmed',
  channel: 'email',
  to: 'lotte@example.nl',
  language: 'nl',
  reservation: {
    number: 'H3RW8N',
    id: '6d0e8c1a-5b2f-4a7d-8e9c-0f1a2b3c4d5e',
    site_name: 'Tafel Groningen',
    site_address: 'Grote Markt 5, 9711 LV Groningen',
    site_phone: '+31 50 555 0104',
    date: '2026-02-14',
    time: '18:30',
    party_size: 2,
    first_name: 'Lotte',
    last_name: 'Visser',
    duration_minutes: 120,
  },
  manageUrl: 'https://w.example/6d0e8c1a-5b2f-4a7d-8e9c-0f1a2b3c4d5e/u',
  cancelUrl: 'https://w.example/6d0e8c1a-5b2f-4a7d-8e9c-0f1a2b3c4d5e/d',
};

const outgoing = (n: BookingNotification, to = n.to): OutgoingMessage => ({
  id: 'm1',
  kind: n.kind,
  channel: 'email',
  to,
  language: n.language,
  rendered: renderNotification(n, { issuedAtMs: Date.UTC(2026, 0, 5) }),
});

/** The decoded body of the MIME part whose headers match `headerPattern`. */
function mimePart(raw: string, headerPattern: RegExp): { headers: string; body: string } | undefined {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    if (!headerPattern.test(headers)) continue;
    let body = part.slice(split + 4).replace(/\r\n--[^\r\n]*--\r\n?$/, '');
    if (/content-transfer-encoding:\s*base64/i.test(headers))
      body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    else if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      body = Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    return { headers, body };
  }
  return undefined;
}

describe('the SMTP adapter delivers to a real SMTP server', () => {
  it('sends the booking e-mail with text, HTML and the .ics attachment, logged in, from MAIL_FROM', async () => {
    const adapter = smtpAdapter({ smtpUrl: smtpUrl(), from: 'Tafel Groningen <reserveren@tafel.example>' });
    const outcome = await adapter.deliver(outgoing(booking));
    await adapter.close?.();
    expect(outcome).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('reserveren@tafel.example');
    expect(mail.to).toEqual(['lotte@example.nl']);
    expect(mail.raw).toMatch(/^Content-Language: nl$/im);
    const text = mimePart(mail.raw, /content-type:\s*text\/plain/i);
    expect(text?.body).toContain('H3RW8N');
    expect(text?.body).toContain('zaterdag 14 februari 2026');
    expect(text?.body).toContain(booking.manageUrl);
    const html = mimePart(mail.raw, /content-type:\s*text\/html/i);
    expect(html?.body).toContain(`href="${booking.cancelUrl}"`);
    const ics = mimePart(mail.raw, /filename="?reservation\.ics/i);
    expect(ics?.headers).toMatch(/content-type:\s*text\/calendar/i);
    expect(ics?.headers).toMatch(/method=REQUEST/i);
    expect(ics?.body).toContain('BEGIN:VEVENT');
    expect(ics?.body).toContain('DTSTART:20260214T173000Z');
    expect(ics?.body).toContain('UID:6d0e8c1a-5b2f-4a7d-8e9c-0f1a2b3c4d5e@tafel');
  });

  it('an e-mail to a guest subscribed to offers and news can be withdrawn in one click (RFC 8058 headers)', async () => {
    const adapter = smtpAdapter({ smtpUrl: smtpUrl() });
    const optOut = 'https://w.example/api/consent/withdraw/abcdefghijklmnopqrstuvwxyz012345';
    expect(await adapter.deliver(outgoing({ ...booking, offersOptOutUrl: optOut }))).toEqual({ ok: true });
    expect(await adapter.deliver(outgoing(booking))).toEqual({ ok: true });
    const [subscribed, not] = received.map((mail) => mail.raw.replace(/\r\n[ \t]+/g, ' '));
    expect(subscribed).toMatch(new RegExp(`^List-Unsubscribe: <${optOut}>$`, 'im'));
    expect(subscribed).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    expect(mimePart(received[0]!.raw, /text\/html/i)?.body).toContain(`href="${optOut}"`);
    expect(not).not.toMatch(/^List-Unsubscribe/im);
    await adapter.close?.();
  });

  it('a cancellation carries METHOD:CANCEL in the attachment', async () => {
    const adapter = smtpAdapter({ smtpUrl: smtpUrl() });
    expect(await adapter.deliver(outgoing({ ...booking, kind: 'booking_cancelled' }))).toEqual({ ok: true });
    await adapter.close?.();
    const ics = mimePart(received[0]!.raw, /filename="?reservation\.ics/i);
    expect(ics?.headers).toMatch(/method=CANCEL/i);
    expect(ics?.body).toContain('METHOD:CANCEL');
    expect(received[0]!.from).toBe(addressOf(DEFAULT_MAIL_FROM));
  });

  it('a code e-mail has no attachment', async () => {
    const adapter = smtpAdapter({ smtpUrl: smtpUrl() });
    const rendered = renderNotification({
      kind: 'otp_code',
      channel: 'email',
      to: 'lotte@example.nl',
      language: 'en',
      code: '550123',
      purpose: 'sign_in',
    });
    expect(
      await adapter.deliver({
        id: 'm2',
        kind: 'otp_code',
        channel: 'email',
        to: 'lotte@example.nl',
        language: 'en',
        rendered,
      }),
    ).toEqual({ ok: true });
    await adapter.close?.();
    expect(received[0]!.raw).not.toMatch(/text\/calendar/i);
    expect(mimePart(received[0]!.raw, /content-type:\s*text\/plain/i)?.body).toContain('550123');
  });

  it.each([
    {
      rule: 'a recipient refused with 550 fails permanently',
      url: () => smtpUrl(),
      to: 'ghost@refused.example',
      permanent: true,
      error: 'provider_rejected',
    },
    {
      rule: 'wrong credentials are a transient failure (fixable configuration)',
      url: () => `smtp://mailer:wrong@127.0.0.1:${port}`,
      to: 'lotte@example.nl',
      permanent: false,
      error: 'provider_unavailable',
    },
    {
      rule: 'a server that cannot be reached is a transient failure',
      url: () => 'smtp://127.0.0.1:1',
      to: 'lotte@example.nl',
      permanent: false,
      error: 'provider_unavailable',
    },
  ])('$rule', async ({ url, to, permanent, error }) => {
    const adapter = smtpAdapter({ smtpUrl: url() });
    const outcome = await adapter.deliver(outgoing(booking, to));
    await adapter.close?.();
    expect(outcome).toMatchObject({ ok: false, permanent, error });
    expect(received).toHaveLength(0);
  });

  it('a server that accepts the connection and then says nothing fails the delivery within its time-out (transient)', async () => {
    const silent = createServer(() => {}); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const adapter = smtpAdapter({
      smtpUrl: `smtp://127.0.0.1:${silentPort}`,
      timeouts: { connectionTimeout: 500, greetingTimeout: 300, socketTimeout: 500 },
    });
    const started = Date.now();
    const outcome = await adapter.deliver(outgoing(booking, 'lotte@example.nl'));
    await adapter.close?.();
    silent.close();
    expect(outcome).toMatchObject({ ok: false, permanent: false, error: 'provider_unavailable' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('the production adapter has time-outs for the connection, the greeting and the socket', () => {
    expect(SMTP_TIMEOUTS).toEqual({
      connectionTimeout: expect.any(Number),
      greetingTimeout: expect.any(Number),
      socketTimeout: expect.any(Number),
    });
    expect(Math.max(...Object.values(SMTP_TIMEOUTS))).toBeLessThanOrEqual(30_000);
  });

  it.each(['not-an-address', 'a@b', 'x@y.nl, other@z.nl', '+31612345678'])(
    'an impossible address %j fails permanently without a send',
    async (to) => {
      const adapter = smtpAdapter({ smtpUrl: smtpUrl() });
      expect(await adapter.deliver(outgoing(booking, to))).toMatchObject({
        ok: false,
        permanent: true,
        error: 'invalid_recipient',
      });
      await adapter.close?.();
      expect(received).toHaveLength(0);
    },
  );

  it('NOTIFY=smtp from the environment uses SMTP_URL and MAIL_FROM', async () => {
    const adapter = adapterFromEnv({
      NOTIFY: 'smtp',
      SMTP_URL: smtpUrl(),
      MAIL_FROM: 'Tafel <hallo@tafel.example>',
    });
    expect(await adapter.deliver(outgoing(booking))).toEqual({ ok: true });
    await adapter.close?.();
    expect(received[0]!.from).toBe('hallo@tafel.example');
  });
});
