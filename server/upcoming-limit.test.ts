/**
 * A guest holds at most MAX_UPCOMING_BOOKINGS confirmed bookings still to come (default
 * DEFAULT_MAX_UPCOMING_BOOKINGS), refused with its own code, counted one booking after the other even when they
 * arrive at once; cancelled and past bookings do not count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_MAX_UPCOMING_BOOKINGS } from './config';
import { bookingBody, createHarness, ENGINES, signIn, SITE_AMSTERDAM, type Harness } from './testing/harness';

const MAX = 3;
type Contact = { phone: string; email: string };
const TIMES = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];

describe('MAX_UPCOMING_BOOKINGS', () => {
  it.each([
    ['unset: the documented default', undefined, DEFAULT_MAX_UPCOMING_BOOKINGS],
    ['a whole number', '4', 4],
    ['zero (not a limit): the default', '0', DEFAULT_MAX_UPCOMING_BOOKINGS],
    ['not a number: the default', 'many', DEFAULT_MAX_UPCOMING_BOOKINGS],
  ])('%s', (_name, value, expected) => {
    expect(
      configFromEnv(value === undefined ? {} : { MAX_UPCOMING_BOOKINGS: value }).maxUpcomingBookings,
    ).toBe(expected);
  });
});

describe.each(ENGINES)('upcoming bookings per guest, on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(engine, { env: { MAX_UPCOMING_BOOKINGS: String(MAX) } });
  });
  afterAll(async () => h?.close());

  /** Books under the guest's own phone and e-mail, as the widget does. */
  const book = (guest: Contact & { token: string }, date: string, time: string) =>
    h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guest.token,
      body: bookingBody({ date, time, party_size: 2, email: guest.email, phone_number: guest.phone }),
    });
  const signedIn = async (contact: Contact) => ({ ...contact, token: await signIn(h, contact) });

  it(`the ${MAX + 1}th upcoming booking is refused with too_many_bookings; a cancel or a past booking makes room`, async () => {
    const guest = await signedIn({ phone: '+31611100001', email: 'regular@example.nl' });
    const made = [];
    for (const time of TIMES.slice(0, MAX)) {
      const answer = await book(guest, '2026-11-03', time);
      expect(answer.status).toBe(201);
      made.push(answer.body.reservation.id as string);
    }
    const refused = await book(guest, '2026-11-04', '18:00');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'too_many_bookings', message: expect.any(String) });

    const cancelled = await h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${made[0]}`, {
      token: guest.token,
    });
    expect(cancelled.status).toBe(200);
    expect((await book(guest, '2026-11-04', '18:00')).status).toBe(201);
    expect((await book(guest, '2026-11-04', '19:00')).status).toBe(409);

    // Once the first day's bookings are over, they no longer count.
    h.clock.now = Date.UTC(2026, 10, 3, 23, 0);
    expect((await book(guest, '2026-11-05', '18:00')).status).toBe(201);
  });

  it(`${TIMES.length} bookings of one guest at once: exactly ${MAX} made, the rest refused in words`, async () => {
    const guest = await signedIn({ phone: '+31611100002', email: 'eager@example.nl' });
    const answers = await Promise.all(
      TIMES.map((time, index) => book(guest, `2026-11-${20 + (index % 3)}`, time)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(TIMES.length - MAX);
    for (const answer of answers.filter((item) => item.status === 409))
      expect(answer.body.error).toBe('too_many_bookings');
  });

  it('another guest is not held back by the first one’s bookings', async () => {
    const guest = await signedIn({ phone: '+31611100003', email: 'other@example.nl' });
    expect((await book(guest, '2026-11-20', '20:00')).status).toBe(201);
  });

  it('many accounts booking under one phone number: that number holds at most the limit, whoever books', async () => {
    const victim = '+31611100099';
    const statuses = [];
    for (let index = 0; index < MAX + 2; index += 1) {
      const piler = await signedIn({ phone: `+3161110020${index}`, email: `piler.${index}@example.nl` });
      const answer = await book({ ...piler, phone: victim }, '2026-11-24', TIMES[index]!);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(MAX).fill(201), 409, 409]);
  });
});
