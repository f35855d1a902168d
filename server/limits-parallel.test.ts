/**
 * Every limit holds under parallel requests. The check and the count are one step (a
 * transaction holding the bucket's advisory lock), so 40 requests sent at once are counted one after the other:
 * no more pass than the limit allows, and each one refused is a 429 with Retry-After and {error, message}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR } from './config';
import { RECIPIENT_LIMITS } from './domain/otp';
import { RETRIEVE_LIMITS } from './routes/retrieve';
import { bookingBody, createHarness, ENGINES, signIn, SITE_AMSTERDAM, type Harness } from './testing/harness';

const PARALLEL = 40;
const SIGN_UPS = 12;

describe.each(ENGINES)('limits under parallel requests, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine, { env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: String(SIGN_UPS) } });
  });
  afterAll(async () => h?.close());

  /** Sends `count` requests at once; the statuses, and every 429 checked for its headers and body. */
  async function atOnce(
    count: number,
    send: (index: number) => Promise<{ status: number; body: unknown; headers?: Headers }>,
  ) {
    const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
    for (const answer of answers.filter((item) => item.status === 429)) {
      expect(answer.body).toMatchObject({ error: 'too_many_requests', message: expect.any(String) });
      // When to try again, in whole seconds.
      expect(Number(answer.headers?.get('retry-after'))).toBeGreaterThan(0);
    }
    return answers.map((answer) => answer.status);
  }
  const count = (statuses: number[], status: number) => statuses.filter((item) => item === status).length;

  it('one contact: one code per 30 s, however many ask at once', async () => {
    const email = `parallel.${engine}@example.nl`;
    await h.request('POST', '/users', {
      body: { first_name: 'P', last_name: 'Q', phone_number: '+31655501234', email },
    });
    const statuses = await atOnce(PARALLEL, (index) =>
      h.request('POST', '/sessions', {
        body: { email },
        headers: { 'x-test-client-ip': `10.60.0.${index + 1}` },
      }),
    );
    expect(count(statuses, 200)).toBe(RECIPIENT_LIMITS[0]!.max);
    expect(count(statuses, 429)).toBe(PARALLEL - RECIPIENT_LIMITS[0]!.max);
  });

  it(`one address: at most ${DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR} code sends an hour, to as many contacts`, async () => {
    const guests = Array.from({ length: PARALLEL }, (_, index) => ({
      first_name: 'P',
      last_name: 'Q',
      phone_number: `+31655${String(600000 + index)}`,
      email: `ip.${engine}.${index}@example.nl`,
    }));
    for (const guest of guests) await h.request('POST', '/users', { body: guest });
    const statuses = await atOnce(PARALLEL, (index) =>
      h.request('POST', '/sessions', {
        body: { email: guests[index]!.email },
        headers: { 'x-test-client-ip': '10.61.0.1' },
      }),
    );
    expect(count(statuses, 200)).toBe(DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR);
  });

  it(`one address asking codes for strangers: at most ${DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR} answered, as for guests`, async () => {
    const statuses = await atOnce(PARALLEL, (index) =>
      h.request('POST', '/sessions', {
        body: { email: `nobody.${engine}.${index}@example.nl` },
        headers: { 'x-test-client-ip': '10.62.0.1' },
      }),
    );
    expect(count(statuses, 200)).toBe(DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR);
    expect(count(statuses, 429)).toBe(PARALLEL - DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR);
  });

  it(`one address: at most ${SIGN_UPS} sign-ups an hour (SIGN_UPS_PER_ADDRESS_PER_HOUR), however many at once`, async () => {
    const statuses = await atOnce(PARALLEL, (index) =>
      h.request('POST', '/users', {
        body: {
          first_name: 'S',
          last_name: 'U',
          phone_number: `+31655${String(700000 + index)}`,
          email: `signup.${engine}.${index}@example.nl`,
        },
        headers: { 'x-test-client-ip': '10.68.0.1' },
      }),
    );
    expect(count(statuses, 200)).toBe(SIGN_UPS);
    expect(count(statuses, 429)).toBe(PARALLEL - SIGN_UPS);
    // Another address is not held back by this one.
    const other = await h.request('POST', '/users', {
      body: {
        first_name: 'S',
        last_name: 'U',
        phone_number: '+31655799999',
        email: 'signup.other@example.nl',
      },
      headers: { 'x-test-client-ip': '10.68.0.2' },
    });
    expect(other.status).toBe(200);
  });

  it(`finding one booking from one address: at most ${RETRIEVE_LIMITS.perNumberAndRequester} tries`, async () => {
    const statuses = await atOnce(PARALLEL, () =>
      h.request('POST', '/reservations/retrieve', {
        body: { confirmationNum: 'ABCD23', phone_number: '+31612345678' },
        headers: { 'x-test-client-ip': '10.63.0.1' },
      }),
    );
    expect(count(statuses, 404)).toBe(RETRIEVE_LIMITS.perNumberAndRequester);
  });

  it('a stranger’s tries do not lock the guest out of their own booking', async () => {
    for (let index = 0; index < RETRIEVE_LIMITS.perNumberAndRequester + 3; index += 1)
      await h.request('POST', '/reservations/retrieve', {
        body: { confirmationNum: 'WXYZ45', phone_number: '+31600000000' },
        headers: { 'x-test-client-ip': '10.64.0.1' },
      });
    const guest = await h.request('POST', '/reservations/retrieve', {
      body: { confirmationNum: 'WXYZ45', phone_number: '+31612345678' },
      headers: { 'x-test-client-ip': '10.64.0.2' },
    });
    expect(guest.status).not.toBe(429);
  });

  it('tries from many addresses close a number for a while, in words of its own; the guest still gets in by a code', async () => {
    const guest = { phone: '+31612340777', email: 'locked.out@example.nl' };
    const token = await signIn(h, guest, '10.65.0.9');
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ email: guest.email, phone_number: guest.phone }),
    });
    const number = booked.body.reservation.number as string;
    const retrieve = (phone: string, address: string) =>
      h.request('POST', '/reservations/retrieve', {
        body: { confirmationNum: number, phone_number: phone },
        headers: { 'x-test-client-ip': address },
      });
    for (let index = 0; index < RETRIEVE_LIMITS.perNumber; index += 1)
      await retrieve('+31600000000', `10.66.${Math.floor(index / RETRIEVE_LIMITS.perNumberAndRequester)}.1`);
    const locked = await retrieve(guest.phone, '10.67.0.1');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error: 'number_locked', message: expect.any(String) });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.now += 31_000; // one code per contact per 30 s
    const again = await signIn(h, guest, '10.67.0.2');
    const list = await h.request('GET', '/users/me/reservations', { token: again });
    expect(list.body.reservations.map((reservation: { number: string }) => reservation.number)).toContain(
      number,
    );
  });

  it('one contact: at most 5 codes an hour, one per 30 s, however they are spread', async () => {
    const email = `hourly.${engine}@example.nl`;
    await h.request('POST', '/users', {
      body: { first_name: 'H', last_name: 'R', phone_number: '+31655501299', email },
    });
    const ask = (index: number) =>
      h.request('POST', '/sessions', {
        body: { email },
        headers: { 'x-test-client-ip': `10.70.0.${index}` },
      });
    const statuses: number[] = [];
    for (let index = 1; index <= 7; index += 1) {
      statuses.push((await ask(index)).status);
      h.clock.now += 31_000;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    h.clock.now += 3_600_000;
    expect((await ask(8)).status).toBe(200);
  });

  it("an address over its code limit does not use up a guest's: what it asks for the guest is counted nowhere", async () => {
    const email = `victim.${engine}@example.nl`;
    await h.request('POST', '/users', {
      body: { first_name: 'V', last_name: 'W', phone_number: '+31655501288', email },
    });
    const attacker = { 'x-test-client-ip': '10.71.0.1' };
    for (let index = 0; index < DEFAULT_CODE_SENDS_PER_ADDRESS_PER_HOUR; index += 1)
      await h.request('POST', '/sessions', {
        body: { email: `filler.${engine}.${index}@example.nl` },
        headers: attacker,
      });
    const refused = await atOnce(10, () =>
      h.request('POST', '/sessions', { body: { email }, headers: attacker }),
    );
    expect(count(refused, 429)).toBe(10);
    const guest = await h.request('POST', '/sessions', {
      body: { email },
      headers: { 'x-test-client-ip': '10.71.0.2' },
    });
    expect(guest.status).toBe(200);
  });

  it(`finding bookings from one address: at most ${RETRIEVE_LIMITS.perIp} tries, whatever the numbers`, async () => {
    const statuses = await atOnce(PARALLEL, (index) =>
      h.request('POST', '/reservations/retrieve', {
        body: { confirmationNum: `PQ${String(1000 + index)}`, phone_number: '+31612345678' },
        headers: { 'x-test-client-ip': '10.72.0.1' },
      }),
    );
    expect(count(statuses, 404)).toBe(RETRIEVE_LIMITS.perIp);
    expect(count(statuses, 429)).toBe(PARALLEL - RETRIEVE_LIMITS.perIp);
  });

  it(`one booking tried from many addresses at once: at most ${RETRIEVE_LIMITS.perNumber} tries, then its own words`, async () => {
    const tries = RETRIEVE_LIMITS.perNumber + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, index) =>
        h.request('POST', '/reservations/retrieve', {
          body: { confirmationNum: 'MNPR67', phone_number: '+31612345678' },
          headers: { 'x-test-client-ip': `10.73.${Math.floor(index / 200)}.${(index % 200) + 1}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(RETRIEVE_LIMITS.perNumber);
    const locked = answers.filter((answer) => answer.status === 429);
    expect(locked).toHaveLength(10);
    for (const answer of locked) expect(answer.body).toMatchObject({ error: 'number_locked' });
  });

  it('IPv6: the addresses of one /64 share one limit, so a fresh address per try gains nothing', async () => {
    const statuses = await atOnce(PARALLEL, (index) =>
      h.request('POST', '/users', {
        body: {
          first_name: 'S',
          last_name: 'U',
          phone_number: `+31655${String(800000 + index)}`,
          email: `v6.${engine}.${index}@example.nl`,
        },
        headers: { 'x-test-client-ip': `2001:db8:77:1:${(index + 1).toString(16)}::1` },
      }),
    );
    expect(count(statuses, 200)).toBe(SIGN_UPS);
  });
});
