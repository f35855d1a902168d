/**
 * One-time codes: 10-minute validity (fake clock), 5 wrong tries kill the temp token, single use, bound to its temp
 * token, send limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, lastCode, type Harness, ENGINES } from '../testing/harness';

describe.each(ENGINES)('one-time codes, on %s', (engine) => {
  let h: Harness;
  let guest = 0;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  /** A new guest and a code request from a fresh address; answers the temp token and the code. */
  async function askCode() {
    guest += 1;
    const email = `guest${guest}@example.nl`;
    await h.request('POST', '/users', {
      body: {
        first_name: 'G',
        last_name: 'T',
        phone_number: `+3161000${String(guest).padStart(4, '0')}`,
        email,
      },
    });
    const asked = await h.request('POST', '/sessions', {
      body: { email },
      headers: { 'x-test-client-ip': `10.1.0.${guest}` },
    });
    expect(asked.status).toBe(200);
    return { email, temp: asked.body.token as string, code: lastCode(h, email) };
  }
  const check = (temp: string, code: string) =>
    h.request('PATCH', '/sessions/current', { token: temp, body: { code } });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('is 6 digits, masked in the answer, and never stored in clear', async () => {
    const { email, code } = await askCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = await h.db.query<{ code_hash: string }>('select code_hash from otp_challenges');
    expect(stored.rows.every((row) => !row.code_hash.includes(code))).toBe(true);
    expect(email).toBeTruthy();
  });

  it.each([
    ['9 minutes 59 seconds after sending: accepted', 9 * 60_000 + 59_000, 200],
    ['10 minutes after sending: expired', 10 * 60_000, 401],
  ])('%s', async (_, wait, status) => {
    const { temp, code } = await askCode();
    h.clock.now += wait;
    const answer = await check(temp, code);
    h.clock.now -= wait;
    expect(answer.status).toBe(status);
  });

  it('works once: a second check of the same code is 401', async () => {
    const { temp, code } = await askCode();
    expect((await check(temp, code)).status).toBe(200);
    expect((await check(temp, code)).status).toBe(401);
  });

  it('works only with its own temp token', async () => {
    const first = await askCode();
    const second = await askCode();
    expect(
      (await check(second.temp, first.code === second.code ? otherCode(first.code) : first.code)).status,
    ).toBe(400);
    expect((await check(first.temp, first.code)).status).toBe(200);
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const { temp, code } = await askCode();
    const wrong = otherCode(code);
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push((await check(temp, wrong)).status);
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    expect(await check(temp, code)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
  });

  it('4 wrong tries still leave the right code working', async () => {
    const { temp, code } = await askCode();
    for (let n = 0; n < 4; n += 1) await check(temp, otherCode(code));
    expect((await check(temp, code)).status).toBe(200);
  });

  it('answers 401 for a made-up temp token and 400 for a malformed code', async () => {
    expect((await check('made-up-token', '123456')).status).toBe(401);
    const { temp } = await askCode();
    expect(await check(temp, '12345')).toMatchObject({
      status: 400,
      body: { message: 'Enter a 6-digit code' },
    });
  });

  it('sends at most one code per 30 s and five per hour to one recipient, with Retry-After', async () => {
    const { email } = await askCode();
    const again = await h.request('POST', '/sessions', {
      body: { email },
      headers: { 'x-test-client-ip': '10.2.0.1' },
    });
    expect(again.status).toBe(429);
    expect(again.body.error).toBe('too_many_requests');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const statuses = [];
    for (let n = 0; n < 5; n += 1) {
      h.clock.now += 31_000;
      statuses.push(
        (
          await h.request('POST', '/sessions', {
            body: { email },
            headers: { 'x-test-client-ip': `10.2.1.${n}` },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    h.clock.now += 3_600_000;
    expect(
      (await h.request('POST', '/sessions', { body: { email }, headers: { 'x-test-client-ip': '10.2.2.1' } }))
        .status,
    ).toBe(200);
  });

  it('limits sends per client address', async () => {
    const statuses = [];
    for (let n = 0; n < 32; n += 1) {
      guest += 1;
      const email = `ip${guest}@example.nl`;
      await h.request('POST', '/users', {
        body: {
          first_name: 'G',
          last_name: 'T',
          phone_number: `+3162000${String(guest).padStart(4, '0')}`,
          email,
        },
      });
      statuses.push(
        (
          await h.request('POST', '/sessions', {
            body: { email },
            headers: { 'x-test-client-ip': '10.3.0.1' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('gives a 30-minute session without remember and 7 days with it', async () => {
    for (const [remember, hours] of [
      [false, 0.5],
      [true, 168],
      // A client that leaves remember out gets the short session.
      [undefined, 0.5],
    ] as const) {
      guest += 1;
      const email = `rem${guest}@example.nl`;
      await h.request('POST', '/users', {
        body: {
          first_name: 'G',
          last_name: 'T',
          phone_number: `+3163000${String(guest).padStart(4, '0')}`,
          email,
        },
      });
      const asked = await h.request('POST', '/sessions', {
        body: { email, remember },
        headers: { 'x-test-client-ip': `10.4.0.${guest % 250}` },
      });
      const checked = await check(asked.body.token, lastCode(h, email));
      expect(new Date(checked.body.expires_at).getTime() - h.clock.now).toBe(hours * 3_600_000);
      h.clock.now += hours * 3_600_000 - 1000;
      expect((await h.request('GET', '/users/me', { token: checked.body.token })).status).toBe(200);
      h.clock.now += 2000;
      expect((await h.request('GET', '/users/me', { token: checked.body.token })).status).toBe(401);
    }
  });
});
