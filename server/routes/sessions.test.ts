/**
 * POST /sessions must not let one client find out which e-mail addresses or phone numbers are guests
 * (issue 3 "abuse limits"): lookups that find nobody are limited per client address, and once the
 * allowance is used up every lookup from that address answers 429, known guest or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_LOOKUP_LIMITS } from '../domain/otp';
import { devOutboxRoutes } from '../notify/dev-routes';
import { createHarness, ENGINES, lastCode, SITE_AMSTERDAM, type Harness } from '../testing/harness';

const [SHORT] = UNKNOWN_LOOKUP_LIMITS;

describe.each(ENGINES)('unknown sign-in lookups per client address on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
    await h.request('POST', '/users', {
      body: {
        first_name: 'Known',
        last_name: 'Guest',
        phone_number: '+31612300001',
        email: 'known@example.nl',
      },
    });
    await h.request('POST', '/users', {
      body: {
        first_name: 'Other',
        last_name: 'Guest',
        phone_number: '+31612300002',
        email: 'other@example.nl',
      },
    });
  });
  afterAll(async () => h?.close());

  const ask = (ip: string, body: Record<string, unknown>) =>
    h.request('POST', '/sessions', { body, headers: { 'x-test-client-ip': ip } });

  it(`answers the SPEC §8 unknown body ${SHORT!.max} times, then 429 with Retry-After for unknown and known guests alike`, async () => {
    const ip = '10.77.0.1';
    for (let n = 0; n < SHORT!.max; n += 1) {
      // E-mail and phone lookups share the allowance.
      const { status, body } = await ask(
        ip,
        n % 2 ? { email: `ghost${n}@example.nl` } : { phone_number: `+3161234${String(n).padStart(4, '0')}` },
      );
      expect(status).toBe(404);
      expect(body.message).toMatch(/no such user with (e-mail|phone number): dynamo: no item found/);
    }
    const blocked = await ask(ip, { email: 'ghost-next@example.nl' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'too_many_requests' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(SHORT!.ms / 1000);
    // No oracle left: a real guest looks the same as a stranger from this address, and no code is sent.
    const sentBefore = h.sent.length;
    expect((await ask(ip, { email: 'known@example.nl' })).status).toBe(429);
    expect((await ask(ip, { phone_number: '+31612300001' })).status).toBe(429);
    expect(h.sent.length).toBe(sentBefore);
  });

  it('leaves other client addresses alone', async () => {
    expect((await ask('10.77.0.2', { email: 'ghost@example.nl' })).status).toBe(404);
    expect((await ask('10.77.0.2', { email: 'other@example.nl' })).status).toBe(200);
  });

  it('does not count lookups that find a guest', async () => {
    const ip = '10.77.0.3';
    const guests = Array.from({ length: SHORT!.max + 2 }, (_, n) => `guest${n}@example.nl`);
    for (const [n, email] of guests.entries()) {
      await h.request('POST', '/users', {
        body: {
          first_name: 'Guest',
          last_name: String(n),
          phone_number: `+316124${String(n).padStart(5, '0')}`,
          email,
        },
      });
    }
    for (const email of guests) expect((await ask(ip, { email })).status, email).toBe(200);
    expect((await ask(ip, { email: 'ghost@example.nl' })).status).toBe(404);
  });

  it('opens again once the window has passed', async () => {
    h.clock.now += SHORT!.ms + 1_000;
    expect((await ask('10.77.0.1', { email: 'ghost-later@example.nl' })).status).toBe(404);
    expect((await ask('10.77.0.1', { email: 'known@example.nl' })).status).toBe(200);
  });
});

/**
 * SPEC §2 your code ("for e-mail link confirmation"): a code e-mail asked for while booking at a
 * restaurant links to that flow's your-code page with the code; an SMS never carries the link.
 */
