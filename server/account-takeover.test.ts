/**
 * Pre-hijacking (OWASP ASVS 5.0 §6): a contact counts as a guest's only once a code sent to it
 * was entered, a code proves only the contact it went to, a booking or a profile reaches a session only through the
 * contact that session proved, and when someone else proves a contact the sessions that relied on the old pairing
 * end. Each case is an attack that worked before: an attacker signs up with the victim's e-mail beside their own
 * phone, proves the phone, and waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createHarness,
  ENGINES,
  lastCode,
  SITE_AMSTERDAM,
  type Harness,
} from './testing/harness';

describe.each(ENGINES)('no account takeover through a contact someone else typed, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine);
  });
  afterAll(async () => h?.close());

  let ip = 0;
  /** Each call from its own address: the per-address limits are not what these tests are about. */
  const from = () => ({ 'x-test-client-ip': `10.7.0.${(ip += 1)}` });
  const signUp = (phone: string, email: string, first_name = 'Anna') =>
    h.request('POST', '/users', {
      body: { first_name, last_name: 'Jansen', phone_number: phone, email },
      headers: from(),
    });
  /** Asks a sign-in code by SMS (a phone) or by e-mail (an address) and enters it; answers the check. */
  const proveByCode = async (contact: string) => {
    const byEmail = contact.includes('@');
    const asked = await h.request('POST', '/sessions', {
      body: byEmail ? { email: contact, channel: 'email' } : { phone_number: contact },
      headers: from(),
    });
    expect(asked.status).toBe(200);
    return h.request('PATCH', '/sessions/current', {
      token: asked.body.token,
      body: { code: lastCode(h, contact) },
    });
  };
  const signInWith = async (contact: string): Promise<string> => {
    const checked = await proveByCode(contact);
    expect(checked.status).toBe(200);
    return checked.body.token as string;
  };
  const book = (token: string, guest: { phone: string; email: string }, time: string) =>
    h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ phone_number: guest.phone, email: guest.email, time, date: '2026-11-12' }),
    });
  const listOf = async (token: string) => {
    const answer = await h.request('GET', '/users/me/reservations', { token });
    expect(answer.status).toBe(200);
    return (answer.body.reservations as { id: string }[]).map((reservation) => reservation.id);
  };
  const profileOf = async (token: string) => (await h.request('GET', '/users/me', { token })).body.user;

  it("the victim signs up later with their own phone: their code reaches it, and the attacker's session sees nothing of theirs", async () => {
    const victim = { phone: '+31611170001', email: 'victim1@example.nl' };
    const attackerPhone = '+31611170002';
    await signUp(attackerPhone, victim.email, 'Mallory');
    const attacker = await signInWith(attackerPhone);

    expect((await signUp(victim.phone, victim.email)).status).toBe(200);
    const session = await signInWith(victim.phone);
    const booked = await book(session, victim, '18:00');
    expect(booked.status).toBe(201);

    expect(await listOf(attacker)).not.toContain(booked.body.reservation.id);
    expect((await profileOf(attacker)).email).not.toBe(victim.email);
    expect(await profileOf(session)).toMatchObject({ email: victim.email, phone_number: victim.phone });
  });

  it("the victim signs in with a code to their e-mail, held by the attacker's account: a guest of their own, and the attacker is signed out", async () => {
    const victim = { phone: '+31611170011', email: 'victim2@example.nl' };
    const attackerPhone = '+31611170012';
    await signUp(attackerPhone, victim.email, 'Mallory');
    const attacker = await signInWith(attackerPhone);

    const session = await signInWith(victim.email);
    expect((await profileOf(session)).phone_number).not.toBe(attackerPhone);
    const booked = await book(session, victim, '18:30');
    expect(booked.status).toBe(201);

    // The session that relied on the account holding the victim's e-mail has ended.
    expect((await h.request('GET', '/users/me', { token: attacker })).status).toBe(401);
    h.clock.now += 31_000; // one code per contact per 30 s
    const again = await signInWith(attackerPhone);
    expect(await listOf(again)).not.toContain(booked.body.reservation.id);
    expect((await profileOf(again)).email).not.toBe(victim.email);
    expect(
      (
        await h.request('GET', `/sites/${SITE_AMSTERDAM}/reservations/${booked.body.reservation.id}`, {
          token: again,
        })
      ).status,
    ).toBe(403);
  });

  it('a sign-up never takes a contact its holder proved: the newcomer gets nothing of theirs', async () => {
    const holder = { phone: '+31611170021', email: 'holder@example.nl' };
    await signUp(holder.phone, holder.email);
    const session = await signInWith(holder.email);
    const booked = await book(session, holder, '19:00');
    expect(booked.status).toBe(201);

    const attackerPhone = '+31611170022';
    expect((await signUp(attackerPhone, holder.email, 'Mallory')).status).toBe(200);
    const attacker = await signInWith(attackerPhone);
    expect(await listOf(attacker)).toEqual([]);
    expect((await profileOf(attacker)).email).toBe('');
    expect(await profileOf(session)).toMatchObject({ email: holder.email, first_name: 'Anna' });
  });

  it('a guest who booked with a code by SMS and signs in later with a code to their e-mail sees that booking', async () => {
    const guest = { phone: '+31611170031', email: 'both@example.nl' };
    await signUp(guest.phone, guest.email);
    const byPhone = await signInWith(guest.phone);
    const booked = await book(byPhone, guest, '19:30');
    expect(booked.status).toBe(201);
    const byEmail = await signInWith(guest.email);
    expect(await listOf(byEmail)).toContain(booked.body.reservation.id);
    const opened = await h.request(
      'GET',
      `/sites/${SITE_AMSTERDAM}/reservations/${booked.body.reservation.id}`,
      {
        token: byEmail,
      },
    );
    expect(opened.status).toBe(200);
  });

  it('a session sees no booking made with contacts it did not prove by another guest', async () => {
    const first = { phone: '+31611170041', email: 'first@example.nl' };
    const second = { phone: '+31611170042', email: 'second@example.nl' };
    await signUp(first.phone, first.email);
    await signUp(second.phone, second.email);
    const firstSession = await signInWith(first.phone);
    const secondSession = await signInWith(second.email);
    const booked = await book(firstSession, first, '20:00');
    expect(booked.status).toBe(201);
    expect(await listOf(secondSession)).not.toContain(booked.body.reservation.id);
  });
});
