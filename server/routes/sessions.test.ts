/**
 * POST /sessions must not let one client find out which e-mail addresses or phone numbers are guests
 * (issue 3 "abuse limits"): lookups that find nobody are limited per client address, and once the
 * allowance is used up every lookup from that address answers 429, known guest or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_LOOKUP_LIMITS } from '../domain/otp';
import { createHarness, ENGINES, type Harness } from '../testing/harness';

const [SHORT] = UNKNOWN_LOOKUP_LIMITS;

describe.each(ENGINES)('unknown sign-in lookups per client address on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
    await h.request('POST', '/users', { body: { first_name: 'Known', last_name: 'Guest', phone_number: '+31612300001', email: 'known@example.nl' } });
    await h.request('POST', '/users', { body: { first_name: 'Other', last_name: 'Guest', phone_number: '+31612300002', email: 'other@example.nl' } });
  });
  afterAll(async () => h?.close());

  const ask = (ip: string, body: Record<string, unknown>) => h.request('POST', '/sessions', { body, headers: { 'x-test-client-ip': ip } });

  it(`answers the SPEC §8 unknown body ${SHORT!.max} times, then 429 with Retry-After for unknown and known guests alike`, async () => {
    const ip = '10.77.0.1';
    for (let n = 0; n < SHORT!.max; n += 1) {
      // E-mail and phone lookups share the allowance.
      const { status, body } = await ask(ip, n % 2 ? { email: `ghost${n}@example.nl` } : { phone_number: `+3161234${String(n).padStart(4, '0')}` });
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
      await h.request('POST', '/users', { body: { first_name: 'Guest', last_name: String(n), phone_number: `+316124${String(n).padStart(5, '0')}`, email } });
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