describe.each(ENGINES)('POST /sessions site_id: the your-code link of code e-mails on %s', (engine) => {
  let h: Harness;
  const outbox = () => devOutboxRoutes(h.db);
  /** The newest stored message to a recipient as the development outbox renders it. */
  const storedText = async (to: string): Promise<string> => {
    const response = await outbox().request(`/?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
    return messages[0]!.text;
  };
  let n = 0;
  /** A fresh guest each time, so the per-recipient send limit never gets in the way. */
  const guest = async () => {
    n += 1;
    const g = { email: `booker${n}@example.nl`, phone: `+3161250${String(n).padStart(4, '0')}` };
    await h.request('POST', '/users', {
      body: { first_name: 'Booker', last_name: String(n), phone_number: g.phone, email: g.email },
    });
    return g;
  };
  const ask = (body: Record<string, unknown>) =>
    h.request('POST', '/sessions', { body, headers: { 'x-test-client-ip': '10.78.0.1' } });

  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  it('an e-mail code asked with the site being booked stores a message linking to /r/{sid}/your-code with that code', async () => {
    const g = await guest();
    const asked = await ask({ email: g.email, channel: 'email', site_id: SITE_AMSTERDAM });
    expect(asked.status).toBe(200);
    const code = lastCode(h, g.email);
    const text = await storedText(g.email);
    expect(text).toContain(
      `Or open this link to see your code: http://widget.test/r/${SITE_AMSTERDAM}/your-code?code=${code}`,
    );
    // The linked code is the one that signs in.
    expect(
      (await h.request('PATCH', '/sessions/current', { token: asked.body.token, body: { code } })).status,
    ).toBe(200);
  });

  it('the link speaks the guest language', async () => {
    const g = await guest();
    expect((await ask({ email: g.email, site_id: SITE_AMSTERDAM, language: 'nl' })).status).toBe(200);
    expect(await storedText(g.email)).toContain(
      `Of open deze link om je code te zien: http://widget.test/r/${SITE_AMSTERDAM}/your-code?code=${lastCode(h, g.email)}`,
    );
  });

  it.each([
    ['without a site_id', {}],
    ['with a well-formed site_id that is no restaurant', { site_id: '00000000-0000-4000-8000-000000000000' }],
  ])('an e-mail code %s has no link', async (_name, extra) => {
    const g = await guest();
    expect((await ask({ email: g.email, ...extra })).status).toBe(200);
    const text = await storedText(g.email);
    expect(text).toContain(lastCode(h, g.email));
    expect(text).not.toContain('your-code');
  });

  it('an SMS code never carries the link, even with the site being booked', async () => {
    const g = await guest();
    expect((await ask({ phone_number: g.phone, channel: 'sms', site_id: SITE_AMSTERDAM })).status).toBe(200);
    const sms = h.sent.at(-1)!;
    expect(sms).toMatchObject({ kind: 'otp_code', channel: 'sms' });
    expect(sms).not.toHaveProperty('codeUrl');
    const text = await storedText(g.phone);
    expect(text).toContain(lastCode(h, g.phone));
    expect(text).not.toContain('your-code');
    expect(text).not.toContain('http');
  });

  it('a malformed site_id is 400 naming the field, and no code is sent', async () => {
    const g = await guest();
    const sentBefore = h.sent.length;
    const answer = await ask({ email: g.email, site_id: 'amsterdam' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'site_id' });
    expect(h.sent.length).toBe(sentBefore);
  });
});

describe.each(ENGINES)('a set-up that cannot text (issue 13, point 8) on %s', (engine) => {
  let emailOnly: Harness;
  let texting: Harness;
  const guest = {
    first_name: 'Mail',
    last_name: 'Only',
    phone_number: '+31612377001',
    email: 'mail.only@example.nl',
  };
  beforeAll(async () => {
    emailOnly = await createHarness(engine, {
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test' },
    });
    texting = await createHarness(engine, {
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test', SMS_PROVIDER_URL: 'https://sms.test' },
    });
    for (const h of [emailOnly, texting]) await h.request('POST', '/users', { body: guest });
  });
  afterAll(async () => {
    await emailOnly?.close();
    await texting?.close();
  });

  it('a code asked by SMS goes to the guest’s e-mail, and the answer says so', async () => {
    const asked = await emailOnly.request('POST', '/sessions', {
      body: { phone_number: guest.phone_number },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ channel: 'email', sent_to: expect.stringMatching(/@example\.nl$/) });
    expect(emailOnly.sent.at(-1)).toMatchObject({ channel: 'email', to: guest.email });
    // That code signs the guest in.
    const code = lastCode(emailOnly, guest.email);
    expect(
      (await emailOnly.request('PATCH', '/sessions/current', { token: asked.body.token, body: { code } }))
        .status,
    ).toBe(200);
  });

  it('a number outside the SMS countries still gets its code by e-mail (nothing is texted anyway)', async () => {
    const abroad = { ...guest, phone_number: '+14155550123', email: 'abroad@example.nl' };
    await emailOnly.request('POST', '/users', { body: abroad });
    const asked = await emailOnly.request('POST', '/sessions', {
      body: { phone_number: abroad.phone_number },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ channel: 'email' });
  });

  it('with an SMS provider the code is texted, as asked', async () => {
    const asked = await texting.request('POST', '/sessions', { body: { phone_number: guest.phone_number } });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ channel: 'sms' });
    expect(texting.sent.at(-1)).toMatchObject({ channel: 'sms', to: guest.phone_number });
  });
});
