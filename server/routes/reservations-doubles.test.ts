/**
 * No accidental double bookings: a guest who already holds a booking at an overlapping time, at the same restaurant or
 * another Tafel restaurant, is answered 409 possible_double naming it, unless the request says the guest chose to book
 * anyway (allow_double). A replay of one request under its Idempotency-Key is not a double: it answers as the first did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS } from '../../shared/locations';
import { bookingBody, createHarness, signIn, SITE_AMSTERDAM, type Harness } from '../testing/harness';

const ROTTERDAM = LOCATIONS[1]!;
const AMSTERDAM = LOCATIONS.find((site) => site.id === SITE_AMSTERDAM)!;

describe('possible double: the server asks before a second booking at an overlapping time', () => {
  let h: Harness;
  let guests = 0;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h?.close());

  /** A new signed-in guest, and a way to book as them (allow_double left out unless given). */
  async function newGuest() {
    guests += 1;
    const contact = {
      phone: `+316123480${String(guests).padStart(2, '0')}`,
      email: `double${guests}@example.nl`,
    };
    const token = await signIn(h, contact, `10.0.9.${guests}`);
    const book = (site: string, overrides: Record<string, unknown> = {}, key?: string) => {
      const { allow_double: _default, ...body } = bookingBody({
        email: contact.email,
        phone_number: contact.phone,
        ...overrides,
      });
      return h.request('POST', `/sites/${site}/reservations`, {
        token,
        body: { ...body, ...('allow_double' in overrides ? { allow_double: overrides.allow_double } : {}) },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      });
    };
    return Object.assign(book, { token });
  }

  const countAt = async (time: string, date: string) =>
    Number(
      (
        await h.db.query<{ n: number }>(
          `select count(*)::int as n from reservations where email like 'double%' and time = $1 and date = $2`,
          [time, date],
        )
      ).rows[0]!.n,
    );

  it('the same restaurant, date and time again (a new request): 409 possible_double naming the booking held', async () => {
    const book = await newGuest();
    const first = await book(SITE_AMSTERDAM, { date: '2026-11-12', time: '19:00' }, 'first-try');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await book(SITE_AMSTERDAM, { date: '2026-11-12', time: '19:00' }, 'second-try');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'possible_double',
      key: 'possibleDouble',
      existing: {
        number: first.body.reservation.number,
        site_id: SITE_AMSTERDAM,
        site_name: AMSTERDAM.name,
        date: '2026-11-12',
        time: '19:00',
        party_size: 2,
        same_site: true,
      },
    });
    expect(await countAt('19:00', '2026-11-12')).toBe(1);
  });

  it('a replay under the same Idempotency-Key is not a double: it answers the first answer again', async () => {
    const book = await newGuest();
    const first = await book(SITE_AMSTERDAM, { date: '2026-11-13', time: '19:00' }, 'replayed');
    const replay = await book(SITE_AMSTERDAM, { date: '2026-11-13', time: '19:00' }, 'replayed');
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await countAt('19:00', '2026-11-13')).toBe(1);
  });

  it('an overlapping time at another Tafel restaurant: 409 naming the other restaurant', async () => {
    const book = await newGuest();
    const held = await book(SITE_AMSTERDAM, { date: '2026-11-16', time: '19:00' });
    expect(held.status).toBe(201);
    const other = await book(ROTTERDAM.id, { date: '2026-11-16', time: '19:30' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      error: 'possible_double',
      existing: { site_name: AMSTERDAM.name, time: '19:00', same_site: false },
    });
  });

  it('the guest chose to book anyway (allow_double): the second booking is made', async () => {
    const book = await newGuest();
    expect((await book(SITE_AMSTERDAM, { date: '2026-11-17', time: '19:00' })).status).toBe(201);
    const anyway = await book(SITE_AMSTERDAM, { date: '2026-11-17', time: '19:00', allow_double: true });
    expect(anyway.status, JSON.stringify(anyway.body)).toBe(201);
    expect(await countAt('19:00', '2026-11-17')).toBe(2);
  });

  it('another day, or a booking the guest cancelled, is not a double', async () => {
    const book = await newGuest();
    const held = await book(SITE_AMSTERDAM, { date: '2026-11-19', time: '19:00' });
    expect((await book(SITE_AMSTERDAM, { date: '2026-11-20', time: '19:00' })).status).toBe(201);
    const cancelled = await h.request(
      'DELETE',
      `/sites/${SITE_AMSTERDAM}/reservations/${held.body.reservation.id}`,
      { token: book.token },
    );
    expect(cancelled.status).toBe(200);
    expect((await book(SITE_AMSTERDAM, { date: '2026-11-19', time: '19:00' })).status).toBe(201);
  });

  it('two new requests for the same booking at once: one is made, the other asked (checked under the guest locks)', async () => {
    const book = await newGuest();
    const answers = await Promise.all([
      book(SITE_AMSTERDAM, { date: '2026-11-23', time: '19:00' }, 'parallel-a'),
      book(ROTTERDAM.id, { date: '2026-11-23', time: '19:00' }, 'parallel-b'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error).toBe('possible_double');
  });
});
