/**
 * POST /sessions must not let anyone find out which e-mail addresses or phone numbers are guests: a known and an
 * unknown contact get the same status, the same keys and the same work (the same SQL statements), and count against
 * the same limits; a wrong code on their tokens is answered alike, from the same work. An unknown contact gets no
 * code, but a message that nothing is booked under it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutboxRoutes } from '../notify/dev-routes';
import { createHarness, ENGINES, lastCode, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { statementsOf } from '../testing/statements';

describe.each(ENGINES)('known and unknown contacts answered alike by POST /sessions, on %s', (engine) => {
  let h: Harness;
  const known = {
    first_name: 'Known',
    last_name: 'Guest',
    phone_number: '+31612300001',
    email: 'known@example.nl',
  };
  beforeAll(async () => {
    h = await createHarness(engine, { env: { CODE_SENDS_PER_ADDRESS_PER_HOUR: '6' } });
    await h.request('POST', '/users', { body: known });
  });
  afterAll(async () => h?.close());

  let ip = 0;
  const ask = (body: Record<string, unknown>, address = `10.77.1.${(ip += 1)}`) =>
    h.request('POST', '/sessions', { body, headers: { 'x-test-client-ip': address } });

  it.each([
    [
      'an e-mail address',
      { email: known.email, channel: 'email' },
      { email: 'ghost@example.nl', channel: 'email' },
    ],
    ['a phone number', { phone_number: known.phone_number }, { phone_number: '+31612399999' }],
  ])(
    '%s: the same status and keys, the same statements; the stranger gets no code but a no-guest message',
    async (_what, knownBody, unknownBody) => {
      const sentBefore = h.sent.length;
      let knownAnswer: Awaited<ReturnType<typeof ask>> | undefined;
      let unknownAnswer: Awaited<ReturnType<typeof ask>> | undefined;
      const knownWork = await statementsOf(h.db, async () => (knownAnswer = await ask(knownBody)));
      const unknownWork = await statementsOf(h.db, async () => (unknownAnswer = await ask(unknownBody)));
      expect(unknownAnswer!.status).toBe(200);
      expect(knownAnswer!.status).toBe(200);
      expect(Object.keys(unknownAnswer!.body).sort()).toEqual(Object.keys(knownAnswer!.body).sort());
      expect(unknownAnswer!.body.channel).toBe(knownAnswer!.body.channel);
      expect(unknownWork).toEqual(knownWork);
      const [toKnown, toStranger] = h.sent.slice(sentBefore);
      expect(toKnown).toMatchObject({ kind: 'otp_code' });
      expect(toStranger).toMatchObject({ kind: 'no_guest', channel: knownAnswer!.body.channel });
      expect(toStranger).not.toHaveProperty('code');
    },
  );

  it("no code passes a stranger's token: wrong code, then dead after five tries, like a guest's", async () => {
    const asked = await ask({ email: 'ghost2@example.nl', channel: 'email' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const checked = await h.request('PATCH', '/sessions/current', {
        token: asked.body.token,
        body: { code: String(100000 + attempt) },
      });
      expect(checked.status).toBe(400);
      expect(checked.body).toMatchObject({ error: 'wrong_code' });
    }
    const after = await h.request('PATCH', '/sessions/current', {
      token: asked.body.token,
      body: { code: '123456' },
    });
    expect(after.status).toBe(401);
  });

  it.each([1, 5])(
    "a wrong code, try %i: a guest's token and a stranger's get the same answer from the same statements",
    async (attempt) => {
      h.clock.now += 31_000; // one code per contact per 30 s
      const guestToken = (await ask({ email: known.email, channel: 'email' })).body.token as string;
      const strangerToken = (await ask({ email: `ghost.check.${attempt}@example.nl`, channel: 'email' })).body
        .token as string;
      const tryCode = (token: string) =>
        h.request('PATCH', '/sessions/current', { token, body: { code: '000000' } });
      for (let earlier = 1; earlier < attempt; earlier += 1) {
        await tryCode(guestToken);
        await tryCode(strangerToken);
      }
      let guestAnswer: Awaited<ReturnType<typeof tryCode>> | undefined;
      let strangerAnswer: Awaited<ReturnType<typeof tryCode>> | undefined;
      const guestWork = await statementsOf(h.db, async () => (guestAnswer = await tryCode(guestToken)));
      const strangerWork = await statementsOf(
        h.db,
        async () => (strangerAnswer = await tryCode(strangerToken)),
      );
      expect(strangerAnswer!.status).toBe(guestAnswer!.status);
      expect(strangerAnswer!.body).toEqual(guestAnswer!.body);
      expect(strangerWork).toEqual(guestWork);
    },
  );

  it('guests and strangers count alike against the per-address limit, then 429 with Retry-After for both', async () => {
    const address = '10.77.2.1';
    for (let n = 0; n < 6; n += 1) {
      const answer = await ask({ email: `stranger${n}@example.nl`, channel: 'email' }, address);
      expect(answer.status).toBe(200);
    }
    for (const body of [
      { email: known.email, channel: 'email' },
      { email: 'stranger9@example.nl', channel: 'email' },
    ]) {
      const blocked = await ask(body, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ error: 'too_many_requests', message: expect.any(String) });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

/**
 * The your-code page ("for e-mail link confirmation"): a code e-mail asked for while booking at a
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

describe.each(ENGINES)('a set-up that cannot text on %s', (engine) => {
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

  it.each([
    ['a guest', guest.phone_number],
    ['a stranger', '+31612377999'],
    ['a number outside the SMS countries', '+14155550123'],
  ])(
    'a code asked by SMS for %s is refused alike: ask for one by e-mail (nobody learns whose e-mail a number has)',
    async (_who, phone) => {
      const asked = await emailOnly.request('POST', '/sessions', { body: { phone_number: phone } });
      expect(asked.status).toBe(400);
      expect(asked.body).toMatchObject({ error: 'sms_unavailable', field: 'phone_number' });
    },
  );

  it('the code asked by e-mail signs the guest in', async () => {
    const asked = await emailOnly.request('POST', '/sessions', {
      body: { email: guest.email, channel: 'email' },
    });
    expect(asked.status).toBe(200);
    expect(emailOnly.sent.at(-1)).toMatchObject({ kind: 'otp_code', channel: 'email', to: guest.email });
    const code = lastCode(emailOnly, guest.email);
    expect(
      (await emailOnly.request('PATCH', '/sessions/current', { token: asked.body.token, body: { code } }))
        .status,
    ).toBe(200);
  });

  it('with an SMS provider the code is texted, as asked', async () => {
    const asked = await texting.request('POST', '/sessions', { body: { phone_number: guest.phone_number } });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ channel: 'sms' });
    expect(texting.sent.at(-1)).toMatchObject({ channel: 'sms', to: guest.phone_number });
  });
});
